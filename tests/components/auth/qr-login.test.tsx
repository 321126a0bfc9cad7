import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import QrLogin from '@/components/auth/QrLogin';
import { browserApi } from '@/lib/api/browser';
import { QR_STATE, user } from '@/lib/api/contract/user';
import { confirmSimulatedScene } from '@/lib/api/user';
import { resetUserMocks } from '@/mocks/handlers/user';
import { mock, ok } from '@/mocks/mock';
import { createMockServer } from '@/mocks/node';
import { disabled, nav, renderWithApp, resetNav, type } from './helpers';

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
afterEach(() => {
  server.resetHandlers();
  vi.useRealTimers();
});
afterAll(() => server.close());

const qrBox = () => screen.getByTestId('login-qr');
const qrUrl = async () => {
  await waitFor(() => expect(qrBox().getAttribute('data-qr-url')).toMatch(/\/login\/weChatLogin\?scene=/));
  return qrBox().getAttribute('data-qr-url')!;
};
const ticketOf = (url: string) => new URL(url).searchParams.get('scene')!;

/** One second at a time, so each poll's answer is rendered before the next timer fires. */
async function seconds(n: number) {
  for (let i = 0; i < n; i += 1) await act(() => vi.advanceTimersByTimeAsync(1000));
}

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

  it('polls every second and shows the expiry mask with 刷新 after 60 s; 刷新 asks for a new QR', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let polls = 0;
    server.use(
      mock(user.wechatIsLogin, () => {
        polls += 1;
        return ok({ code: QR_STATE.waiting });
      }),
    );
    renderWithApp(<QrLogin onLogin={vi.fn()} />);
    const first = await qrUrl();
    await seconds(5);
    expect(polls).toBeGreaterThanOrEqual(4);
    expect(screen.queryByText('二维码已失效')).toBeNull();
    await seconds(55);
    expect(await screen.findByText('二维码已失效')).toBeTruthy();
    expect(qrBox().getAttribute('data-qr-state')).toBe('expired');
    // No more polling once expired.
    const after = polls;
    await seconds(3);
    expect(polls).toBe(after);

    fireEvent.click(screen.getByRole('button', { name: /刷\s*新/ }));
    await waitFor(() => expect(qrBox().getAttribute('data-qr-state')).toBe('active'));
    expect(await qrUrl()).not.toBe(first);
  });

  it('shows the bind-phone form on poll code 1 and logs in after binding a mobile', async () => {
    const onLogin = vi.fn();
    renderWithApp(<QrLogin onLogin={onLogin} />);
    const url = await qrUrl();
    await confirmSimulatedScene(browserApi, { scene_str: ticketOf(url), nickname: '新同学' });
    expect(await screen.findByText('新同学，扫码成功', {}, { timeout: 3000 })).toBeTruthy();
    expect(screen.getByTestId('bind-phone')).toBeTruthy();

    const send = screen.getByRole('button', { name: '获取验证码' });
    expect(disabled(send)).toBe(true);
    type('手机号', '13700137000');
    expect(disabled(send)).toBe(false); // no picture code in the bind form: the bind key is the proof
    fireEvent.click(send);
    expect(await screen.findByText('验证码发送成功')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: /绑定并登录/ }));
    expect(await screen.findByText('请输入手机验证码')).toBeTruthy();
    type('短信验证码', '123456');
    fireEvent.click(screen.getByRole('button', { name: /绑定并登录/ }));
    await waitFor(() => expect(onLogin).toHaveBeenCalledTimes(1));
    expect(screen.getByText('手机号绑定成功！')).toBeTruthy();
    expect(onLogin.mock.calls[0][0]).toEqual(expect.objectContaining({ token: expect.stringMatching(/^mock-token-/) }));
  });

  it('shows the SPEC §5 bind message for an invalid mobile', async () => {
    server.use(mock(user.wechatIsLogin, () => ok({ code: QR_STATE.scannedUnbound, key: 'k', nickname: null, avatar: null })));
    renderWithApp(<QrLogin onLogin={vi.fn()} />);
    expect(await screen.findByTestId('bind-phone', {}, { timeout: 3000 })).toBeTruthy();
    type('手机号', '1380013800');
    fireEvent.click(screen.getByRole('button', { name: /绑定并登录/ }));
    expect(await screen.findByText('请输入正确手机号')).toBeTruthy();
  });

  it('logs in on poll code 3 for a WeChat identity with a bound phone', async () => {
    const onLogin = vi.fn();
    renderWithApp(<QrLogin onLogin={onLogin} />);
    const url = await qrUrl();
    await confirmSimulatedScene(browserApi, { scene_str: ticketOf(url), nickname: '微信测试员' });
    await waitFor(() => expect(onLogin).toHaveBeenCalledTimes(1), { timeout: 3000 });
    expect(onLogin.mock.calls[0][0].userInfo.nickName).toBe('测试采购员');
  });

  it('sends a noBind_ token on to /register', async () => {
    server.use(mock(user.wechatIsLogin, () => ok({ code: QR_STATE.loggedIn, token: 'noBind_abc' })));
    const onLogin = vi.fn();
    renderWithApp(<QrLogin onLogin={onLogin} />);
    await waitFor(() => expect(nav.router.push).toHaveBeenCalledWith('/register?token=noBind_abc'), { timeout: 3000 });
    expect(onLogin).not.toHaveBeenCalled();
  });
});
