import { delay, http, HttpResponse, type JsonBodyType } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiFailure, createApiClient, type ClientOptions } from '@/lib/api/client';
import { catalogue } from '@/lib/api/contract/catalogue';
import { buildPath, type Endpoint } from '@/lib/api/contract/endpoint';
import { BRAND_PAGE_SIZE } from '@/lib/constants';
import { MSG } from '@/lib/messages';
import { brandDetails, categoryTree, productCards } from '@/mocks/fixtures/catalogue';

/* One case per branch of lib/api/client.ts (SPEC §7 headers and envelope, §8 error handling). */

const BASE = 'http://mall.test';
const server = setupServer();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const url = (ep: Endpoint, params?: Record<string, unknown>) => `${BASE}${buildPath(ep.path, params)}`;

function client(overrides: Partial<ClientOptions> = {}) {
  const notify = vi.fn<(message: string) => void>();
  const onSessionInvalid = vi.fn<() => void>();
  const api = createApiClient({ baseURL: BASE, getToken: () => null, notify, onSessionInvalid, ...overrides });
  return { api, notify, onSessionInvalid };
}

/** Answers `body` as JSON for one endpoint, recording the request it saw. */
function answer(ep: Endpoint, body: JsonBodyType, params?: Record<string, unknown>) {
  const seen: Request[] = [];
  const method = ep.method === 'GET' ? http.get : http.post;
  server.use(
    method(url(ep, params), ({ request }) => {
      seen.push(request.clone());
      return HttpResponse.json(body);
    }),
  );
  return seen;
}

async function failure(promise: Promise<unknown>): Promise<ApiFailure> {
  const err = await promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(ApiFailure);
  return err as ApiFailure;
}

describe('success (code 1)', () => {
  it('returns data and sends the body as JSON', async () => {
    const seen = answer(catalogue.categoriesByBrands, { code: 1, data: [], message: 'success' });
    const { api, notify } = client();
    await expect(api.call(catalogue.categoriesByBrands, { body: { brandIds: [1, 2] } })).resolves.toEqual([]);
    expect(await seen[0].json()).toEqual({ brandIds: [1, 2] });
    expect(seen[0].headers.get('content-type')).toContain('application/json');
    expect(notify).not.toHaveBeenCalled();
  });

  it('fills path parameters and returns an object', async () => {
    const brand = brandDetails[2];
    const seen = answer(catalogue.brandSelect, { code: 1, data: brand, message: 'success' }, { id: brand.id });
    const { api } = client();
    await expect(api.call(catalogue.brandSelect, { params: { id: brand.id } })).resolves.toEqual(brand);
    expect(new URL(seen[0].url).pathname).toBe(`/mall/shopping/product/api/brand/select/${brand.id}`);
    expect(seen[0].method).toBe('GET');
  });

  it('returns the category tree unchanged', async () => {
    answer(catalogue.categoryList, { code: 1, data: categoryTree, message: 'success' });
    const { api } = client();
    await expect(api.call(catalogue.categoryList)).resolves.toEqual(categoryTree);
  });
});

describe('paging', () => {
  it('sends pageNo / pageSize headers and returns totalCount', async () => {
    const seen = answer(catalogue.productList, { code: 1, data: productCards.slice(5, 10), message: 'success', totalCount: 12 });
    const { api } = client();
    const page = await api.page(catalogue.productList, { body: { keyword: '杂质' }, pageNo: 2, pageSize: 5 });
    expect(page).toEqual({ rows: productCards.slice(5, 10), totalCount: 12, totalCapped: false });
    expect(seen[0].headers.get('pageNo')).toBe('2');
    expect(seen[0].headers.get('pageSize')).toBe('5');
  });

  it("defaults to page 1 and the endpoint's page size", async () => {
    const seen = answer(catalogue.brandList, { code: 1, data: [], message: 'success', totalCount: 0 });
    const { api } = client();
    await api.page(catalogue.brandList);
    expect(seen[0].headers.get('pageNo')).toBe('1');
    expect(seen[0].headers.get('pageSize')).toBe(String(BRAND_PAGE_SIZE));
  });

  it('passes on totalCapped: the total is a lower bound ("1000+")', async () => {
    answer(catalogue.productList, { code: 1, data: productCards.slice(0, 2), message: 'success', totalCount: 1000, totalCapped: true });
    const { api } = client();
    expect(await api.page(catalogue.productList, { body: {} })).toMatchObject({ totalCount: 1000, totalCapped: true });
  });

  it('counts the rows when the envelope has no totalCount', async () => {
    answer(catalogue.productList, { code: 1, data: productCards.slice(0, 3), message: 'success' });
    const { api } = client();
    expect((await api.page(catalogue.productList, { body: {} })).totalCount).toBe(3);
  });

  it('counts the rows when totalCount is null (SPEC §7: always present, null on calls that are not paged)', async () => {
    answer(catalogue.brandsByCategories, { code: 1, data: brandDetails.slice(0, 2), message: 'success', messageCode: null, totalCount: null });
    const { api } = client();
    expect(await api.page(catalogue.brandsByCategories, { body: {} })).toMatchObject({ totalCount: 2, totalCapped: false });
  });

  it('reads a null messageCode as no messageCode: a rejection stays a rejection, not a session failure', async () => {
    answer(catalogue.brandsByCategories, { code: 0, data: null, message: '品牌不存在', messageCode: null, totalCount: null });
    const { api, onSessionInvalid } = client();
    expect(await failure(api.call(catalogue.brandsByCategories, { body: {} }))).toMatchObject({ kind: 'rejected', message: '品牌不存在', messageCode: undefined });
    expect(onSessionInvalid).not.toHaveBeenCalled();
  });

  it('sends no paging headers on a call that is not paged', async () => {
    const seen = answer(catalogue.brandSelect, { code: 1, data: brandDetails[0], message: 'success' }, { id: 1 });
    const { api } = client();
    await api.call(catalogue.brandSelect, { params: { id: 1 } });
    expect(seen[0].headers.has('pageNo')).toBe(false);
    expect(seen[0].headers.has('pageSize')).toBe(false);
  });
});

describe('token headers', () => {
  it('sends the token in both token and Authorization', async () => {
    const seen = answer(catalogue.categoryList, { code: 1, data: [], message: 'success' });
    const { api } = client({ getToken: () => 'tok-8f3a' });
    await api.call(catalogue.categoryList);
    expect(seen[0].headers.get('token')).toBe('tok-8f3a');
    expect(seen[0].headers.get('authorization')).toBe('tok-8f3a');
  });

  it('sends neither when there is no token', async () => {
    const seen = answer(catalogue.categoryList, { code: 1, data: [], message: 'success' });
    const { api } = client({ getToken: () => undefined });
    await api.call(catalogue.categoryList);
    expect(seen[0].headers.has('token')).toBe(false);
    expect(seen[0].headers.has('authorization')).toBe(false);
  });
});

describe('rejected (code 0)', () => {
  it("rejects with the server's message and shows no toast", async () => {
    answer(catalogue.brandSelect, { code: 0, data: null, message: '品牌不存在' }, { id: 9 });
    const { api, notify, onSessionInvalid } = client();
    const err = await failure(api.call(catalogue.brandSelect, { params: { id: 9 } }));
    expect(err).toMatchObject({ kind: 'rejected', message: '品牌不存在', code: 0 });
    expect(notify).not.toHaveBeenCalled();
    expect(onSessionInvalid).not.toHaveBeenCalled();
  });

  it('still reads an envelope sent with an HTTP error status', async () => {
    server.use(http.get(url(catalogue.brandSelect, { id: 9 }), () => HttpResponse.json({ code: 0, data: null, message: '参数 id 无效' }, { status: 400 })));
    const { api } = client();
    expect(await failure(api.call(catalogue.brandSelect, { params: { id: 9 } }))).toMatchObject({ kind: 'rejected', message: '参数 id 无效' });
  });

  it('treats any other non-success code as rejected', async () => {
    answer(catalogue.categoryList, { code: 2, data: null, message: '' });
    const { api, notify } = client();
    expect(await failure(api.call(catalogue.categoryList))).toMatchObject({ kind: 'rejected', code: 2, message: MSG.serverError });
    expect(notify).not.toHaveBeenCalled();
  });
});

describe('session invalid', () => {
  it('code -1 calls onSessionInvalid once and rejects with kind session', async () => {
    answer(catalogue.categoryList, { code: -1, data: null, message: '登录已失效，请重新登录', messageCode: 'PARAM_CODE_1000006' });
    const { api, notify, onSessionInvalid } = client({ getToken: () => 'expired' });
    const err = await failure(api.call(catalogue.categoryList));
    expect(err).toMatchObject({ kind: 'session', code: -1, messageCode: 'PARAM_CODE_1000006' });
    expect(onSessionInvalid).toHaveBeenCalledTimes(1);
    expect(notify).not.toHaveBeenCalled();
  });

  it('messageCode PARAM_CODE_1000006 with code 0 is a session failure too', async () => {
    answer(catalogue.categoryList, { code: 0, data: null, message: 'token 无效', messageCode: 'PARAM_CODE_1000006' });
    const { api, onSessionInvalid } = client({ getToken: () => 'expired' });
    expect(await failure(api.call(catalogue.categoryList))).toMatchObject({ kind: 'session', message: 'token 无效', code: 0 });
    expect(onSessionInvalid).toHaveBeenCalledTimes(1);
  });

  it('falls back to the standard text when the server gives none', async () => {
    answer(catalogue.categoryList, { code: -1, data: null, message: '' });
    const { api } = client();
    expect((await failure(api.call(catalogue.categoryList))).message).toBe(MSG.sessionInvalid);
  });
});

describe('transport failures', () => {
  it('a network error rejects with kind network and toasts the server-error text', async () => {
    server.use(http.post(url(catalogue.categoryList), () => HttpResponse.error()));
    const { api, notify } = client();
    expect(await failure(api.call(catalogue.categoryList))).toMatchObject({ kind: 'network', message: MSG.serverError });
    expect(notify).toHaveBeenCalledExactlyOnceWith(MSG.serverError);
  });

  it.each(['http', 'fetch'] as const)("a timeout rejects (%s adapter) with kind timeout and toasts the network-fault text", async (adapter) => {
    server.use(
      http.post(url(catalogue.categoryList), async () => {
        await delay(400);
        return HttpResponse.json({ code: 1, data: [], message: 'success' });
      }),
    );
    const { api, notify } = client({ timeoutMs: 50 });
    // MSW's XMLHttpRequest interceptor never fires `timeout` for a mocked response (browsers do), so this
    // case runs the Node transport — the one server components use — where axios arms the timer itself.
    api.http.defaults.adapter = adapter;
    expect(await failure(api.call(catalogue.categoryList))).toMatchObject({ kind: 'timeout', message: MSG.networkFailure });
    expect(notify).toHaveBeenCalledExactlyOnceWith(MSG.networkFailure);
  });

  it('the hard guard rejects with kind busy and toasts the system-busy text', async () => {
    server.use(
      http.post(url(catalogue.categoryList), async () => {
        await delay(400);
        return HttpResponse.json({ code: 1, data: [], message: 'success' });
      }),
    );
    // timeoutMs 0: no transport timeout at all, so only the guard can end the call.
    const { api, notify } = client({ timeoutMs: 0, hardGuardMs: 80 });
    const started = Date.now();
    expect(await failure(api.call(catalogue.categoryList))).toMatchObject({ kind: 'busy', message: MSG.systemBusy });
    expect(Date.now() - started).toBeLessThan(350);
    expect(notify).toHaveBeenCalledExactlyOnceWith(MSG.systemBusy);
  });

  it("503 with the envelope (the API cannot reach its database) is a passing failure (busy, toasted), not the API's refusal", async () => {
    server.use(http.get(url(catalogue.brandSelect, { id: 9 }), () => HttpResponse.json({ code: 0, data: null, message: '服务暂时不可用，请稍后重试' }, { status: 503, headers: { 'retry-after': '5' } })));
    const { api, notify } = client();
    expect(await failure(api.call(catalogue.brandSelect, { params: { id: 9 } }))).toMatchObject({ kind: 'busy', message: '服务暂时不可用，请稍后重试' });
    expect(notify).toHaveBeenCalledExactlyOnceWith('服务暂时不可用，请稍后重试');
  });

  it('a body that is not an envelope (an HTML error page) is a network failure', async () => {
    server.use(http.post(url(catalogue.categoryList), () => HttpResponse.html('<html><body>502 Bad Gateway</body></html>', { status: 502 })));
    const { api, notify } = client();
    expect(await failure(api.call(catalogue.categoryList))).toMatchObject({ kind: 'network', message: MSG.serverError });
    expect(notify).toHaveBeenCalledExactlyOnceWith(MSG.serverError);
  });

  it('JSON without a numeric code is not an envelope either', async () => {
    answer(catalogue.categoryList, { code: '1', data: [] });
    const { api } = client();
    expect((await failure(api.call(catalogue.categoryList))).kind).toBe('network');
  });

  it('data that breaks the contract is a network failure naming the field for developers, never a wrong shape for the page', async () => {
    answer(catalogue.brandSelect, { code: 1, data: { ...brandDetails[0], productCount: 'many' }, message: 'success' }, { id: 1 });
    const { api, notify } = client();
    const err = await failure(api.call(catalogue.brandSelect, { params: { id: 1 } }));
    expect(err).toMatchObject({ kind: 'network', message: MSG.serverError });
    expect(err.detail).toContain('productCount');
    expect(notify).toHaveBeenCalledExactlyOnceWith(MSG.serverError);
  });

  it("the caller's own abort rejects without a toast", async () => {
    server.use(
      http.post(url(catalogue.categoryList), async () => {
        await delay(400);
        return HttpResponse.json({ code: 1, data: [], message: 'success' });
      }),
    );
    const { api, notify } = client();
    const controller = new AbortController();
    const pending = api.call(catalogue.categoryList, { signal: controller.signal });
    setTimeout(() => controller.abort(), 20);
    expect((await failure(pending)).kind).toBe('network');
    expect(notify).not.toHaveBeenCalled();
  });

  it('a signal that is already aborted stops the call before it is sent', async () => {
    const seen = answer(catalogue.categoryList, { code: 1, data: categoryTree, message: 'success' });
    const { api, notify } = client();
    const controller = new AbortController();
    controller.abort();
    expect((await failure(api.call(catalogue.categoryList, { signal: controller.signal }))).kind).toBe('network');
    expect(seen).toHaveLength(0);
    expect(notify).not.toHaveBeenCalled();
  });
});

describe('empty data (SPEC §8)', () => {
  it('null data on a list call becomes []', async () => {
    answer(catalogue.categoryList, { code: 1, data: null, message: 'success' });
    const { api } = client();
    await expect(api.call(catalogue.categoryList)).resolves.toEqual([]);
  });

  it('missing data on a paged list call becomes [] with totalCount 0', async () => {
    answer(catalogue.productList, { code: 1, message: 'success' });
    const { api } = client();
    await expect(api.page(catalogue.productList, { body: {} })).resolves.toEqual({ rows: [], totalCount: 0, totalCapped: false });
  });

  it('null data on an object call stays null', async () => {
    answer(catalogue.brandSelect, { code: 1, data: null, message: 'success' }, { id: 1 });
    const { api } = client();
    await expect(api.call(catalogue.brandSelect, { params: { id: 1 } })).resolves.toBeNull();
  });
});
