import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import CryptoJS from 'crypto-js';
import PasswordLoginForm from '@/components/auth/PasswordLoginForm';
import { REMEMBERED_ACCOUNT_KEY } from '@/components/auth/rememberedAccount';
import { user } from '@/lib/api/contract/user';
import { LOGIN_EXPIRE_MINUTES, LOGIN_REMEMBER_EXPIRE_MINUTES } from '@/lib/constants';
import { RULE_MSG } from '@/lib/validation';
import { resetUserMocks } from '@/mocks/handlers/user';
import { createMockServer } from '@/mocks/node';
import { renderWithApp, resetNav, spyOn, type } from './helpers';

vi.mock('next/navigation', async () => {
  const { nav } = await import('./helpers');
  return { useRouter: () => nav.router, usePathname: () => nav.pathname };
});

const server = createMockServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  resetUserMocks();
  resetNav();
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const loginButton = () => screen.getByRole('button', { name: /登\s*录/ });
const picture = () => screen.getByRole('button', { name: '图形验证码，点击刷新' });
const captchaReady = () => waitFor(() => expect(picture().getAttribute('data-captcha-key')).toMatch(/^mock-captcha-/));

async function fillAndSubmit({ account = '13800138000', password = 'Test1234', code = 'AB12', remember = false } = {}) {
  await captchaReady();
  type('手机号/邮箱', account);
  type('密码', password);
  type('图形验证码', code);
  if (remember) fireEvent.click(screen.getByRole('checkbox', { name: '记住我' }));
  fireEvent.click(loginButton());
}

describe('password login (tab 2)', () => {
  it('shows the SPEC §5 messages for empty and invalid input', async () => {
    renderWithApp(<PasswordLoginForm onLogin={vi.fn()} />);
    fireEvent.click(loginButton());
    expect(await screen.findByText(RULE_MSG.accountRequired)).toBeTruthy();
    expect(screen.getByText(RULE_MSG.passwordRequired)).toBeTruthy();
    // Each message is announced and tied to its field.
    const account = screen.getByLabelText('手机号/邮箱');
    expect(account.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(account.getAttribute('aria-describedby')!)?.textContent).toBe(RULE_MSG.accountRequired);
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual(expect.arrayContaining([RULE_MSG.accountRequired, RULE_MSG.passwordRequired, RULE_MSG.imgCode]));
    expect(screen.getByText(RULE_MSG.imgCode)).toBeTruthy();
    type('手机号/邮箱', 'buyer@example.org'); // only .com and .cn e-mails
    type('图形验证码', 'AB1');
    fireEvent.click(loginButton());
    expect(await screen.findByText(RULE_MSG.accountPattern)).toBeTruthy();
    expect(screen.getByText(RULE_MSG.imgCode)).toBeTruthy();
  });

  it('looks active only when account and password are both filled', () => {
    renderWithApp(<PasswordLoginForm onLogin={vi.fn()} />);
    expect(loginButton().getAttribute('data-active')).toBe('false');
    type('手机号/邮箱', '13800138000');
    expect(loginButton().getAttribute('data-active')).toBe('false');
    type('密码', 'x');
    expect(loginButton().getAttribute('data-active')).toBe('true');
  });

  it('sends the SHA-256 hex of the password and a one-day expireTime without 记住我', async () => {
    const onLogin = vi.fn();
    const calls = spyOn(user.accountLogin);
    server.use(calls.handler);
    renderWithApp(<PasswordLoginForm onLogin={onLogin} />);
    await fillAndSubmit({ account: ' 13800138000 ' });
    await waitFor(() => expect(onLogin).toHaveBeenCalledTimes(1));
    expect(calls.seen[0]).toEqual({
      account: '13800138000',
      passwd: CryptoJS.SHA256('Test1234').toString(),
      imgCode: 'AB12',
      imgCodeKey: expect.stringMatching(/^mock-captcha-/),
      expireTime: LOGIN_EXPIRE_MINUTES,
    });
    expect(JSON.stringify(calls.seen[0])).not.toContain('Test1234');
    expect(onLogin.mock.calls[0][1]).toEqual({ remember: false });
    expect(localStorage.getItem(REMEMBERED_ACCOUNT_KEY)).toBeNull();
  });

  it('asks for a 30-day session with 记住我 and remembers the account (never the password)', async () => {
    const onLogin = vi.fn();
    const calls = spyOn(user.accountLogin);
    server.use(calls.handler);
    renderWithApp(<PasswordLoginForm onLogin={onLogin} />);
    await fillAndSubmit({ remember: true });
    await waitFor(() => expect(onLogin).toHaveBeenCalledTimes(1));
    expect(calls.seen[0]).toEqual(expect.objectContaining({ expireTime: LOGIN_REMEMBER_EXPIRE_MINUTES }));
    expect(onLogin.mock.calls[0][1]).toEqual({ remember: true });
    expect(localStorage.getItem(REMEMBERED_ACCOUNT_KEY)).toBe('13800138000');
  });

  it('fills in the remembered account', async () => {
    localStorage.setItem(REMEMBERED_ACCOUNT_KEY, 'buyer@example.com');
    renderWithApp(<PasswordLoginForm onLogin={vi.fn()} />);
    await waitFor(() => expect((screen.getByLabelText('手机号/邮箱') as HTMLInputElement).value).toBe('buyer@example.com'));
    expect((screen.getByRole('checkbox', { name: '记住我' }) as HTMLInputElement).checked).toBe(true);
  });

  it("shows the server's message for a wrong password, clears the picture code and loads a new picture", async () => {
    const onLogin = vi.fn();
    renderWithApp(<PasswordLoginForm onLogin={onLogin} />);
    await captchaReady();
    const first = picture().getAttribute('data-captcha-key');
    await fillAndSubmit({ password: 'wrong-password1' });
    expect(await screen.findByText('账号或密码错误')).toBeTruthy();
    expect(onLogin).not.toHaveBeenCalled();
    await waitFor(() => expect(picture().getAttribute('data-captcha-key')).not.toBe(first));
    expect((screen.getByLabelText('图形验证码') as HTMLInputElement).value).toBe('');
  });

  it('links 忘记密码 to /login/forgetThePassword', () => {
    renderWithApp(<PasswordLoginForm onLogin={vi.fn()} />);
    expect(screen.getByRole('link', { name: '忘记密码？' }).getAttribute('href')).toBe('/login/forgetThePassword');
  });
});
