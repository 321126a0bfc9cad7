import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { decimalNumber, idSchema, wholeNumber, wholeNumberOf } from '@/lib/api/contract/common';
import { describeIssue } from '@/lib/api/contract/issue-message';

/* The one rule of every integer field of a request (docs/adr/0002-integers-in-requests.md). */

const refusal = (schema: z.ZodType, value: unknown) => {
  const result = z.object({ n: schema }).safeParse({ n: value });
  return result.success ? null : describeIssue(result.error, { n: value }, '请求体');
};

describe('wholeNumber', () => {
  const qty = wholeNumber(z.number().int('数量应为整数').min(1, '数量不能小于 1').max(9999, '数量不能超过 9999'));

  it.each([
    [3, 3],
    ['3', 3],
    ['0042', 42],
    ['9999', 9999],
  ])('takes %j as %d', (value, expected) => {
    expect(qty.parse(value)).toBe(expected);
  });

  it.each([
    ['', '参数 n 类型错误，应为数字'],
    [' 3', '参数 n 类型错误，应为数字'],
    ['3.0', '参数 n 类型错误，应为数字'],
    ['1e3', '参数 n 类型错误，应为数字'],
    ['0x1f', '参数 n 类型错误，应为数字'],
    [true, '参数 n 类型错误，应为数字'],
    [null, '参数 n 类型错误，应为数字'],
    [1.5, '参数 n 类型错误，应为整数'],
    ['0', '数量不能小于 1（n）'],
    [0, '数量不能小于 1（n）'],
    ['10000', '数量不能超过 9999（n）'],
    [undefined, '缺少必填参数 n'],
  ])('refuses %j: %s', (value, message) => {
    expect(refusal(qty, value)).toBe(message);
  });

  it('holds for ids, whose refusals keep their words', () => {
    expect(idSchema.parse('12')).toBe(12);
    expect(refusal(idSchema, 'abc')).toBe('参数 n 类型错误，应为数字');
    expect(refusal(idSchema, '0')).toBe('应为正整数（n）');
  });
});

describe('wholeNumberOf and decimalNumber', () => {
  it('take listed integers as numbers or digits, and nothing else', () => {
    const status = wholeNumberOf([1, 2, 3], '状态应为 1、2 或 3');
    expect(status.parse('2')).toBe(2);
    expect(status.parse(3)).toBe(3);
    expect(refusal(status, '4')).toBe('状态应为 1、2 或 3（n）');
    expect(refusal(wholeNumberOf([1440, 43200]), 60)).toBe('参数 n 取值无效，可选值：1440、43200');
  });

  it('take decimals in digits too', () => {
    const threshold = decimalNumber(z.number().min(0.3, '相似度阈值应在 0.3–1.0 之间').max(1, '相似度阈值应在 0.3–1.0 之间'));
    expect(threshold.parse('0.85')).toBe(0.85);
    expect(threshold.parse(1)).toBe(1);
    expect(refusal(threshold, '.5')).toBe('参数 n 类型错误，应为数字');
    expect(refusal(threshold, '0.1')).toBe('相似度阈值应在 0.3–1.0 之间（n）');
  });
});
