import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import Cookies from 'js-cookie';
import { renderToString } from 'react-dom/server';
import FirstVisitGuide from '@/components/guide/FirstVisitGuide';
import GuideLauncher from '@/components/guide/GuideLauncher';
import { GUIDE_STEPS } from '@/components/guide/steps';
import { shouldShowGuide } from '@/components/guide/visibility';
import MainNav from '@/components/layout/header/MainNav';
import SearchBox from '@/components/layout/header/SearchBox';
import TopBar from '@/components/layout/header/TopBar';
import { GUIDE_COOKIE_HOURS } from '@/lib/constants';
import { createMockServer } from '@/mocks/node';
import { resetAuthStore } from '@/stores/auth';
import { resetNav } from '../auth/helpers';

vi.mock('server-only', () => ({}));
vi.mock('next/navigation', async () => {
  const { nav } = await import('../auth/helpers');
  return { useRouter: () => nav.router, usePathname: () => nav.pathname, useSearchParams: () => new URLSearchParams() };
});

/*
 * SPEC §2/§4 first-visit guide: seven steps over the real header entries, 上一步 / 下一步 / 关闭, keyboard
 * (Esc, arrows, focus kept in the bubble), shown until the firstlogin cookie (30000 hours) is set, never to
 * a crawler.
 */

const PERSON = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const BAIDU = 'Mozilla/5.0 (compatible; Baiduspider/2.0; +http://www.baidu.com/search/spider.html)';
const GOOGLE = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

const server = createMockServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
afterEach(() => server.resetHandlers());

function setUserAgent(ua: string) {
  Object.defineProperty(window.navigator, 'userAgent', { value: ua, configurable: true });
}

function renderHeader() {
  return render(
    <>
      <TopBar />
      <SearchBox />
      <MainNav withCategories={false} />
    </>,
  );
}

const dialog = () => screen.getByRole('dialog', { name: '新手引导' });
const button = (name: string) => within(dialog()).getByRole('button', { name });

beforeEach(() => {
  resetNav();
  resetAuthStore();
  setUserAgent(PERSON);
  window.innerWidth = 1440;
});

describe('first-visit guide', () => {
  it('points each of the seven steps at a real header entry, in the order of SPEC §2', () => {
    renderHeader();
    expect(GUIDE_STEPS.map((s) => s.title)).toEqual(['产品中心', '药典方法', '法规标准', '行业数据', '定制产品', '证书下载', '快速下单']);
    const label = (anchor: string) => document.querySelector<HTMLElement>(`[data-guide="${anchor}"]`);
    expect(label('products')?.textContent).toBe('产品中心');
    expect(label('methods')?.textContent).toBe('药典方法');
    expect(label('standards')?.textContent).toBe('法规标准');
    expect(label('data')?.getAttribute('aria-label')).toBe('搜索类型');
    expect(within(label('data')!).getByRole('option', { name: '数据' })).toBeTruthy();
    expect(label('custom')?.textContent).toBe('定制产品');
    expect(label('certificates')?.textContent).toBe('证书下载');
    expect(label('quickOrder')?.textContent).toBe('快速下单');
  });

  it('steps forward and back with the buttons, shows n / 7, and sets firstlogin for 30000 hours when finished', () => {
    renderHeader();
    const onClose = vi.fn();
    const set = vi.spyOn(Cookies, 'set');
    render(<FirstVisitGuide onClose={onClose} />);

    expect(within(dialog()).getByRole('heading', { name: '产品中心' })).toBeTruthy();
    expect(within(dialog()).getByText('1 / 7')).toBeTruthy();
    expect((button('上一步') as HTMLButtonElement).disabled).toBe(true);
    expect(document.activeElement).toBe(button('下一步'));

    fireEvent.click(button('下一步'));
    expect(within(dialog()).getByRole('heading', { name: '药典方法' })).toBeTruthy();
    expect(within(dialog()).getByText('2 / 7')).toBeTruthy();
    fireEvent.click(button('上一步'));
    expect(within(dialog()).getByRole('heading', { name: '产品中心' })).toBeTruthy();

    for (let i = 0; i < 6; i++) fireEvent.click(button('下一步'));
    expect(within(dialog()).getByRole('heading', { name: '快速下单' })).toBeTruthy();
    expect(within(dialog()).getByText('7 / 7')).toBeTruthy();
    expect(within(dialog()).queryByRole('button', { name: '下一步' })).toBeNull();
    expect(onClose).not.toHaveBeenCalled();

    const before = Date.now();
    fireEvent.click(button('完成'));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(Cookies.get('firstlogin')).toBe('1');
    const [name, value, options] = set.mock.calls.at(-1)!;
    expect([name, value]).toEqual(['firstlogin', '1']);
    const expires = (options!.expires as Date).getTime();
    expect(expires - before).toBeGreaterThanOrEqual(GUIDE_COOKIE_HOURS * 3600 * 1000 - 1000);
    expect(expires - before).toBeLessThanOrEqual(GUIDE_COOKIE_HOURS * 3600 * 1000 + 5000);
    expect(GUIDE_COOKIE_HOURS).toBe(30_000);
    set.mockRestore();
  });

  it('highlights the element of the current step', () => {
    renderHeader();
    const target = document.querySelector<HTMLElement>('[data-guide="methods"]')!;
    target.getBoundingClientRect = () => ({ top: 100, left: 300, width: 80, height: 40, right: 380, bottom: 140, x: 300, y: 100, toJSON: () => ({}) });
    render(<FirstVisitGuide onClose={() => {}} />);
    fireEvent.click(button('下一步'));
    // The bubble sits under the highlighted entry (12 px gap).
    expect(dialog().style.top).toBe('152px');
    expect(dialog().style.left).toBe('300px');
  });

  it('keyboard: arrows change the step, Tab stays in the bubble, Esc closes and sets the cookie', () => {
    renderHeader();
    const onClose = vi.fn();
    render(<FirstVisitGuide onClose={onClose} />);
    fireEvent.keyDown(document, { key: 'ArrowRight' });
    fireEvent.keyDown(document, { key: 'ArrowRight' });
    expect(within(dialog()).getByText('3 / 7')).toBeTruthy();
    fireEvent.keyDown(document, { key: 'ArrowLeft' });
    expect(within(dialog()).getByText('2 / 7')).toBeTruthy();

    // Focus cycles: last button → first, first → last with Shift.
    button('下一步').focus();
    fireEvent.keyDown(document, { key: 'Tab' });
    expect(document.activeElement).toBe(button('关闭'));
    fireEvent.keyDown(document, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(button('下一步'));

    expect(Cookies.get('firstlogin')).toBeUndefined();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(Cookies.get('firstlogin')).toBe('1');
  });

  it('关闭 closes it at any step and it is not shown again in this browser', async () => {
    renderHeader();
    render(<GuideLauncher />);
    expect(await screen.findByRole('dialog', { name: '新手引导' })).toBeTruthy();
    fireEvent.click(button('下一步'));
    fireEvent.click(button('关闭'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(Cookies.get('firstlogin')).toBe('1');

    // The next page of the visit.
    const again = render(<GuideLauncher />);
    await act(() => Promise.resolve());
    expect(again.container.innerHTML).toBe('');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('returns focus to where it was when it closes', () => {
    render(<button type="button">页面上的按钮</button>);
    const before = screen.getByRole('button', { name: '页面上的按钮' });
    before.focus();
    const view = render(<FirstVisitGuide onClose={() => view.unmount()} />);
    expect(document.activeElement).toBe(button('下一步'));
    fireEvent.click(button('关闭'));
    expect(document.activeElement).toBe(before);
  });

  it('is not part of the server HTML', () => {
    expect(renderToString(<GuideLauncher />)).toBe('');
  });

  it('is not rendered for a crawler, whatever its cookies', async () => {
    for (const ua of [BAIDU, GOOGLE]) {
      setUserAgent(ua);
      const view = render(<GuideLauncher />);
      await act(() => new Promise((r) => setTimeout(r, 50)));
      expect(view.container.innerHTML).toBe('');
      expect(screen.queryByRole('dialog')).toBeNull();
      view.unmount();
    }
  });

  it('shows only to a person on a desktop page with the header that has not seen it', () => {
    const base = { seen: false, userAgent: PERSON, pathname: '/', width: 1440 };
    expect(shouldShowGuide(base)).toBe(true);
    expect(shouldShowGuide({ ...base, seen: true })).toBe(false);
    expect(shouldShowGuide({ ...base, userAgent: BAIDU })).toBe(false);
    expect(shouldShowGuide({ ...base, pathname: '/mobileView' })).toBe(false);
    expect(shouldShowGuide({ ...base, pathname: '/login' })).toBe(false);
    expect(shouldShowGuide({ ...base, pathname: '/login/forgetThePassword' })).toBe(false);
    expect(shouldShowGuide({ ...base, width: 900 })).toBe(false);
    expect(shouldShowGuide({ ...base, pathname: '/goodsDetail/1' })).toBe(true);
  });
});
