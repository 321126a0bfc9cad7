import type { z } from 'zod';

/* Shared by the mall API and the mock server, so a bad request reads the same on both. */

const TYPE_NAMES: Record<string, string> = {
  string: '字符串',
  number: '数字',
  int: '整数',
  boolean: '布尔值',
  array: '数组',
  object: '对象',
  bigint: '整数',
  date: '日期',
};

const hasChinese = (s: string) => /[\u4e00-\u9fff]/.test(s);

function valueAt(input: unknown, path: PropertyKey[]): unknown {
  let cur = input;
  for (const key of path) {
    if (cur === null || typeof cur !== 'object') return undefined;
    cur = (cur as Record<PropertyKey, unknown>)[key];
  }
  return cur;
}

/**
 * The issue to describe: the first one; for a union without a message of its own, what its first option says,
 * at the union's place (an integer field refused as its number rule refuses it: common.ts `wholeNumber`).
 */
function issueToDescribe(issue: z.core.$ZodIssue): z.core.$ZodIssue {
  if (issue.code !== 'invalid_union' || hasChinese(issue.message) || !issue.errors[0]?.[0]) return issue;
  const inner = issue.errors[0][0];
  return issueToDescribe({ ...inner, path: [...issue.path, ...inner.path] });
}

/** Turns the first zod issue into one Chinese sentence that names the field (SPEC §8: code 0 with a message). */
export function describeIssue(error: z.ZodError, input: unknown, where: string): string {
  const issue = issueToDescribe(error.issues[0]);
  const field = issue.path.length ? issue.path.map(String).join('.') : where;
  const label = `参数 ${field}`;
  // Messages written in Chinese by the contract (SPEC §5 rules) are already what the user should read.
  if (hasChinese(issue.message) && issue.code !== 'invalid_type') return `${issue.message}（${field}）`;
  switch (issue.code) {
    case 'invalid_type': {
      if (valueAt(input, issue.path) === undefined) return `缺少必填参数 ${field}`;
      return `${label} 类型错误，应为${TYPE_NAMES[issue.expected] ?? issue.expected}`;
    }
    case 'too_small':
      if (issue.origin === 'string') return `${label} 长度不能少于 ${issue.minimum} 个字符`;
      if (issue.origin === 'array') return `${label} 至少需要 ${issue.minimum} 项`;
      return `${label} 不能小于 ${issue.minimum}`;
    case 'too_big':
      if (issue.origin === 'string') return `${label} 长度不能超过 ${issue.maximum} 个字符`;
      if (issue.origin === 'array') return `${label} 最多 ${issue.maximum} 项`;
      return `${label} 不能大于 ${issue.maximum}`;
    case 'invalid_value':
      return `${label} 取值无效，可选值：${issue.values.map(String).join('、')}`;
    case 'invalid_format':
      return `${label} 格式不正确`;
    case 'unrecognized_keys':
      return `${where} 含有未知参数 ${issue.keys.join('、')}`;
    default:
      return `${label} 无效`;
  }
}

/** A string holding U+0000 (PostgreSQL refuses it in text): refused, naming the field. */
export function nulMessage(path: PropertyKey[], where: string): string {
  const field = path.length ? path.map(String).join('.') : where;
  return `参数 ${field} 含有不允许的空字符（U+0000）`;
}
