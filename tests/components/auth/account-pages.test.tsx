import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import CryptoJS from 'crypto-js';
import Cookies from 'js-cookie';
import ForgetPasswordForm from '@/components/auth/ForgetPasswordForm';
import RegisterForm from '@/components/auth/RegisterForm';
import { security } from '@/lib/api/contract/security';
import { user } from '@/lib/api/contract/user';
import { MSG } from '@/lib/messages';
import { resetUserMocks } from '@/mocks/handlers/user';
import { createMockServer } from '@/mocks/node';
import { resetAuthStore, useAuthStore } from '@/stores/auth';
import { settle as settleStill, useFakeClock } from '../../support/clock';
import { RULE_MSG } from '@/lib/validation';
import { disabled, nav, renderWithApp, resetNav, spyOn, type } from './helpers';

vi.mock('next/navigation', async () => {
  const { nav } = await import('./helpers');
  return { useRouter: () => nav.router, usePathname: () => nav.pathname };
});

// Under the fake clock a test waits for answers up to 20 s of real time (tests/support/clock.ts); on one
// loaded core a whole antd form takes several seconds, so the file allows 30 s per test.
vi.setConfig({ testTimeout: 30_000 });

const server = createMockServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  resetUserMocks();
  resetNav();
  resetAuthStore();
  useFakeClock(); // the send-code countdowns and the client's time limits stand still
});
afterEach(() => {
  server.resetHandlers();
  vi.useRealTimers();
});
afterAll(() => server.close());

/** Waits for the answer to show; antd's own timers (motion, form batching) move 50 ms of fake time per try. */
const settle = <T,>(check: () => T) => settleStill(check, { advanceMs: 50 });

/** Clicks a form's submit button once it is no longer busy with the previous submit (a person cannot click it earlier either). */
async function submit(name: RegExp) {
  const button = screen.getByRole('button', { name });
  // A submitting button says it is busy (and is disabled) until the answer has been handled.
  await settle(() => expect(button.getAttribute('aria-busy')).toBeNull());
  fireEvent.click(button);
}

const consent = () => screen.getByRole('checkbox', { name: /我已阅读并同意/ });
const captchaReady = () => settle(() => expect(screen.getByRole('button', { name: '图形验证码，点击刷新' }).getAttribute('data-captcha-key')).toMatch(/^mock-captcha-/));

describe('forgotten password page', () => {
  it('gives the unticked consent checkbox the error look on submit', async () => {
    renderWithApp(<ForgetPasswordForm />);
    expect(consent().closest('[data-invalid]')?.getAttribute('data-invalid')).toBe('false');
    await submit(/确认修改/);
    await settle(() => screen.getByText(MSG.consentRequired));
    expect(consent().closest('[data-invalid]')?.getAttribute('data-invalid')).toBe('true');
    expect(consent().getAttribute('aria-invalid')).toBe('true');
    fireEvent.click(consent());
    await settle(() => expect(screen.queryByText(MSG.consentRequired)).toBeNull());
  });

  it('resets the password with an SMS code of scene reset, then goes to /login', async () => {
    const sent = spyOn(user.getMsgCode);
    const reset = spyOn(user.forgetPasswd);
    server.use(sent.handler, reset.handler);
    renderWithApp(<ForgetPasswordForm />);
    await captchaReady();
    // A wrong mobile: 获取验证码 says why under the field and asks nothing.
    type('手机号', '138001380');
    type('图形验证码', 'AB12');
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    await settle(() => screen.getByText(RULE_MSG.mobilePattern));
    expect(sent.seen).toEqual([]);
    type('手机号', '13800138000');
    expect(screen.queryByText(RULE_MSG.mobilePattern)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    await settle(() => screen.getByText('验证码发送成功'));
    expect(sent.seen[0]).toEqual(expect.objectContaining({ scene: 'reset', mobile: '13800138000' }));
    type('短信验证码', '123456');
    type('新密码', 'abc');
    type('确认新密码', 'abd');
    fireEvent.click(consent());
    await submit(/确认修改/);
    await settle(() => screen.getByText(MSG.passwordRule));
    type('新密码', 'NewPass99');
    await submit(/确认修改/);
    await settle(() => screen.getByText(MSG.passwordMismatch));
    type('确认新密码', 'NewPass99');
    await submit(/确认修改/);
    await settle(() => expect(nav.router.push).toHaveBeenCalledWith('/login'));
    expect(reset.seen[0]).toEqual({ mobile: '13800138000', msgCode: '123456', passwd: CryptoJS.SHA256('NewPass99').toString() });
  });
});

describe('register page', () => {
  it('registers with mobile + SMS code, sets the optional password and goes home logged in', async () => {
    const login = spyOn(user.msgCodeLogin);
    const setPasswd = spyOn(user.setPasswd);
    server.use(login.handler, setPasswd.handler);
    renderWithApp(<RegisterForm />);
    await captchaReady();
    type('手机号', '13600136000');
    type('图形验证码', 'AB12');
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    await settle(() => screen.getByText('验证码发送成功'));
    type('短信验证码', '123456');
    type('登录密码（选填）', 'Secret123');
    type('确认密码', 'Secret123');
    fireEvent.click(consent());
    await submit(/注\s*册/);
    await settle(() => expect(nav.router.replace).toHaveBeenCalledWith('/'));
    expect(login.seen[0]).toEqual(expect.objectContaining({ mobile: '13600136000', msgCode: '123456' }));
    expect(setPasswd.seen[0]).toEqual({ passwd: CryptoJS.SHA256('Secret123').toString() });
    expect(useAuthStore.getState().status).toBe('in');
    expect(Cookies.get('token')).toMatch(/^mock-token-/);
    await settle(() => screen.getByText(MSG.registerSuccess));
  });

  it('with a noBind_ token: no picture code, the SMS code goes with the bind key, and loginReg registers', async () => {
    // A WeChat identity that came back from the Open Platform without a bound phone.
    const callback = await fetch('http://localhost:3000/api/mall/user/api/loginAndRegister/open/wxLoginCallback?code=x&state=s').then((r) => r.json());
    const token: string = callback.data.token;
    expect(token).toMatch(/^noBind_/);
    const sent = spyOn(user.getMsgCode);
    const bind = spyOn(security.wxLoginReg);
    server.use(sent.handler, bind.handler);
    // /register is prerendered: the form reads ?token= from the address bar.
    window.history.replaceState(null, '', `/register?token=${encodeURIComponent(token)}`);
    renderWithApp(<RegisterForm />);
    await settle(() => screen.getByText(MSG.registerBindNote));
    window.history.replaceState(null, '', '/');
    expect(screen.queryByLabelText('图形验证码')).toBeNull();
    const send = screen.getByRole('button', { name: '获取验证码' });
    expect(disabled(send)).toBe(false);
    fireEvent.click(send);
    await settle(() => screen.getByText(RULE_MSG.mobileRequired));
    type('手机号', '13500135000');
    fireEvent.click(send);
    await settle(() => screen.getByText('验证码发送成功'));
    expect(sent.seen[0]).toEqual(expect.objectContaining({ scene: 'bind', key: token.slice('noBind_'.length) }));
    type('短信验证码', '123456');
    fireEvent.click(consent());
    await submit(/注册并绑定微信/);
    await settle(() => expect(nav.router.replace).toHaveBeenCalledWith('/'));
    expect(bind.seen[0]).toEqual(expect.objectContaining({ mobile: '13500135000', code: '123456', key: token.slice('noBind_'.length) }));
  });
});
