import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import ChunkErrorReload from '@/components/layout/chrome/ChunkErrorReload';
import OfflineBanner, { BACK_ONLINE_MS } from '@/components/layout/chrome/OfflineBanner';
import RouteTransitionOverlay from '@/components/layout/chrome/RouteTransitionOverlay';
import { CHUNK_RELOAD_KEY, isChunkLoadError, reloadOnceForChunkError } from '@/lib/chunkReload';
import { HTTP_HARD_GUARD_MS, MIN_FETCH_DELAY_MS } from '@/lib/constants';
import { announceNavigationStart } from '@/lib/routeTransition';

const route = vi.hoisted(() => ({ pathname: '/', search: '' }));
vi.mock('next/navigation', () => ({ usePathname: () => route.pathname, useSearchParams: () => new URLSearchParams(route.search) }));

/*
 * SPEC §2/§8/§9 chrome: the loading overlay for a route transition slower than the minimum fetch delay
 * (200 ms), the one reload after a chunk-load failure, and the offline banner.
 */

describe('loading overlay for route transitions', () => {
  beforeEach(() => {
    route.pathname = '/';
    route.search = '';
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  });
  afterEach(() => vi.useRealTimers());

  const arrive = (view: ReturnType<typeof render>, pathname: string, search = '') => {
    route.pathname = pathname;
    route.search = search;
    view.rerender(<RouteTransitionOverlay />);
  };
  const overlay = () => screen.queryByText('加载中...');

  it('shows 加载中... only once the transition has taken 200 ms, and hides it when the page arrives', async () => {
    expect(MIN_FETCH_DELAY_MS).toBe(200);
    const view = render(<RouteTransitionOverlay />);
    act(() => announceNavigationStart('/productCenter'));
    await act(() => vi.advanceTimersByTimeAsync(MIN_FETCH_DELAY_MS - 1));
    expect(overlay()).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(overlay()).not.toBeNull();
    expect(screen.getByRole('status').textContent).toContain('加载中...');
    act(() => arrive(view, '/productCenter'));
    expect(overlay()).toBeNull();
  });

  it('shows nothing for a fast transition (a query change within 200 ms)', async () => {
    const view = render(<RouteTransitionOverlay />);
    act(() => announceNavigationStart('/?pageNo=2'));
    await act(() => vi.advanceTimersByTimeAsync(120));
    act(() => arrive(view, '/', 'pageNo=2'));
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(overlay()).toBeNull();
  });

  it('ignores a link to the page already shown or to a hash on it', async () => {
    render(<RouteTransitionOverlay />);
    act(() => announceNavigationStart('/'));
    act(() => announceNavigationStart('/#top'));
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(overlay()).toBeNull();
  });

  it('lets go after the 20 s hard guard when the address never changes', async () => {
    render(<RouteTransitionOverlay />);
    act(() => announceNavigationStart('/methods'));
    await act(() => vi.advanceTimersByTimeAsync(MIN_FETCH_DELAY_MS));
    expect(overlay()).not.toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(HTTP_HARD_GUARD_MS));
    expect(overlay()).toBeNull();
  });
});

describe('chunk-load failure', () => {
  const fakeLocation = (pathname: string, search = '') => ({ pathname, search, reload: vi.fn() });

  it('recognises the failures of webpack, Turbopack and native dynamic imports, and nothing else', () => {
    expect(isChunkLoadError(Object.assign(new Error('Loading chunk 4 failed.'), { name: 'ChunkLoadError' }))).toBe(true);
    expect(isChunkLoadError(new Error('Loading chunk static/chunks/app_page_js.js failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Loading CSS chunk 12 failed'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: http://x/_next/static/chunks/a.js'))).toBe(true);
    expect(isChunkLoadError('Loading chunk 7 failed.')).toBe(true);
    expect(isChunkLoadError(new Error('Network Error'))).toBe(false);
    expect(isChunkLoadError(new TypeError("Cannot read properties of undefined (reading 'x')"))).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
  });

  it('reloads the page once; a second failure at the same address does not reload again', () => {
    const chunk = Object.assign(new Error('Loading chunk 4 failed.'), { name: 'ChunkLoadError' });
    const first = fakeLocation('/goodsDetail/1', '?skuId=2');
    expect(reloadOnceForChunkError(chunk, { storage: sessionStorage, location: first })).toBe(true);
    expect(first.reload).toHaveBeenCalledTimes(1);
    expect(sessionStorage.getItem(CHUNK_RELOAD_KEY)).toBe('/goodsDetail/1?skuId=2');

    const again = fakeLocation('/goodsDetail/1', '?skuId=2');
    expect(reloadOnceForChunkError(chunk, { storage: sessionStorage, location: again })).toBe(false);
    expect(again.reload).not.toHaveBeenCalled();

    // Another page of the same tab still gets its one reload.
    const other = fakeLocation('/methods');
    expect(reloadOnceForChunkError(chunk, { storage: sessionStorage, location: other })).toBe(true);
    expect(other.reload).toHaveBeenCalledTimes(1);
  });

  it('leaves other errors alone, and does not reload when storage refuses the guard', () => {
    const loc = fakeLocation('/');
    expect(reloadOnceForChunkError(new Error('boom'), { storage: sessionStorage, location: loc })).toBe(false);
    const refusing = { getItem: () => null, setItem: () => { throw new Error('QuotaExceededError'); } };
    expect(reloadOnceForChunkError(new Error('Loading chunk 1 failed.'), { storage: refusing, location: loc })).toBe(false);
    expect(loc.reload).not.toHaveBeenCalled();
  });

  it('an unhandled chunk failure on the page (a lazy import in a handler) goes through the same guard', () => {
    render(<ChunkErrorReload />);
    const event = new Event('unhandledrejection') as Event & { reason?: unknown };
    event.reason = new TypeError('Failed to fetch dynamically imported module: /_next/static/chunks/x.js');
    // The real window.location cannot reload in happy-dom; the guard entry shows the reload was attempted once.
    const reload = vi.spyOn(window.location, 'reload').mockImplementation(() => {});
    act(() => void window.dispatchEvent(event));
    expect(sessionStorage.getItem(CHUNK_RELOAD_KEY)).toBe(window.location.pathname + window.location.search);
    act(() => void window.dispatchEvent(event));
    expect(reload).toHaveBeenCalledTimes(1);
    reload.mockRestore();
  });
});

describe('offline banner', () => {
  let online = true;
  beforeEach(() => {
    online = true;
    vi.spyOn(window.navigator, 'onLine', 'get').mockImplementation(() => online);
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  const setNetwork = (up: boolean) => {
    online = up;
    act(() => void window.dispatchEvent(new Event(up ? 'online' : 'offline')));
  };

  it('says nothing while online, warns while offline, and says the connection is back for a moment', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    render(<OfflineBanner />);
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('');

    setNetwork(false);
    expect(status.textContent).toBe('网络连接已断开，页面暂时无法加载新内容，请检查网络；恢复连接后可继续浏览。');

    setNetwork(true);
    expect(status.textContent).toBe('网络已恢复连接。');
    await act(() => vi.advanceTimersByTimeAsync(BACK_ONLINE_MS));
    expect(status.textContent).toBe('');
  });

  it('shows the warning at once when the page is opened offline', () => {
    online = false;
    render(<OfflineBanner />);
    expect(screen.getByRole('status').textContent).toContain('网络连接已断开');
  });
});
