import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import ConsoleRoot from '@/components/operator/ConsoleRoot';
import { staff } from '@/lib/api/contract/staff';
import { STAFF_TOKEN_HEADER } from '@/lib/api/contract/endpoint';
import { staffApi } from '@/lib/operator/client';
import { http } from 'msw';
import { routeOf } from '@/mocks/mock';
import { createMockServer } from '@/mocks/node';
import { useStaffSession } from '@/stores/staff-session';
import { mockAdminLogin, mockMemberLogin, nav, resetNav } from './helpers';

vi.mock('next/navigation', async () => (await import('./helpers')).navigationMock());
vi.mock('@refinedev/nextjs-router/app', async () => (await import('./helpers')).refineRouterMock());

const server = createMockServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  resetNav('/operator');
  useStaffSession.getState().clear();
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('the staff session store', () => {
  it('sends x-staff-token, and forgets the session when a call answers STAFF_LOGIN_REQUIRED', async () => {
    const login = await mockAdminLogin();
    useStaffSession.getState().signIn(login);
    expect((await staffApi.call(staff.me)).name).toBe('演示管理员');
    expect(sessionStorage.getItem('refmall-staff-session')).toContain(login.token);

    await staffApi.call(staff.logout);
    await expect(staffApi.call(staff.me)).rejects.toThrow('请先登录运营后台（登录已失效或未登录）');
    expect(useStaffSession.getState()).toMatchObject({ token: null, name: '', permissions: [], expired: true });
    expect(sessionStorage.getItem('refmall-staff-session')).not.toContain(login.token);
  });

  it('forgets it on a file call too (the audit CSV)', async () => {
    useStaffSession.getState().signIn({ token: 'ended-session', name: '某人', permissions: ['staff'] });
    await expect(staffApi.file(staff.auditExport)).rejects.toThrow('请先登录运营后台');
    expect(useStaffSession.getState().token).toBeNull();
  });

  it('keeps the session on any other refusal', async () => {
    const login = await mockMemberLogin(['商品目录组'], '13700137101');
    await expect(staffApi.call(staff.staffList)).rejects.toThrow('没有「员工与权限」权限');
    expect(useStaffSession.getState().token).toBe(login.token);
  });

  it('sends x-staff-token only while there is a session', async () => {
    const seen: (string | null)[] = [];
    server.use(http.get(routeOf(staff.me.path), ({ request }) => void seen.push(request.headers.get(STAFF_TOKEN_HEADER))));
    await expect(staffApi.call(staff.me)).rejects.toThrow('请先登录运营后台');
    const login = await mockAdminLogin();
    useStaffSession.getState().signIn(login);
    await staffApi.call(staff.me);
    expect(seen).toEqual([null, login.token]);
  });
});

describe('the console shell', () => {
  it('sends a visitor without a session to the login, remembering the page', async () => {
    resetNav('/operator/staff/audit');
    window.history.replaceState(null, '', '/operator/staff/audit?outcome=denied');
    render(
      <ConsoleRoot>
        <p>审计内容</p>
      </ConsoleRoot>,
    );
    await waitFor(() => expect(nav.router.replace).toHaveBeenCalledWith(`/operator/login?next=${encodeURIComponent('/operator/staff/audit?outcome=denied')}`));
    expect(screen.queryByText('审计内容')).toBeNull();
  });

  it('shows the menu entries of the permissions held, the name and 退出', async () => {
    await mockMemberLogin(['商品目录组'], '13700137102');
    render(
      <ConsoleRoot>
        <p>页面内容</p>
      </ConsoleRoot>,
    );
    await screen.findByText('页面内容');
    expect(screen.getByText('测试成员')).toBeTruthy();
    expect(screen.getByRole('link', { name: /工作台/ })).toBeTruthy();
    expect(screen.getByRole('link', { name: /^品牌$/ })).toBeTruthy();
    expect(screen.queryByText('员工与权限')).toBeNull();
    expect(screen.queryByRole('link', { name: /审计日志/ })).toBeNull();
    expect(screen.getByRole('link', { name: '我的账号' })).toBeTruthy();
  });

  it('shows 员工与权限 to a person holding it; 退出 ends the session', async () => {
    useStaffSession.getState().signIn(await mockAdminLogin());
    render(
      <ConsoleRoot>
        <p>页面内容</p>
      </ConsoleRoot>,
    );
    await screen.findByText('页面内容');
    for (const name of ['员工', '权限组', 'API 密钥', '会话', '审计日志']) expect(screen.getByRole('link', { name: new RegExp(`^${name}$`) })).toBeTruthy();
    screen.getByRole('button', { name: /退\s*出/ }).click();
    await waitFor(() => expect(useStaffSession.getState().token).toBeNull());
    await waitFor(() => expect(nav.router.replace).toHaveBeenCalledWith('/operator/login'));
  });
});
