import { gunzipSync } from 'node:zlib';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allEndpoints, contract } from '../../lib/api/contract';
import { endpoint, type Endpoint } from '../../lib/api/contract/endpoint';
import { buildOpenApiDocument, type OpenApiDocument } from '../../server/openapi/document';
import { isPrivateApiPath } from '../../lib/http/forwarding';
import { INTEGER_TEXT } from '../../lib/api/contract/common';
import { RATE_RULES, type RateRule } from '../../server/services/rate-rules';
import { renderReferencePage } from '../../server/openapi/page';
import { OPENAPI_PATH, REFERENCE_PATH } from '../../server/openapi/routes';
import { createTestApi, type TestApi } from './harness';
import { admin } from './order-helpers';

/* The OpenAPI 3.1 document generated from the contract, served at /openapi.json, and its reference page /docs. */

let api: TestApi;
let doc: OpenApiDocument;
/** The document as the storefront's /api/openapi.json serves it (proxy.ts sends X-Forwarded-Prefix). */
let publicDoc: OpenApiDocument;
const FORWARDED = { 'x-forwarded-prefix': '/api' };
beforeAll(async () => {
  api = await createTestApi();
  const res = await api.app.request(OPENAPI_PATH);
  expect(res.status).toBe(200);
  doc = (await res.json()) as OpenApiDocument;
  publicDoc = (await (await api.app.request(OPENAPI_PATH, { headers: FORWARDED })).json()) as OpenApiDocument;
});
afterAll(() => api.close());

const areas = Object.entries(contract).flatMap(([area, eps]) => Object.entries(eps as Record<string, Endpoint>).map(([name, ep]) => [`${area}.${name}`, area, ep] as const));
const operationOf = (ep: Endpoint) => doc.paths[ep.path]?.[ep.method.toLowerCase()];

/** Every `$ref` in the document, with where it sits. */
function refsIn(node: unknown, at = '#'): { ref: string; at: string }[] {
  if (!node || typeof node !== 'object') return [];
  return Object.entries(node).flatMap(([key, value]) =>
    key === '$ref' && typeof value === 'string' ? [{ ref: value, at }] : refsIn(value, `${at}/${key}`),
  );
}
function resolve(root: unknown, ref: string): unknown {
  if (!ref.startsWith('#/')) return undefined;
  return ref
    .slice(2)
    .split('/')
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), root);
}

describe('GET /openapi.json', () => {
  it('answers JSON, cached by clients for five minutes, gzipped when asked', async () => {
    const plain = await api.app.request(OPENAPI_PATH);
    expect(plain.headers.get('content-type')).toMatch(/^application\/json/);
    expect(plain.headers.get('cache-control')).toBe('public, max-age=300');
    const text = await plain.text();
    const zipped = await api.app.request(OPENAPI_PATH, { headers: { 'accept-encoding': 'gzip, deflate' } });
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await zipped.arrayBuffer())).toString('utf8')).toBe(text);
  });

  it('holds every endpoint of the contract once: method, path, operationId <area>.<name>, Chinese summary, its area as tag', () => {
    for (const [operationId, area, ep] of areas) {
      const op = operationOf(ep);
      expect(op, `${ep.method} ${ep.path}`).toBeDefined();
      expect(op).toMatchObject({ operationId, summary: ep.title, tags: [area] });
    }
    const ops = Object.values(doc.paths).flatMap((item) => Object.values(item));
    expect(ops).toHaveLength(allEndpoints.length);
    expect(new Set(ops.map((op) => op.operationId)).size).toBe(ops.length);
    expect(doc.tags.map((t) => t.name)).toEqual(Object.keys(contract));
    expect(doc.tags.find((t) => t.name === 'order')?.description).toBe('订单');
  });

  it('is structurally a valid OpenAPI 3.1 document: every $ref resolves, every path parameter is declared', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info.title).toBeTruthy();
    expect(doc.info.description).toMatch(/code 1 = 成功；0 = 被拒绝.*-1 = 登录已失效/s);
    const refs = refsIn(doc);
    expect(refs.length).toBeGreaterThan(allEndpoints.length);
    for (const { ref, at } of refs) expect(resolve(doc, ref), `${ref} at ${at}`).toBeDefined();
    // A recursive tree (the category list) is a component referring to itself.
    expect(refs.some((r) => r.ref.startsWith('#/components/schemas/catalogue.categoryList'))).toBe(true);
    for (const [path, item] of Object.entries(doc.paths)) {
      const placeholders = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
      for (const [method, op] of Object.entries(item)) {
        expect(['get', 'post']).toContain(method);
        const declared = op.parameters.filter((p) => p.in === 'path');
        expect(declared.map((p) => p.name).sort(), `${method} ${path}`).toEqual(placeholders);
        expect(declared.every((p) => p.required)).toBe(true);
        const keys = op.parameters.map((p) => `${p.in}:${p.name}`);
        expect(new Set(keys).size, `${method} ${path} repeats a parameter`).toBe(keys.length);
        expect(op.responses['200'], `${method} ${path}`).toBeDefined();
        for (const requirement of op.security) for (const scheme of Object.keys(requirement)) expect(doc.components.securitySchemes[scheme]).toBeDefined();
      }
    }
    expect(Object.keys(doc.components.schemas).every((name) => /^[a-zA-Z0-9._-]+$/.test(name))).toBe(true);
  });

  it('asks user calls for the token header, operator calls for a staff session or an API key (naming the permission) and staff calls for a staff session', () => {
    expect(doc.components.securitySchemes).toMatchObject({ token: { type: 'apiKey', in: 'header', name: 'token' }, staffToken: { type: 'apiKey', in: 'header', name: 'x-staff-token' }, apiKey: { type: 'apiKey', in: 'header', name: 'x-api-key' } });
    expect(operationOf(contract.order.operatorShip)!['x-permission']).toBe('orders');
    expect(operationOf(contract.order.submit)!.security).toEqual([{ token: [] }]);
    expect(operationOf(contract.order.operatorShip)!.security).toEqual([{ staffToken: [] }, { apiKey: [] }]);
    expect(operationOf(contract.catalogue.categoryList)!.security).toEqual([]);
    const optional = allEndpoints.find((ep) => ep.auth === 'optional')!;
    expect(operationOf(optional)!.security).toEqual([{}, { token: [] }]);
    // A person's own calls: a staff session only, no permission; staff administration: a session holding 'staff'.
    expect(operationOf(contract.staff.me)!.security).toEqual([{ staffToken: [] }]);
    expect(operationOf(contract.staff.me)!['x-permission']).toBeUndefined();
    expect(operationOf(contract.staff.apiKeyCreate)!['x-permission']).toBe('staff');
    expect(operationOf(contract.staff.loginPassword)!.security).toEqual([]);
  });

  it('gives each body schema the fields its zod schema requires', () => {
    const submit = operationOf(contract.order.submit)!.requestBody!;
    expect(submit.required).toBe(true);
    const schema = submit.content['application/json'].schema as { required: string[]; properties: Record<string, unknown> };
    expect(schema.required).toEqual(expect.arrayContaining(['addressId', 'invoice', 'requestKey']));
    expect(schema.required).not.toContain('note'); // it has a default: the client may leave it out
    // The same holds for every object body of the contract: a field is required exactly when zod refuses it missing.
    for (const ep of allEndpoints) {
      if (!(ep.body instanceof z.ZodObject) || ep.upload) continue;
      const json = operationOf(ep)!.requestBody!.content['application/json'].schema as { required?: string[] };
      const zodRequired = Object.entries(ep.body.shape as Record<string, z.ZodType>).filter(([, field]) => !field.safeParse(undefined).success).map(([key]) => key);
      expect((json.required ?? []).slice().sort(), `${ep.method} ${ep.path}`).toEqual(zodRequired.sort());
    }
  });

  it('describes uploads as multipart with the file field and its limit, forms as forms, files by their media type', () => {
    const upload = operationOf(contract.documents.operatorUpload)!.requestBody!;
    expect(Object.keys(upload.content)).toEqual(['multipart/form-data']);
    expect(upload.description).toContain('文件字段 file，最大 10 MB（10485760 字节）');
    expect((upload.content['multipart/form-data'].schema as { properties: Record<string, unknown> }).properties.file).toMatchObject({ type: 'string' });
    expect(operationOf(contract.payment.alipayNotify)!.requestBody!.content).toHaveProperty(['application/x-www-form-urlencoded']);
    const svg = operationOf(contract.catalogue.structure)!.responses;
    expect((svg['200'] as { content: object }).content).toHaveProperty(['image/svg+xml']);
    expect(svg['404']).toBeDefined();
  });

  it('answers a success envelope or the refusal: data from the endpoint schema, totalCount on paged and counting calls', () => {
    const answer = (ep: Endpoint) => (operationOf(ep)!.responses['200'] as unknown as { content: Record<string, { schema: { oneOf: Envelope[] } }> }).content['application/json'].schema;
    type Envelope = { required: string[]; properties: Record<string, Record<string, unknown>>; $ref?: string };
    const success = (ep: Endpoint) => answer(ep).oneOf[0];
    const list = success(contract.order.list);
    expect(answer(contract.order.list).oneOf[1]).toEqual({ $ref: '#/components/schemas/Refusal' });
    expect(list.required).toEqual(['code', 'data', 'message', 'messageCode', 'totalCount']);
    expect(list.properties.code).toEqual({ type: 'integer', const: 1 });
    expect(list.properties.messageCode).toEqual({ type: 'null' });
    expect(list.properties.totalCount).toMatchObject({ type: 'integer', minimum: 0 });
    expect(operationOf(contract.order.list)!.parameters.map((p) => `${p.in}:${p.name}`)).toEqual(expect.arrayContaining(['header:pageNo', 'header:pageSize']));
    const detail = success(contract.order.detail);
    expect(detail.properties.totalCount).toEqual({ type: 'null' });
    expect(JSON.stringify(detail.properties.data)).toContain('"orderNo"');
    // The cart's and the basket's totals also carry their number in totalCount (SPEC §7: buy/car/total returns totalCount).
    for (const ep of [contract.cart.total, contract.basket.total]) expect(success(ep).properties.totalCount).toMatchObject({ type: 'integer', minimum: 0 });
    // A call whose data is null says so once, not anyOf [null, null].
    expect(success(contract.cart.delete).properties.data).toEqual({ type: 'null' });
  });

  it('describes the refusal (code 0 / -1 with messageCode), the 503 of every call and the 404 of a missing file', () => {
    const refusal = doc.components.schemas.Refusal as { properties: Record<string, Record<string, unknown>>; required: string[] };
    expect(refusal.required).toEqual(['code', 'data', 'message', 'messageCode', 'totalCount']);
    expect(refusal.properties.code).toMatchObject({ type: 'integer', enum: [0, -1] });
    expect(refusal.properties.data).toEqual({ type: 'null' });
    expect(refusal.properties.messageCode).toMatchObject({ type: ['string', 'null'] });
    expect(refusal.properties.messageCode.description).toContain('PARAM_CODE_1000006');
    const unavailable = doc.components.responses.Unavailable;
    expect(unavailable.description).toContain('服务暂时不可用，请稍后重试');
    expect(unavailable.headers['Retry-After'].schema).toEqual({ type: 'integer', const: 5 });
    expect(unavailable.content['application/json'].schema).toEqual({ $ref: '#/components/schemas/Refusal' });
    for (const ep of allEndpoints.filter((e) => !e.standIn503)) expect(operationOf(ep)!.responses['503'], ep.path).toEqual({ $ref: '#/components/responses/Unavailable' });
    // A depiction that cannot be drawn now: 503 with a stand-in picture, or the refusal when the database is down.
    const drawing = operationOf(contract.catalogue.structure)!.responses['503'] as { content: Record<string, unknown>; headers: Record<string, unknown> };
    expect(Object.keys(drawing.content)).toEqual(['image/svg+xml', 'application/json']);
    expect(drawing.headers).toHaveProperty('Retry-After');
    // 404 only where a missing file answers it; the other file calls refuse a miss with code 0 at HTTP 200.
    for (const ep of allEndpoints.filter((e) => e.produces)) {
      expect(operationOf(ep)!.responses['404'], ep.path).toEqual(ep.missingIs404 ? { $ref: '#/components/responses/FileMissing' } : undefined);
    }
    expect(allEndpoints.filter((e) => e.missingIs404).map((e) => e.path)).toEqual(
      expect.arrayContaining([contract.catalogue.structure.path, contract.search.structureHighlight.path, contract.security.avatarFile.path]),
    );
    expect(operationOf(contract.order.detail)!.responses['404']).toBeUndefined();
    // A file sent with an ETag: If-None-Match may be asked, and 304 answers it.
    const pdf = operationOf(contract.documents.lotCoa)!;
    expect(pdf.responses['304']).toMatchObject({ description: expect.stringContaining('If-None-Match') });
    expect(pdf.parameters.find((p) => p.name === 'If-None-Match')).toMatchObject({ in: 'header', required: false });
    // Stored uploads are served as what they were.
    expect(Object.keys((operationOf(contract.payment.slipFile)!.responses['200'] as { content: object }).content)).toEqual(['image/png', 'image/jpeg', 'application/pdf', 'application/json']);
  });

  it('never repeats a member of anyOf or oneOf', () => {
    const repeats: string[] = [];
    (function walk(node: unknown, at: string) {
      if (!node || typeof node !== 'object') return;
      for (const key of ['anyOf', 'oneOf']) {
        const members = (node as Record<string, unknown>)[key];
        if (Array.isArray(members) && new Set(members.map((m) => JSON.stringify(m))).size < members.length) repeats.push(`${at}/${key}`);
      }
      for (const [key, value] of Object.entries(node)) walk(value, `${at}/${key}`);
    })(doc, '#');
    expect(repeats).toEqual([]);
  });

  it('writes the rate limits of each limited call, with the configured numbers, in its description', () => {
    expect(operationOf(contract.user.getImgCode)!.description).toBe('限流：每个 IP 在任意 1 分钟内最多 30 次。超出时返回 code 0，message 说明原因。');
    const sms = operationOf(contract.user.getMsgCode)!.description!;
    expect(sms).toContain('每个手机号在任意 1 分钟内最多 1 次');
    expect(sms).toContain('每个手机号在任意 24 小时内最多 10 次');
    expect(sms).toContain('每个 IP 在任意 24 小时内最多 50 次');
    expect(operationOf(contract.user.accountLogin)!.description).toContain('每个账户在任意 15 分钟内最多 5 次（每次核对密码，成功也算');
    for (const rule of Object.values(RATE_RULES) as RateRule[]) {
      for (const ep of rule.calls) expect(operationOf(ep)!.description, `${ep.path}: ${rule.bucket}`).toContain(rule.per);
    }
    const limited = new Set((Object.values(RATE_RULES) as RateRule[]).flatMap((r) => r.calls));
    for (const ep of allEndpoints.filter((e) => !limited.has(e))) expect(operationOf(ep)!.description, ep.path).toBeUndefined();
  });

  it('accepts every integer of a request as a JSON number or a string of digits (one rule, docs/adr/0002-integers-in-requests.md)', () => {
    const strict: string[] = [];
    const isInteger = (n: Record<string, unknown>) =>
      n.type === 'integer' || (n.type === 'number' && (Number.isInteger(n.const) || (Array.isArray(n.enum) && n.enum.every(Number.isInteger))));
    // The digits beside it: the pattern of every integer, or the listed values as text.
    const isDigits = (m: Record<string, unknown>) =>
      m.type === 'string' && (m.pattern === INTEGER_TEXT.source || (Array.isArray(m.enum) && m.enum.every((v) => typeof v === 'string' && INTEGER_TEXT.test(v))));
    function walk(node: unknown, at: string, beside: Record<string, unknown>[] | null) {
      if (!node || typeof node !== 'object') return;
      const n = node as Record<string, unknown>;
      if (isInteger(n) && !beside?.some(isDigits)) strict.push(at);
      for (const [key, value] of Object.entries(n)) {
        if (key === 'anyOf' && Array.isArray(value)) value.forEach((m, i) => walk(m, `${at}/anyOf/${i}`, value));
        else walk(value, `${at}/${key}`, null);
      }
    }
    for (const [path, item] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(item)) walk([op.parameters.filter((p) => p.in !== 'header'), op.requestBody], `${method} ${path}`, null);
    }
    expect(strict).toEqual([]);
  });
});

describe('the public document (/api/openapi.json through the storefront) and the whole one (at the API itself)', () => {
  const opsOf = (d: OpenApiDocument) => Object.entries(d.paths).flatMap(([path, item]) => Object.values(item).map((op) => ({ path, op })));

  it('gives the storefront the calls of the shop only, served under its prefix, and the API itself every call, served at its root', () => {
    const shop = allEndpoints.filter((ep) => !isPrivateApiPath(ep.path));
    const operator = allEndpoints.filter((ep) => isPrivateApiPath(ep.path));
    expect(operator.length).toBeGreaterThan(40);
    expect(opsOf(publicDoc)).toHaveLength(shop.length);
    expect(opsOf(publicDoc).filter(({ path }) => /\/(operator|internal)\//.test(path))).toEqual([]);
    for (const ep of shop) expect(publicDoc.paths[ep.path]?.[ep.method.toLowerCase()], ep.path).toBeDefined();
    expect(publicDoc.servers).toEqual([{ url: '/api', description: expect.any(String) }]);
    expect(publicDoc.info.description).toContain('运营调用（路径含 operator）与内部调用不经网站开放');
    // Areas that are all operator calls are not tags of the public document; its schemes are the ones it uses.
    expect(publicDoc.tags.map((t) => t.name)).not.toContain('catalogueDesk');
    expect(Object.keys(publicDoc.components.securitySchemes).sort()).toEqual(['staffToken', 'token']);
    expect(opsOf(doc)).toHaveLength(allEndpoints.length);
    expect(doc.servers).toEqual([{ url: '/', description: expect.any(String) }]);
  });

  it('says so in Vary, and the reference page follows the same rule', async () => {
    const res = await api.app.request(OPENAPI_PATH, { headers: FORWARDED });
    expect(res.headers.get('vary')).toContain('x-forwarded-prefix');
    const html = await (await api.app.request(REFERENCE_PATH, { headers: FORWARDED })).text();
    expect(html).toContain(contract.order.submit.path);
    expect(html).not.toContain(contract.order.operatorShip.path);
    expect(html).toContain('服务地址：<code>/api</code>');
  });

  it('serves an unusable prefix the public document at the root, never the whole one', async () => {
    const odd = (await (await api.app.request(OPENAPI_PATH, { headers: { 'x-forwarded-prefix': '/../x"y' } })).json()) as OpenApiDocument;
    expect(odd.servers).toEqual([{ url: '/', description: expect.any(String) }]);
    expect(opsOf(odd)).toHaveLength(opsOf(publicDoc).length);
  });
});

describe('paths that OpenAPI tools can tell apart', () => {
  it('moved the quote and progress of a custom request beside its attachments; the former paths still answer and stay out of the document', async () => {
    const { custom } = contract;
    for (const ep of [custom.operatorQuote, custom.operatorProgress]) {
      expect(ep.path).toMatch(/\/operator\/request\/\{id\}\/(quote|progress)$/);
      const former = ep.aliases![0];
      expect(doc.paths[former]).toBeUndefined();
      const res = await api.app.request(former.replace('{id}', '999999'), { method: 'POST', headers: { 'content-type': 'application/json', ...admin }, body: '{}' });
      expect(res.status).toBe(200);
      expect(((await res.json()) as { code: number; message: string }).message).not.toMatch(/接口不存在/);
    }
    const quoted = await api.app.request(custom.operatorQuote.aliases![0].replace('{id}', '999999'), {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...admin },
      body: JSON.stringify({ priceFen: 100, leadDays: 7, validUntil: '2099-01-01' }),
    });
    expect(await quoted.json()).toMatchObject({ code: 0, message: '定制需求不存在' });
  });
});

describe('GET /docs', () => {
  it('is a server-rendered Chinese reference page without scripts, grouped by area, with collapsible schemas', async () => {
    const res = await api.app.request(REFERENCE_PATH);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
    const html = await res.text();
    expect(html).toContain('<html lang="zh-CN">');
    expect(html).toContain('提交订单');
    expect(html).toContain('<h2 id="tag-order">订单');
    expect(html).toContain('需要登录（token）');
    expect(html).toContain('员工会话（x-staff-token） 或 API 密钥（x-api-key）');
    expect(html).toContain('<details><summary>请求体 application/json（必填）</summary>');
    expect(html).toContain('<details><summary>data 结构（code 为 1 时）</summary>');
    expect(html).not.toMatch(/<script|https?:\/\//i);
    for (const ep of allEndpoints) expect(html).toContain(ep.path.replace(/&/g, '&amp;'));
  });

  it('escapes titles, descriptions and schemas, and turns what JSON Schema cannot say into "any" instead of failing', () => {
    const evil = endpoint({
      method: 'POST',
      path: '/x/{id}',
      params: z.object({ id: z.string().describe('<b>编号</b>') }),
      body: z.object({ at: z.date(), n: z.string().transform((s) => s.length) }),
      data: z.object({ when: z.date(), size: z.string().transform((s) => s.length), text: z.string().describe('</pre><script>alert(1)</script>') }),
      title: '<img src=x onerror=alert(1)> & "标题"',
    });
    const built = buildOpenApiDocument({ evil: { x: evil } }, '1');
    expect(built.paths['/x/{id}'].post.operationId).toBe('evil.x');
    const html = renderReferencePage(built);
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<b>');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt; &amp; &quot;标题&quot;');
    expect(html).toContain('&lt;/pre&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('stays out of the contract, so fuzzing and the authorization matrix do not pick it up', () => {
    expect(allEndpoints.some((ep) => ep.path === OPENAPI_PATH || ep.path === REFERENCE_PATH)).toBe(false);
  });
});
