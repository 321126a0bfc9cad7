import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import LoginForm from '@/components/operator/LoginForm';
import { staff } from '@/lib/api/contract/staff';
import { http } from 'msw';
import { routeOf } from '@/mocks/mock';
import { createMockServer } from '@/mocks/node';
import { MOCK_PASSWORD, MOCK_SMS_CODE } from '@/mocks/fixtures/user';
import { useStaffSession } from '@/stores/staff-session';
import { spyOn } from '../auth/helpers';
import { nav, renderConsole, resetNav } from './helpers';

vi.mock('next/navigation', async () => (await import('./helpers')).navigationMock());

const server = createMockServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  resetNav('/operator/login');
  useStaffSession.getState().clear();
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const click = (name: RegExp) => fireEvent.click(screen.getByRole('button', { name }));

describe('the console login, in two steps', () => {
  it('shows the API refusal of a wrong password, then asks for the code and logs in, going to ?next=', async () => {
    renderConsole(<LoginForm next="/operator/staff/audit" />);
    type('账号', '13700137000');
    type('密码', 'wrong-password');
    click(/下一步/);
    expect((await screen.findByRole('alert')).textContent).toBe('账号或密码错误');
    expect(screen.queryByLabelText('动态验证码或恢复码')).toBeNull();

    type('密码', MOCK_PASSWORD);
    click(/下一步/);
    await screen.findByLabelText('动态验证码或恢复码');
    type('动态验证码或恢复码', '654321');
    click(/^登\s*录$/);
    expect((await screen.findByRole('alert')).textContent).toBe('动态验证码或恢复码不正确');
    expect(useStaffSession.getState().token).toBeNull();

    type('动态验证码或恢复码', MOCK_SMS_CODE);
    click(/^登\s*录$/);
    await waitFor(() => expect(nav.router.replace).toHaveBeenCalledWith('/operator/staff/audit'));
    expect(useStaffSession.getState()).toMatchObject({ name: '演示管理员', expired: false });
    expect(useStaffSession.getState().permissions).toContain('staff');
    expect(sessionStorage.getItem('refmall-staff-session')).toContain(useStaffSession.getState().token!);
  });

  it('checks the code before sending it, and never sends a shopper token', async () => {
    const codeCalls = spyOn(staff.loginCode);
    const passwordCalls = spyOn(staff.loginPassword);
    const shopperHeaders: (string | null)[] = [];
    const headerSpy = http.post(routeOf(staff.loginPassword.path), ({ request }) => {
      shopperHeaders.push(request.headers.get('token'), request.headers.get('authorization'));
      return undefined;
    });
    server.use(codeCalls.handler, passwordCalls.handler, headerSpy);
    document.cookie = 'token=shopper-token; path=/';
    renderConsole(<LoginForm />);
    type('账号', '13700137000');
    type('密码', MOCK_PASSWORD);
    click(/下一步/);
    await screen.findByLabelText('动态验证码或恢复码');
    expect(passwordCalls.seen).toEqual([{ account: '13700137000', passwd: expect.stringMatching(/^[0-9a-f]{64}$/) }]);
    expect(shopperHeaders).toEqual([null, null]);
    type('动态验证码或恢复码', '12ab');
    click(/^登\s*录$/);
    await screen.findByText('请输入6位动态验证码或恢复码');
    expect(codeCalls.seen).toEqual([]);
  });

  it('sends the dashboard when ?next= is not a console page, and says when the last login ended by itself', async () => {
    useStaffSession.setState({ expired: true });
    renderConsole(<LoginForm next="https://evil.example/operator" />);
    await screen.findByText('登录已失效，请重新登录');
    type('账号', '13700137000');
    type('密码', MOCK_PASSWORD);
    click(/下一步/);
    await screen.findByLabelText('动态验证码或恢复码');
    type('动态验证码或恢复码', MOCK_SMS_CODE);
    click(/^登\s*录$/);
    await waitFor(() => expect(nav.router.replace).toHaveBeenCalledWith('/operator'));
  });
});
