import type { OpenApiDocument, OpenApiOperation, OpenApiParameter } from './document';
import type { JsonSchema } from './schema';

/** Text for HTML: every character that could open markup or leave an attribute is escaped. */
export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);

const AUTH_TEXT: Record<string, string> = {
  none: '公开',
  optional: '可选登录（token）',
  token: '需要登录（token）',
  staffToken: '员工会话（x-staff-token）',
  apiKey: 'API 密钥（x-api-key）',
};

function authOf(op: OpenApiOperation): string {
  if (op.security.length === 0) return AUTH_TEXT.none;
  if (op.security.some((s) => Object.keys(s).length === 0)) return AUTH_TEXT.optional;
  return op.security.map((s) => Object.keys(s).map((k) => AUTH_TEXT[k] ?? k).join('+')).join(' 或 ');
}

/** A short type for the parameter table: `integer`, `string | null`, `'a' | 'b'`, `array`. */
function typeOf(schema: JsonSchema): string {
  if (Array.isArray(schema.enum)) return schema.enum.map((v) => JSON.stringify(v)).join(' | ');
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  if (Array.isArray(schema.type)) return schema.type.join(' | ');
  if (typeof schema.type === 'string') return schema.type;
  const union = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  return union ? union.map(typeOf).join(' | ') : '任意';
}

const IN_TEXT: Record<OpenApiParameter['in'], string> = { path: '路径', query: '查询', header: '请求头' };

function parameterTable(parameters: OpenApiParameter[]): string {
  if (parameters.length === 0) return '';
  const rows = parameters.map(
    (p) =>
      `<tr><td><code>${escapeHtml(p.name)}</code></td><td>${IN_TEXT[p.in]}</td><td>${p.required ? '是' : '否'}</td>` +
      `<td>${escapeHtml(typeOf(p.schema))}</td><td>${escapeHtml(p.description ?? '')}</td></tr>`,
  );
  return `<table><thead><tr><th>参数</th><th>位置</th><th>必填</th><th>类型</th><th>说明</th></tr></thead><tbody>${rows.join('')}</tbody></table>`;
}

/** `data` of the success envelope (the first of the answer's oneOf, envelope.ts). */
function successData(answer: JsonSchema | undefined): JsonSchema | undefined {
  const success = Array.isArray(answer?.oneOf) ? (answer.oneOf[0] as JsonSchema) : undefined;
  return (success?.properties as Record<string, JsonSchema> | undefined)?.data;
}

/** Escaped text with the Markdown `code` spans of the document's description as <code>. */
const inlineCode = (text: string) => escapeHtml(text).replace(/`([^`]+)`/g, '<code>$1</code>');

const schemaBlock = (label: string, schema: unknown) =>
  `<details><summary>${escapeHtml(label)}</summary><pre>${escapeHtml(JSON.stringify(schema, null, 1))}</pre></details>`;

function operationBlock(path: string, method: string, op: OpenApiOperation): string {
  const parts = [
    `<h3><span class="m ${method}">${method.toUpperCase()}</span> <code>${escapeHtml(path)}</code></h3>`,
    `<p>${escapeHtml(op.summary)}<span class="meta">${escapeHtml(op.operationId)} · ${escapeHtml(authOf(op))}</span></p>`,
    op.description ? `<p class="note">${escapeHtml(op.description)}</p>` : '',
    parameterTable(op.parameters),
  ];
  if (op.requestBody) {
    if (op.requestBody.description) parts.push(`<p class="note">${escapeHtml(op.requestBody.description)}</p>`);
    for (const [media, { schema }] of Object.entries(op.requestBody.content)) parts.push(schemaBlock(`请求体 ${media}${op.requestBody.required ? '（必填）' : ''}`, schema));
  }
  const content = ('content' in op.responses['200'] && op.responses['200'].content) || {};
  const data = successData(content['application/json']?.schema);
  const files = Object.keys(content).filter((media) => media !== 'application/json');
  if (files.length > 0) parts.push(`<p class="note">成功时返回文件：${escapeHtml(files.join('、'))}；失败时返回信封。</p>`);
  else if (data) parts.push(schemaBlock('data 结构（code 为 1 时）', data));
  return `<section id="${escapeHtml(op.operationId)}">${parts.join('')}</section>`;
}

const STYLE = `body{font:14px/1.6 system-ui,"PingFang SC","Microsoft YaHei",sans-serif;margin:0 auto;max-width:1080px;padding:0 16px 48px;color:#1f2329}
h1{font-size:22px}h2{font-size:18px;margin-top:32px;border-bottom:2px solid #e5e6eb;padding-bottom:4px}h3{font-size:14px;margin:0;font-weight:600}
section{border:1px solid #e5e6eb;border-radius:6px;padding:8px 12px;margin:8px 0}code{font-family:ui-monospace,Consolas,monospace;word-break:break-all}
.m{display:inline-block;min-width:44px;text-align:center;border-radius:4px;color:#fff;font-size:12px;padding:0 4px}.get{background:#2f7d32}.post{background:#1d5fbf}
.meta{color:#646a73;margin-left:12px;font-size:12px}.note{color:#646a73;margin:4px 0}p{margin:4px 0}
table{border-collapse:collapse;margin:4px 0;font-size:13px}td,th{border:1px solid #e5e6eb;padding:2px 8px;text-align:left;vertical-align:top}
pre{background:#f7f8fa;padding:8px;overflow:auto;max-height:480px;font-size:12px}summary{cursor:pointer;color:#1d5fbf}nav a{margin-right:12px;white-space:nowrap}`;

/** The reference page of the document: server-rendered, grouped by tag, no script and nothing from a CDN. */
export function renderReferencePage(doc: OpenApiDocument): string {
  const byTag = new Map(doc.tags.map((t) => [t.name, [] as string[]]));
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item)) byTag.get(op.tags[0])?.push(operationBlock(path, method, op));
  }
  const nav = doc.tags.map((t) => `<a href="#tag-${escapeHtml(t.name)}">${escapeHtml(t.description)}</a>`).join('');
  const sections = doc.tags.map(
    (t) => `<h2 id="tag-${escapeHtml(t.name)}">${escapeHtml(t.description)} <code class="meta">${escapeHtml(t.name)}</code></h2>${byTag.get(t.name)!.join('')}`,
  );
  const shared = Object.entries(doc.components.schemas).map(([name, schema]) => `<section id="${escapeHtml(name)}">${schemaBlock(name, schema)}</section>`);
  const intro = doc.info.description.split('\n').filter(Boolean).map((line) => `<p>${inlineCode(line)}</p>`).join('');
  const servers = (doc.servers ?? []).map((s) => `<p>服务地址：<code>${escapeHtml(s.url)}</code>（${escapeHtml(s.description)}）</p>`).join('');
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(doc.info.title)} 参考</title><style>${STYLE}</style></head><body>
<h1>${escapeHtml(doc.info.title)} <span class="meta">版本 ${escapeHtml(doc.info.version)} · OpenAPI ${escapeHtml(doc.openapi)} · <a href="openapi.json">openapi.json</a></span></h1>
${intro}${servers}<nav>${nav}</nav>${sections.join('\n')}<h2 id="components">共用结构</h2>${shared.join('')}</body></html>`;
}
