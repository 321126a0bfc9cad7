import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, renderHook, screen, waitFor } from '@testing-library/react';
import Cookies from 'js-cookie';
import LoginPanel from '@/components/auth/LoginPanel';
import { useGatedNavigate } from '@/components/auth/useGatedNavigate';
import UserBox from '@/components/layout/header/UserBox';
import { user } from '@/lib/api/contract/user';
import { MSG } from '@/lib/messages';
import { fixtureUsers, toUserInfo } from '@/mocks/fixtures/user';
import { resetCartMocks, seedCart } from '@/mocks/handlers/cart';
import { mockAccounts, resetUserMocks } from '@/mocks/handlers/user';
import { createMockServer } from '@/mocks/node';
import { AUTH_COOKIE, resetAuthStore, useAuthStore } from '@/stores/auth';
import { useCartStore } from '@/stores/cart';
import { makeItem, SHOPPING_CART } from '@/stores/cart-items';
import { readSourcePath, resetLoginModal, SOURCE_PATH_KEY, useLoginModal } from '@/stores/login-modal';
import { listStores } from '@/stores/user-stores';
import { nav, renderWithApp, resetNav, spyOn, type } from './helpers';

vi.mock('next/navigation', async () => {
  const { nav } = await import('./helpers');
  return { useRouter: () => nav.router, usePathname: () => nav.pathname };
});

const server = createMockServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  resetUserMocks();
  resetNav();
  resetAuthStore();
  resetLoginModal();
  resetCartMocks();
  for (const store of listStores) store.getState().reset();
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const buyer = toUserInfo(fixtureUsers[0]);

describe('header user box', () => {
  it('keeps its place but stays invisible until start-up has looked at the cookies', () => {
    const { container } = renderWithApp(<UserBox />);
    expect(container.querySelector('[data-pending]')).toBeTruthy();
  });

  it('offers 您好，请登录 (the pop-up) and 免费注册 (/register) to a visitor', () => {
    act(() => useAuthStore.getState().clear());
    renderWithApp(<UserBox />);
    expect(screen.getByRole('link', { name: MSG.register }).getAttribute('href')).toBe('/register');
    fireEvent.click(screen.getByRole('button', { name: MSG.greetingLogin }));
    expect(useLoginModal.getState().open).toBe(true);
  });

  it('separates the two with a drawn rule, not a character (decorative: no text to read or to measure)', () => {
    act(() => useAuthStore.getState().clear());
    const { container } = renderWithApp(<UserBox />);
    const box = container.querySelector('[class*="userBox"]')!;
    expect(box.textContent).toBe(`${MSG.greetingLogin}${MSG.register}`);
    const rule = [...box.children].find((c) => c.getAttribute('aria-hidden') === 'true');
    expect(rule?.textContent).toBe('');
  });

  it('shows the display name and the user menu; the fallback name is 惊鸿而过', () => {
    act(() => useAuthStore.getState().signIn({ token: 't', userInfo: { ...buyer, nickName: '', userName: '' } }));
    renderWithApp(<UserBox />);
    expect(screen.getByRole('button', { name: /惊鸿而过/ })).toBeTruthy();
    const links = screen.getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual([
      ['会员中心', '/personalCenter'],
      ['我的收藏', '/personalCenter/myCollection'],
      ['我的订单', '/orderCenter'],
      ['我的足迹', '/personalCenter/history'],
    ]);
  });

  it('logs out after the confirm: logout call, 退出登录成功, cookies and the per-user lists emptied, /login from a protected page', async () => {
    resetNav('/orderCenter');
    const logout = spyOn(user.logout);
    server.use(logout.handler);
    useCartStore.getState().addLocal(makeItem({ productId: 1, skuId: 11, name: '商品11', pack: '100mg', src: '/x.svg', price: null, number: 1 }));
    act(() => useAuthStore.getState().signIn({ token: 'mock-token-1-9', userInfo: buyer }));
    renderWithApp(<UserBox />);
    fireEvent.click(screen.getByRole('button', { name: MSG.logout }));
    expect(await screen.findByText(MSG.logoutConfirm)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText(MSG.loggedOut)).toBeTruthy();
    expect(logout.seen).toHaveLength(1);
    expect(Cookies.get('token')).toBeUndefined();
    expect(Cookies.get('userName')).toBeUndefined();
    expect(Cookies.get('loginStatus')).toBeUndefined();
    expect(useCartStore.getState().items).toEqual([]);
    expect(sessionStorage.getItem(SHOPPING_CART)).toBeNull();
    expect(nav.router.push).toHaveBeenCalledWith('/login');
    expect(await screen.findByRole('button', { name: MSG.greetingLogin })).toBeTruthy();
  });

  it('stays on a public page after logout (the page re-renders for a visitor)', async () => {
    resetNav('/productCenter');
    act(() => useAuthStore.getState().signIn({ token: 'mock-token-1-9', userInfo: buyer }));
    renderWithApp(<UserBox />);
    fireEvent.click(screen.getByRole('button', { name: MSG.logout }));
    fireEvent.click(await screen.findByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(nav.router.refresh).toHaveBeenCalled());
    expect(nav.router.push).not.toHaveBeenCalled();
  });
});

describe('login panel and what follows a login (SPEC §4)', () => {
  it('has the three tabs, the agreement note with its links and a real register link', () => {
    renderWithApp(<LoginPanel mode="page" />);
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['扫码登录', '免密登录', '密码登录']);
    expect(screen.getByText(/未注册的手机号验证后将自动注册/)).toBeTruthy();
    expect(screen.getByRole('link', { name: '《用户协议》' }).getAttribute('href')).toBe('/agreementPrivacy#agreement');
    expect(screen.getByRole('link', { name: '《隐私政策》' }).getAttribute('href')).toBe('/agreementPrivacy#privacy');
    expect(screen.getByRole('link', { name: MSG.goRegister }).getAttribute('href')).toBe('/register');
  });

  it('page mode: 登录成功, the redirect query, then the organisation and 欢迎登录商城平台', async () => {
    renderWithApp(<LoginPanel mode="page" redirect="/personalCenter?tab=1" />);
    type('手机号', '13800138000');
    type('短信验证码', '123456');
    fireEvent.click(screen.getByRole('button', { name: /登\s*录/ }));
    expect(await screen.findByText(MSG.loginSuccess)).toBeTruthy();
    expect(nav.router.replace).toHaveBeenCalledWith('/personalCenter?tab=1');
    expect(await screen.findByText(MSG.loginWelcome)).toBeTruthy();
    expect(useAuthStore.getState()).toEqual(expect.objectContaining({ status: 'in', displayName: '测试采购员', orgName: '示例药物研究院' }));
    expect(Cookies.get('token')).toMatch(/^mock-token-1-/);
    expect(Cookies.get('userName')).toBe('测试采购员');
    expect(Cookies.get('loginStatus')).toBe('1');
  });

  it('page mode never sends anyone off-site or back to /login', async () => {
    renderWithApp(<LoginPanel mode="page" redirect="//evil.example/x" />);
    type('手机号', '13800138000');
    type('短信验证码', '123456');
    fireEvent.click(screen.getByRole('button', { name: /登\s*录/ }));
    await waitFor(() => expect(nav.router.replace).toHaveBeenCalledWith('/'));
  });

  it('gated navigation: a visitor gets the pop-up; after login it closes, counts refresh and the saved path is followed', async () => {
    act(() => useAuthStore.getState().clear());
    seedCart(1, [{ skuId: 11, num: 3 }]);
    const { result } = renderHook(() => useGatedNavigate());
    await act(async () => {
      expect(await result.current('/quickOrder')).toBe(false);
    });
    expect(useLoginModal.getState().open).toBe(true);
    expect(sessionStorage.getItem(SOURCE_PATH_KEY)).toBe('/quickOrder');
    expect(nav.router.push).not.toHaveBeenCalled();

    renderWithApp(<LoginPanel mode="dialog" />);
    type('手机号', '13800138000');
    type('短信验证码', '123456');
    fireEvent.click(screen.getByRole('button', { name: /登\s*录/ }));
    await waitFor(() => expect(nav.router.push).toHaveBeenCalledWith('/quickOrder'));
    expect(useLoginModal.getState().open).toBe(false);
    await waitFor(() => expect(useCartStore.getState().items.map((i) => [i.skuId, i.number])).toEqual([[11, 3]]));
    expect(readSourcePath()).toBeNull();

    // Logged in now: the same helper just navigates.
    await act(async () => {
      expect(await result.current('/orderCenter')).toBe(true);
    });
    expect(nav.router.push).toHaveBeenLastCalledWith('/orderCenter');
  });

  it('gated navigation right after the page loaded, while the token is still being checked: a customer goes there, no pop-up', async () => {
    // The first paint: a token cookie, its check not answered yet (the header already shows the name).
    resetAuthStore();
    mockAccounts.sessions().set('mock-token-1-1', 1);
    Cookies.set(AUTH_COOKIE.token, 'mock-token-1-1');
    const { result } = renderHook(() => useGatedNavigate());
    await act(async () => {
      expect(await result.current('/orderCenter')).toBe(true);
    });
    expect(nav.router.push).toHaveBeenCalledWith('/orderCenter');
    expect(useLoginModal.getState().open).toBe(false);
    expect(useAuthStore.getState().status).toBe('in');
  });

  it('dialog mode without a gated saved path stays on the page and re-renders it', async () => {
    renderWithApp(<LoginPanel mode="dialog" />);
    type('手机号', '13800138000');
    type('短信验证码', '123456');
    fireEvent.click(screen.getByRole('button', { name: /登\s*录/ }));
    await waitFor(() => expect(nav.router.refresh).toHaveBeenCalled());
    expect(nav.router.push).not.toHaveBeenCalled();
  });

  it('counts a quit-change when the login follows a forced logout', async () => {
    act(() => useLoginModal.getState().markForcedLogout());
    renderWithApp(<LoginPanel mode="dialog" />);
    type('手机号', '13800138000');
    type('短信验证码', '123456');
    fireEvent.click(screen.getByRole('button', { name: /登\s*录/ }));
    await waitFor(() => expect(useLoginModal.getState().quitChange).toBe(1));
    expect(useLoginModal.getState().forcedLogout).toBe(false);
  });
});
