import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import QrLogin from '@/components/auth/QrLogin';
import { browserApi } from '@/lib/api/browser';
import { QR_STATE, user } from '@/lib/api/contract/user';
import { confirmSimulatedScene } from '@/lib/api/user';
import { resetUserMocks } from '@/mocks/handlers/user';
import { mock, ok } from '@/mocks/mock';
import { createMockServer } from '@/mocks/node';
import { advanceClock, openRequests, settle, useFakeClock } from '../../support/clock';
import { RULE_MSG } from '@/lib/validation';
import { nav, renderWithApp, resetNav, type } from './helpers';

vi.mock('next/navigation', async () => {
  const { nav } = await import('./helpers');
  return { useRouter: () => nav.router, usePathname: () => nav.pathname };
});

// Under the fake clock a test waits for answers up to 20 s of real time (tests/support/clock.ts); on one
// loaded core a whole antd form takes several seconds, so the file allows 30 s per test.
vi.setConfig({ testTimeout: 30_000 });

const server = createMockServer();
const open = openRequests(server);
const idle = () => open() === 0;
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  resetUserMocks();
  resetNav();
  useFakeClock(); // the 1 s polls and the 60 s expiry move only when a test moves the clock
});
afterEach(() => {
  server.resetHandlers();
  vi.useRealTimers();
});
afterAll(() => server.close());

const qrBox = () => screen.getByTestId('login-qr');
const qrUrl = () =>
  settle(() => {
    const url = qrBox().getAttribute('data-qr-url');
    expect(url).toMatch(/\/login\/weChatLogin\?scene=/);
    return url!;
  });
const ticketOf = (url: string) => new URL(url).searchParams.get('scene')!;

/** One second at a time, each poll's answer handled before the next poll is due. */
const seconds = (n: number) => advanceClock(n * 1000, idle);

describe('WeChat QR login (tab 0)', () => {
  it('draws a real QR code of the scan URL and offers it in a new window', async () => {
    renderWithApp(<QrLogin onLogin={vi.fn()} />);
    const url = await qrUrl();
    expect(qrBox().querySelector('svg')).toBeTruthy();
    expect(qrBox().querySelectorAll('path').length).toBeGreaterThan(0);
    const link = screen.getByRole('link', { name: '在新窗口打开' });
    expect(link.getAttribute('href')).toBe(url);
    expect(link.getAttribute('target')).toBe('_blank');
  });

  // A minute of the fake clock, one second at a time: a slow machine takes a while in real time.
  it('polls every second and shows the expiry mask with 刷新 after 60 s; 刷新 asks for a new QR', { timeout: 60_000 }, async () => {
    let polls = 0;
    server.use(
      mock(user.wechatIsLogin, () => {
        polls += 1;
        return ok({ code: QR_STATE.waiting });
      }),
    );
    renderWithApp(<QrLogin onLogin={vi.fn()} />);
    const first = await qrUrl();
    expect(polls).toBe(0);
    await seconds(5);
    expect(polls).toBe(5);
    await seconds(54);
    expect(polls).toBe(59);
    expect(screen.queryByText('二维码已失效')).toBeNull();
    await seconds(1);
    await settle(() => screen.getByText('二维码已失效'));
    expect(qrBox().getAttribute('data-qr-state')).toBe('expired');
    // No more polling once expired.
    const after = polls;
    await seconds(3);
    expect(polls).toBe(after);

    fireEvent.click(screen.getByRole('button', { name: /刷\s*新/ }));
    await settle(() => expect(qrBox().getAttribute('data-qr-state')).toBe('active'));
    expect(await qrUrl()).not.toBe(first);
  });

  it('shows the bind-phone form on poll code 1 and logs in after binding a mobile', async () => {
    const onLogin = vi.fn();
    renderWithApp(<QrLogin onLogin={onLogin} />);
    const url = await qrUrl();
    await confirmSimulatedScene(browserApi, { scene_str: ticketOf(url), nickname: '新同学' });
    await seconds(1); // the next poll sees the scan
    await settle(() => screen.getByText('新同学，扫码成功'));
    expect(screen.getByTestId('bind-phone')).toBeTruthy();

    const send = screen.getByRole('button', { name: '获取验证码' });
    type('手机号', '1370013700');
    fireEvent.click(send);
    await settle(() => screen.getByText(RULE_MSG.bindMobile)); // SPEC §5 bind: 请输入正确手机号
    type('手机号', '13700137000');
    expect(screen.queryByText(RULE_MSG.bindMobile)).toBeNull();
    fireEvent.click(send); // no picture code in the bind form: the bind key is the proof
    await settle(() => screen.getByText('验证码发送成功'));

    fireEvent.click(screen.getByRole('button', { name: /绑定并登录/ }));
    await settle(() => screen.getByText('请输入手机验证码'));
    type('短信验证码', '123456');
    fireEvent.click(screen.getByRole('button', { name: /绑定并登录/ }));
    await settle(() => expect(onLogin).toHaveBeenCalledTimes(1));
    expect(screen.getByText('手机号绑定成功！')).toBeTruthy();
    expect(onLogin.mock.calls[0][0]).toEqual(expect.objectContaining({ token: expect.stringMatching(/^mock-token-/) }));
  });

  it('shows the SPEC §5 bind message for an invalid mobile', async () => {
    server.use(mock(user.wechatIsLogin, () => ok({ code: QR_STATE.scannedUnbound, key: 'k', nickname: null, avatar: null })));
    renderWithApp(<QrLogin onLogin={vi.fn()} />);
    await qrUrl();
    await seconds(1);
    await settle(() => screen.getByTestId('bind-phone'));
    type('手机号', '1380013800');
    fireEvent.click(screen.getByRole('button', { name: /绑定并登录/ }));
    await settle(() => screen.getByText('请输入正确手机号'));
  });

  it('logs in on poll code 3 for a WeChat identity with a bound phone', async () => {
    const onLogin = vi.fn();
    renderWithApp(<QrLogin onLogin={onLogin} />);
    const url = await qrUrl();
    await confirmSimulatedScene(browserApi, { scene_str: ticketOf(url), nickname: '微信测试员' });
    expect(onLogin).not.toHaveBeenCalled();
    await seconds(1);
    await settle(() => expect(onLogin).toHaveBeenCalledTimes(1));
    expect(onLogin.mock.calls[0][0].userInfo.nickName).toBe('测试采购员');
  });

  it('sends a noBind_ token on to /register', async () => {
    server.use(mock(user.wechatIsLogin, () => ok({ code: QR_STATE.loggedIn, token: 'noBind_abc' })));
    const onLogin = vi.fn();
    renderWithApp(<QrLogin onLogin={onLogin} />);
    await qrUrl();
    await seconds(1);
    await settle(() => expect(nav.router.push).toHaveBeenCalledWith('/register?token=noBind_abc'));
    expect(onLogin).not.toHaveBeenCalled();
  });
});
