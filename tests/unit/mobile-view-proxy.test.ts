import { describe, expect, it, vi } from 'vitest';
import { NextRequest } from 'next/server';
import { desktopReturnPath, mobileViewPath } from '@/lib/http/mobileView';
import { proxy } from '@/proxy';

vi.mock('server-only', () => ({}));

/*
 * The "redirect trap": a narrow window is sent to /mobileView?from=<the page>, and a window that is wide
 * again (client hint, or the width cookie the pages write) is not sent there on reload.
 */

const DESKTOP = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const BAIDU_MOBILE = 'Mozilla/5.0 (Linux; Android 10; Mobile) AppleWebKit/537.36 (compatible; Baiduspider/2.0; +http://www.baidu.com/search/spider.html)';

function get(path: string, opts: { ua?: string; width?: number; cookieWidth?: number } = {}) {
  const request = new NextRequest(new URL(path, 'http://shop.test'), { headers: { 'user-agent': opts.ua ?? DESKTOP } });
  // Set after construction: the DOM test environment drops Sec-* and Cookie from a Request's init.
  if (opts.width !== undefined) request.headers.set('sec-ch-viewport-width', String(opts.width));
  if (opts.cookieWidth !== undefined) request.cookies.set('viewportWidth', String(opts.cookieWidth));
  return proxy(request);
}
/** The redirect target as path + query, or null when the page is served. */
function target(res: Response): string | null {
  const location = res.headers.get('location');
  if (!location) return null;
  const url = new URL(location);
  return url.pathname + url.search;
}

describe('the redirect of narrow windows to /mobileView (proxy.ts)', () => {
  it('keeps the page asked for, path and query, in ?from=, not cached', () => {
    const res = get('/goodsDetail/12?skuId=3', { width: 900 });
    expect(res.status).toBe(307);
    expect(target(res)).toBe(`/mobileView?from=${encodeURIComponent('/goodsDetail/12?skuId=3')}`);
    expect(new URLSearchParams(new URL(res.headers.get('location')!).search).get('from')).toBe('/goodsDetail/12?skuId=3');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(target(get('/searchCenter?keyword=阿司匹林', { ua: IPHONE }))).toBe(`/mobileView?from=${encodeURIComponent('/searchCenter?keyword=%E9%98%BF%E5%8F%B8%E5%8C%B9%E6%9E%97')}`);
  });

  it('sends the home page to plain /mobileView and never redirects /mobileView itself', () => {
    expect(target(get('/', { width: 900 }))).toBe('/mobileView');
    expect(target(get('/mobileView', { width: 900 }))).toBeNull();
    expect(target(get('/mobileView?from=%2FgoodsDetail%2F12', { ua: IPHONE }))).toBeNull();
  });

  it('serves the page to a window that is wide again: the client hint says so', () => {
    expect(target(get('/goodsDetail/12', { width: 1440 }))).toBeNull();
    expect(target(get('/goodsDetail/12', { width: 1024 }))).toBeNull();
    expect(target(get('/goodsDetail/12', { width: 1023 }))).toBe(`/mobileView?from=${encodeURIComponent('/goodsDetail/12')}`);
  });

  it('without a client hint, the width cookie the pages wrote decides before the User-Agent', () => {
    // A phone-like agent in a wide window (a tablet, a desktop with a mobile UA) that widened again.
    expect(target(get('/goodsDetail/12', { ua: IPHONE, cookieWidth: 1440 }))).toBeNull();
    // Firefox sends no client hint: its last written width is narrow.
    expect(target(get('/goodsDetail/12?skuId=3', { ua: FIREFOX, cookieWidth: 900 }))).toBe(`/mobileView?from=${encodeURIComponent('/goodsDetail/12?skuId=3')}`);
    expect(target(get('/goodsDetail/12', { ua: FIREFOX, cookieWidth: 1280 }))).toBeNull();
    // The client hint is the browser's current width: it wins over an older cookie.
    expect(target(get('/goodsDetail/12', { width: 1440, cookieWidth: 900 }))).toBeNull();
    // Neither: the User-Agent.
    expect(target(get('/goodsDetail/12', { ua: IPHONE }))).toBe(`/mobileView?from=${encodeURIComponent('/goodsDetail/12')}`);
    expect(target(get('/goodsDetail/12', { ua: DESKTOP }))).toBeNull();
  });

  it('never redirects crawlers, whatever the width', () => {
    expect(target(get('/goodsDetail/12', { ua: BAIDU_MOBILE, width: 400 }))).toBeNull();
  });
});

describe('the remembered page (lib/http/mobileView.ts)', () => {
  it('keeps same-site paths only, through the safe-path helper', () => {
    expect(mobileViewPath('/goodsDetail/12?skuId=3#documents')).toBe(`/mobileView?from=${encodeURIComponent('/goodsDetail/12?skuId=3#documents')}`);
    for (const bad of ['//evil.example/x', '/\\evil.example', 'https://evil.example/', '/\t/evil.example', '', null, undefined]) expect(mobileViewPath(bad), String(bad)).toBe('/mobileView');
    // No loop: /mobileView never remembers itself.
    expect(mobileViewPath('/mobileView?from=%2FgoodsDetail%2F1')).toBe('/mobileView');
  });

  it('/mobileView returns to the remembered page, or to the home page', () => {
    expect(desktopReturnPath(`?from=${encodeURIComponent('/goodsDetail/12?skuId=3')}`)).toBe('/goodsDetail/12?skuId=3');
    expect(desktopReturnPath('?from=/productCenter/productClassifyList/5')).toBe('/productCenter/productClassifyList/5');
    for (const bad of ['', '?from=', '?from=%2F%2Fevil.example', '?from=https%3A%2F%2Fevil.example', '?from=%2F%5Cevil.example', '?from=%2FmobileView']) expect(desktopReturnPath(bad), bad).toBe('/');
  });
});
