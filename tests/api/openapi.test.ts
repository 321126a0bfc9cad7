import { gunzipSync } from 'node:zlib';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allEndpoints, contract } from '../../lib/api/contract';
import { endpoint, type Endpoint } from '../../lib/api/contract/endpoint';
import { buildOpenApiDocument, type OpenApiDocument } from '../../server/openapi/document';
import { renderReferencePage } from '../../server/openapi/page';
import { OPENAPI_PATH, REFERENCE_PATH } from '../../server/openapi/routes';
import { createTestApi, type TestApi } from './harness';

/* The OpenAPI 3.1 document generated from the contract, served at /openapi.json, and its reference page /docs. */

let api: TestApi;
let doc: OpenApiDocument;
beforeAll(async () => {
  api = await createTestApi();
  const res = await api.app.request(OPENAPI_PATH);
  expect(res.status).toBe(200);
  doc = (await res.json()) as OpenApiDocument;
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
    expect(svg['200'].content).toHaveProperty(['image/svg+xml']);
    expect(svg['404']).toBeDefined();
  });

  it('answers the envelope with data from the endpoint schema, and totalCount on paged calls', () => {
    const envelope = (ep: Endpoint) => operationOf(ep)!.responses['200'].content['application/json'].schema as { required: string[]; properties: Record<string, Record<string, unknown>> };
    const list = envelope(contract.order.list);
    expect(list.required).toEqual(expect.arrayContaining(['code', 'data', 'message', 'messageCode', 'totalCount']));
    expect(list.properties.totalCount.type).toEqual(['integer', 'null']);
    expect(operationOf(contract.order.list)!.parameters.map((p) => `${p.in}:${p.name}`)).toEqual(expect.arrayContaining(['header:pageNo', 'header:pageSize']));
    const detail = envelope(contract.order.detail);
    expect(detail.properties.totalCount).toEqual({ type: 'null' });
    expect(JSON.stringify(detail.properties.data)).toContain('"orderNo"');
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
