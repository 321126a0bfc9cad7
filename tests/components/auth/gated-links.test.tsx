import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import Cookies from 'js-cookie';
import LoginPanel from '@/components/auth/LoginPanel';
import HeaderCounts from '@/components/layout/header/HeaderCounts';
import MainNav from '@/components/layout/header/MainNav';
import TopBar from '@/components/layout/header/TopBar';
import SideBar from '@/components/layout/sidebar/SideBar';
import { fixtureUsers, toUserInfo } from '@/mocks/fixtures/user';
import { resetCartMocks } from '@/mocks/handlers/cart';
import { resetUserMocks } from '@/mocks/handlers/user';
import { createMockServer } from '@/mocks/node';
import { AUTH_COOKIE, resetAuthStore, useAuthStore } from '@/stores/auth';
import { resetLoginModal, SOURCE_PATH_KEY, useLoginModal } from '@/stores/login-modal';
import { listStores } from '@/stores/user-stores';
import { nav, renderWithApp, resetNav, type } from './helpers';

// MainNav's mega-menu reads the category tree on the server; with withCategories={false} it is not rendered.
vi.mock('server-only', () => ({}));
vi.mock('next/navigation', async () => {
  const { nav } = await import('./helpers');
  return { useRouter: () => nav.router, usePathname: () => nav.pathname };
});

/*
 * SPEC §4: the chrome's links to login-gated areas (询价篮, 快速下单, 我的订单, 会员中心, 定制产品) open the login
 * pop-up for a visitor and keep the wanted path; they stay real links, and anyone else simply follows them.
 */

const server = createMockServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  resetUserMocks();
  resetCartMocks();
  resetNav();
  resetAuthStore();
  resetLoginModal();
  for (const store of listStores) store.getState().reset();
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const buyer = toUserInfo(fixtureUsers[0]);
const visitor = () => act(() => useAuthStore.getState().clear());
const loggedIn = () => act(() => useAuthStore.getState().signIn({ token: 'mock-token-1-1', userInfo: buyer }));

/**
 * Clicks a link and tells whether the page took the click over. The click is stopped at the document
 * afterwards so that the test browser does not load the page (outside Next, next/link leaves the click to
 * the browser: a click not taken over is a navigation).
 */
function click(link: HTMLElement, init: MouseEventInit = {}): { takenOver: boolean } {
  let takenOver = false;
  const stop = (e: Event) => {
    takenOver = e.defaultPrevented;
    e.preventDefault();
  };
  document.addEventListener('click', stop);
  fireEvent.click(link, init);
  document.removeEventListener('click', stop);
  return { takenOver };
}

const link = (name: string | RegExp) => screen.getByRole('link', { name });
const saved = () => sessionStorage.getItem(SOURCE_PATH_KEY);

describe('gated links of the header and side bar', () => {
  it('are real links to the gated paths', () => {
    renderWithApp(
      <>
        <TopBar />
        <HeaderCounts />
        <MainNav withCategories={false} />
      </>,
    );
    expect(link('我的订单').getAttribute('href')).toBe('/orderCenter');
    expect(link('会员中心').getAttribute('href')).toBe('/personalCenter');
    expect(link('快速下单').getAttribute('href')).toBe('/quickOrder');
    expect(link(/^询价篮/).getAttribute('href')).toBe('/inquiryCenter');
    expect(link('定制产品').getAttribute('href')).toBe('/customizedServices');
  });

  it('a visitor clicking 快速下单 gets the login pop-up and the path is kept; no navigation', () => {
    visitor();
    renderWithApp(<TopBar />);
    expect(click(link('快速下单')).takenOver).toBe(true);
    expect(useLoginModal.getState().open).toBe(true);
    expect(saved()).toBe('/quickOrder');
    expect(nav.router.push).not.toHaveBeenCalled();
  });

  it('a gated click given up on is forgotten when the visitor then logs in from 您好，请登录', () => {
    visitor();
    renderWithApp(<TopBar />);
    click(link('快速下单'));
    expect(saved()).toBe('/quickOrder');
    act(() => useLoginModal.getState().close());
    fireEvent.click(screen.getByRole('button', { name: '您好，请登录' }));
    expect(useLoginModal.getState().open).toBe(true);
    expect(saved()).toBeNull();
  });

  it('the same for 我的订单, 会员中心, 询价篮 (header and side bar) and 定制产品', () => {
    visitor();
    renderWithApp(
      <>
        <TopBar />
        <HeaderCounts />
        <MainNav withCategories={false} />
        <SideBar />
      </>,
    );
    const side = within(screen.getByRole('complementary', { name: '快捷工具栏' }));
    const cases: [HTMLElement, string][] = [
      [link('我的订单'), '/orderCenter'],
      [link('会员中心'), '/personalCenter'],
      [screen.getByTestId('header-inquiry'), '/inquiryCenter'],
      [side.getByRole('link', { name: /询价篮/ }), '/inquiryCenter'],
      [link('定制产品'), '/customizedServices'],
    ];
    for (const [target, path] of cases) {
      act(() => useLoginModal.getState().close());
      sessionStorage.clear();
      expect(click(target).takenOver).toBe(true);
      expect(useLoginModal.getState().open).toBe(true);
      expect(saved()).toBe(path);
    }
  });

  it('a visitor still follows the open links (需求清单, 购物车, 帮助中心, 法规标准) and any link opened in a new tab', () => {
    visitor();
    renderWithApp(
      <>
        <TopBar />
        <HeaderCounts />
        <MainNav withCategories={false} />
      </>,
    );
    for (const target of [screen.getByTestId('header-demand'), screen.getByTestId('header-cart'), link('帮助中心'), link('法规标准')]) {
      expect(click(target).takenOver).toBe(false);
    }
    // Ctrl/⌘-click or Shift-click: the browser opens the gated page (proxy.ts sends it to /login?redirect=…).
    expect(click(link('快速下单'), { ctrlKey: true }).takenOver).toBe(false);
    expect(click(link('我的订单'), { metaKey: true }).takenOver).toBe(false);
    expect(click(link('会员中心'), { shiftKey: true }).takenOver).toBe(false);
    expect(useLoginModal.getState().open).toBe(false);
    expect(saved()).toBeNull();
  });

  it('a logged-in customer navigates normally: no pop-up, nothing kept', () => {
    loggedIn();
    renderWithApp(
      <>
        <TopBar />
        <HeaderCounts />
      </>,
    );
    expect(click(link('快速下单')).takenOver).toBe(false);
    expect(click(screen.getByTestId('header-inquiry')).takenOver).toBe(false);
    expect(useLoginModal.getState().open).toBe(false);
    expect(saved()).toBeNull();
  });

  it('while a token is being checked the link is followed; before start-up, no token means a visitor', () => {
    renderWithApp(<TopBar />);
    // Start-up has not run (status unknown) and there is no token cookie.
    expect(click(link('快速下单')).takenOver).toBe(true);
    act(() => useLoginModal.getState().close());
    sessionStorage.clear();

    Cookies.set(AUTH_COOKIE.token, 'mock-token-1-1');
    expect(click(link('快速下单')).takenOver).toBe(false);
    act(() => useAuthStore.setState({ status: 'checking' }));
    expect(click(link('快速下单')).takenOver).toBe(false);
    expect(useLoginModal.getState().open).toBe(false);
    expect(saved()).toBeNull();
  });

  it('after an SMS login in the pop-up the visitor lands on 快速下单', async () => {
    visitor();
    renderWithApp(<TopBar />);
    click(link('快速下单'));
    expect(useLoginModal.getState().open).toBe(true);

    renderWithApp(<LoginPanel mode="dialog" />);
    type('手机号', '13800138000');
    type('短信验证码', '123456');
    fireEvent.click(screen.getByRole('button', { name: /^登\s*录$/ }));
    await waitFor(() => expect(nav.router.push).toHaveBeenCalledWith('/quickOrder'));
    expect(useLoginModal.getState().open).toBe(false);
    expect(saved()).toBeNull();

    // Logged in now: the same link is followed.
    expect(click(link('快速下单')).takenOver).toBe(false);
  });
});
