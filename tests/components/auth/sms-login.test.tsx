import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import LoginDialog from '@/components/auth/LoginDialog';
import SmsLoginForm from '@/components/auth/SmsLoginForm';
import { user } from '@/lib/api/contract/user';
import { LOGIN_EXPIRE_MINUTES } from '@/lib/constants';
import { RULE_MSG } from '@/lib/validation';
import { resetUserMocks } from '@/mocks/handlers/user';
import { mock, rejected } from '@/mocks/mock';
import { createMockServer } from '@/mocks/node';
import { LOGIN_TAB, resetLoginModal, useLoginModal } from '@/stores/login-modal';
import { advanceClock, settle, useFakeClock } from '../../support/clock';
import { disabled, renderWithApp, resetNav, spyOn, type } from './helpers';

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
});
afterEach(() => {
  server.resetHandlers();
  vi.useRealTimers();
});
afterAll(() => server.close());

/** The countdown re-arms its timer after each render: advance one second at a time, letting React render. */
const seconds = (n: number) => advanceClock(n * 1000);

const sendButton = () => screen.getByRole('button', { name: /获取验证码|s后重试/ });
const loginButton = () => screen.getByRole('button', { name: /登\s*录/ });
const captchaReady = () => settle(() => expect(screen.getByRole('button', { name: '图形验证码，点击刷新' }).getAttribute('data-captcha-key')).toMatch(/^mock-captcha-/));

describe('password-free login (tab 1)', () => {
  it('获取验证码 stays clickable: a click with a wrong mobile or picture code shows why under the field and sends nothing', async () => {
    const sent = spyOn(user.getMsgCode);
    server.use(sent.handler);
    renderWithApp(<SmsLoginForm onLogin={vi.fn()} />);
    await captchaReady();
    expect(disabled(sendButton())).toBe(false);
    fireEvent.click(sendButton());
    expect(await screen.findByText(RULE_MSG.mobileRequired)).toBeTruthy();
    expect(screen.getByText(RULE_MSG.imgCode)).toBeTruthy();
    type('手机号', '1380013800'); // 10 digits
    type('图形验证码', 'AB12');
    // The messages follow the typing once shown: the picture code is fine now, the mobile is not.
    expect(screen.getByText(RULE_MSG.mobilePattern)).toBeTruthy();
    expect(screen.queryByText(RULE_MSG.imgCode)).toBeNull();
    expect(screen.getByLabelText('手机号').getAttribute('aria-invalid')).toBe('true');
    type('手机号', '23800138000'); // does not start with 1
    fireEvent.click(sendButton());
    expect(screen.getByText(RULE_MSG.mobilePattern)).toBeTruthy();
    type('手机号', '13800138000');
    type('图形验证码', 'AB1'); // 3 characters
    fireEvent.click(sendButton());
    expect(screen.getByText(RULE_MSG.imgCode)).toBeTruthy();
    expect(screen.queryByText(RULE_MSG.mobilePattern)).toBeNull();
    await settle(() => expect(sent.seen).toEqual([]));
    type('图形验证码', 'AB12');
    fireEvent.click(sendButton());
    await settle(() => screen.getByText('验证码发送成功'));
    expect(sent.seen).toHaveLength(1);
    expect(screen.queryByText(RULE_MSG.imgCode)).toBeNull();
  });

  // A minute of the fake clock, one second at a time: a slow machine takes a while in real time.
  it('counts down 60 s as "Ns后重试" after sending, then offers 获取验证码 again', { timeout: 60_000 }, async () => {
    useFakeClock(); // the countdown moves only with the test's seconds
    const sent = spyOn(user.getMsgCode);
    server.use(sent.handler);
    renderWithApp(<SmsLoginForm onLogin={vi.fn()} />);
    await captchaReady();
    type('手机号', ' 13800138000 ');
    type('图形验证码', 'AB12');
    fireEvent.click(sendButton());
    await settle(() => screen.getByText('验证码发送成功'));
    await settle(() => expect(sendButton().textContent).toContain('60s后重试'));
    expect(disabled(sendButton())).toBe(true);
    expect(sent.seen).toEqual([expect.objectContaining({ mobile: '13800138000', type: 1, scene: 'login', imgCode: 'AB12', imgCodeKey: expect.stringMatching(/^mock-captcha-/) })]);
    // The picture was spent: its answer is cleared and a new picture is loaded.
    expect((screen.getByLabelText('图形验证码') as HTMLInputElement).value).toBe('');

    await seconds(1);
    expect(sendButton().textContent).toContain('59s后重试');
    await seconds(58);
    expect(sendButton().textContent).toContain('1s后重试');
    await seconds(1);
    expect(sendButton().textContent).toContain('获取验证码');
    // Idle again: clickable, and a click without a new picture code says so.
    expect(disabled(sendButton())).toBe(false);
    fireEvent.click(sendButton());
    await settle(() => screen.getByText(RULE_MSG.imgCode));
  });

  it('shows the SPEC §5 messages for empty and invalid input', async () => {
    renderWithApp(<SmsLoginForm onLogin={vi.fn()} />);
    fireEvent.click(loginButton());
    expect(await screen.findByText(RULE_MSG.mobileRequired)).toBeTruthy();
    expect(screen.getByText(RULE_MSG.smsRequired)).toBeTruthy();
    type('手机号', '12345');
    fireEvent.click(loginButton());
    expect(await screen.findByText(RULE_MSG.mobilePattern)).toBeTruthy();
  });

  it('looks active only when mobile and SMS code are both filled', async () => {
    renderWithApp(<SmsLoginForm onLogin={vi.fn()} />);
    expect(loginButton().getAttribute('data-active')).toBe('false');
    type('手机号', '13800138000');
    expect(loginButton().getAttribute('data-active')).toBe('false');
    type('短信验证码', '   ');
    expect(loginButton().getAttribute('data-active')).toBe('false'); // blanks do not count
    type('短信验证码', '123456');
    expect(loginButton().getAttribute('data-active')).toBe('true');
  });

  it('logs in with trimmed values and a one-day session', async () => {
    const onLogin = vi.fn();
    const calls = spyOn(user.msgCodeLogin);
    server.use(calls.handler);
    renderWithApp(<SmsLoginForm onLogin={onLogin} />);
    type('手机号', ' 13900139000');
    type('短信验证码', '123456 ');
    fireEvent.click(loginButton());
    await waitFor(() => expect(onLogin).toHaveBeenCalledTimes(1));
    expect(calls.seen[0]).toEqual(expect.objectContaining({ mobile: '13900139000', msgCode: '123456', expireTime: LOGIN_EXPIRE_MINUTES }));
    expect(onLogin.mock.calls[0][0]).toEqual(expect.objectContaining({ token: expect.stringMatching(/^mock-token-2-/) }));
  });

  it("shows the server's message for a wrong code and stays on the form", async () => {
    const onLogin = vi.fn();
    renderWithApp(<SmsLoginForm onLogin={onLogin} />);
    type('手机号', '13800138000');
    type('短信验证码', '000000');
    fireEvent.click(loginButton());
    expect(await screen.findByText('验证码错误，请重新输入')).toBeTruthy();
    expect(onLogin).not.toHaveBeenCalled();
  });

  it("shows the server's message for a wrong picture code and loads a new picture", async () => {
    server.use(mock(user.getMsgCode, () => rejected('图形验证码错误，请刷新后重试')));
    renderWithApp(<SmsLoginForm onLogin={vi.fn()} />);
    await captchaReady();
    const first = screen.getByRole('button', { name: '图形验证码，点击刷新' }).getAttribute('data-captcha-key');
    type('手机号', '13800138000');
    type('图形验证码', 'ZZZZ');
    fireEvent.click(sendButton());
    expect(await screen.findByText('图形验证码错误，请刷新后重试')).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('button', { name: '图形验证码，点击刷新' }).getAttribute('data-captcha-key')).not.toBe(first));
    expect(sendButton().textContent).toContain('获取验证码'); // no countdown for a code that was not sent
  });

  it('loads a new picture when the picture is clicked', async () => {
    renderWithApp(<SmsLoginForm onLogin={vi.fn()} />);
    await captchaReady();
    const picture = screen.getByRole('button', { name: '图形验证码，点击刷新' });
    const first = picture.getAttribute('data-captcha-key');
    fireEvent.click(picture);
    await waitFor(() => expect(picture.getAttribute('data-captcha-key')).not.toBe(first));
  });
});

describe('the login pop-up (SPEC §2 Login dialog)', () => {
  it('a malformed phone: a click on 获取验证码 says 请输入正确的手机号码 under the phone and sends nothing', async () => {
    const sent = spyOn(user.getMsgCode);
    server.use(sent.handler);
    resetLoginModal();
    useLoginModal.getState().openModal({ tab: LOGIN_TAB.sms });
    renderWithApp(<LoginDialog />);
    const dialog = await screen.findByRole('dialog');
    await captchaReady();
    type('手机号', '1380013');
    type('图形验证码', 'AB12');
    const send = within(dialog).getByRole('button', { name: '获取验证码' });
    expect(disabled(send)).toBe(false);
    fireEvent.click(send);
    const message = await within(dialog).findByText(RULE_MSG.mobilePattern);
    expect(message.getAttribute('role')).toBe('alert');
    expect(screen.getByLabelText('手机号').getAttribute('aria-describedby')).toBe(message.id);
    await settle(() => expect(sent.seen).toEqual([]));
  });
});
