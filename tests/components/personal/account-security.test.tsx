import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import Cookies from 'js-cookie';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import AccountSecurity from '@/components/personal/security/AccountSecurity';
import { deviceName } from '@/components/personal/security/device';
import { avatarSrc } from '@/lib/api/security';
import type { SecurityOverview } from '@/lib/api/contract/security';
import { MSG, SECURITY_MSG } from '@/lib/messages';
import { EMAIL_MSG, IMAGE_UPLOAD_MSG, RULE_MSG } from '@/lib/validation';
import { MOCK_PASSWORD } from '@/mocks/fixtures/user';
import { resetUserMocks } from '@/mocks/handlers/user';
import { resetIdentityMocks, setIdentityMockCase } from '@/mocks/handlers/identity';
import { createMockServer } from '@/mocks/node';
import { AUTH_COOKIE } from '@/stores/auth';
import { renderWithApp } from '../catalogue/helpers';

vi.mock('next/navigation', () => ({ useRouter: () => ({ push: vi.fn(), replace: vi.fn(), refresh: vi.fn() }), usePathname: () => '/personalCenter/accountSecurity' }));
vi.setConfig({ testTimeout: 30_000 });

const server = createMockServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  resetUserMocks();
  resetIdentityMocks();
  // The fixture buyer (13800138000) is verified; 13900139000 has no case.
  setIdentityMockCase(1, 2);
});
afterEach(() => {
  server.resetHandlers();
  Cookies.remove(AUTH_COOKIE.token);
});
afterAll(() => server.close());

const API = 'http://localhost:3000/api/mall/user/api';
const post = (path: string, body: object, token?: string) =>
  fetch(`${API}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...(token ? { token } : {}) }, body: JSON.stringify(body) }).then((r) => r.json());

/** Logs a fixture user in through the mock API and renders the page with its overview, as the server page does. */
async function show(mobile: string) {
  const login = await post('/loginAndRegister/msgCodeLogin', { mobile, msgCode: '123456' });
  Cookies.set(AUTH_COOKIE.token, login.data.token);
  const overview = await fetch(`${API}/userInfo/security/overview`, { headers: { token: login.data.token } }).then((r) => r.json());
  renderWithApp(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <AccountSecurity initial={overview.data as SecurityOverview} />
    </QueryClientProvider>,
  );
  return login.data.token as string;
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const find = (text: string | RegExp) => screen.findByText(text, {}, { timeout: 5000 });
const row = (title: string) => screen.getByText(title, { selector: 'strong' }).closest('li')!;
const dialog = () => screen.getByRole('dialog');
/** antd puts a space between two Chinese characters of a button (确 定). */
/** A button that was busy may keep antd's spinner (named "loading") in happy-dom: match the text part. */
const okButton = () => within(dialog()).getByRole('button', { name: /确\s?定/ });

describe('/personalCenter/accountSecurity', () => {
  it('tells a user registered by SMS the level 低 and what is missing, with 设置 / 绑定 / 去认证 actions', async () => {
    await show('13900139000');
    expect(screen.getByText('低')).toBeTruthy();
    expect(screen.getByText(SECURITY_MSG.levelHint('登录密码、邮箱绑定、实名认证'))).toBeTruthy();
    expect(within(row('登录密码')).getByRole('button', { name: /设\s?置/ })).toBeTruthy();
    expect(within(row('邮箱绑定')).getByRole('button', { name: /绑\s?定/ })).toBeTruthy();
    expect(within(row('实名认证')).getByRole('link', { name: '去认证' }).getAttribute('href')).toBe('/personalCenter?needAuthentication=1');
    expect(await find('当前设备')).toBeTruthy();
  });

  it('says 审核中 while the real-name verification is pending, with no 去认证; a refused one offers 重新认证', async () => {
    setIdentityMockCase(2, 1);
    await show('13900139000');
    expect(within(row('实名认证')).getByText('实名认证审核中，通常 1 个工作日内完成')).toBeTruthy();
    expect(within(row('实名认证')).getByText('审核中')).toBeTruthy();
    expect(within(row('实名认证')).queryByRole('link')).toBeNull();
    expect(screen.queryByText('未完成实名认证')).toBeNull();
    cleanup();
    setIdentityMockCase(2, 3, '照片模糊');
    await show('13900139000');
    expect(within(row('实名认证')).getByText('实名认证未通过，请修改后重新提交')).toBeTruthy();
    expect(within(row('实名认证')).getByRole('link', { name: '重新认证' }).getAttribute('href')).toBe('/personalCenter?needAuthentication=1');
  });

  it('password change: required fields, the new-password rule and the confirmation are checked before sending; a wrong old password is refused', async () => {
    await show('13800138000');
    expect(screen.getByText('高')).toBeTruthy();
    fireEvent.click(within(row('登录密码')).getByRole('button', { name: /修\s?改/ }));
    await find(SECURITY_MSG.passwordChange);
    fireEvent.click(okButton());
    expect(await find(SECURITY_MSG.oldPasswordRequired)).toBeTruthy();
    expect(screen.getByText(MSG.confirmPasswordRequired)).toBeTruthy();
    type(SECURITY_MSG.oldPasswordLabel, 'wrong-one1');
    type(SECURITY_MSG.newPasswordLabel, 'short');
    type(MSG.confirmPasswordLabel, 'short');
    fireEvent.click(okButton());
    expect(await find(MSG.passwordRule)).toBeTruthy();
    type(SECURITY_MSG.newPasswordLabel, 'Better2025');
    type(MSG.confirmPasswordLabel, 'Better2026');
    fireEvent.click(okButton());
    expect(await find(MSG.passwordMismatch)).toBeTruthy();
    type(MSG.confirmPasswordLabel, 'Better2025');
    fireEvent.click(okButton());
    expect(await find('原密码错误')).toBeTruthy();
    type(SECURITY_MSG.oldPasswordLabel, MOCK_PASSWORD);
    fireEvent.click(okButton());
    expect(await find(SECURITY_MSG.passwordChanged)).toBeTruthy();
  });

  it('e-mail binding: 获取验证码 with a .net address says it takes .com / .cn only, the code must be 6 digits, then the address is bound', async () => {
    await show('13900139000');
    fireEvent.click(within(row('邮箱绑定')).getByRole('button', { name: /绑\s?定/ }));
    await screen.findByLabelText(SECURITY_MSG.emailLabel, {}, { timeout: 5000 });
    const send = within(dialog()).getByRole('button', { name: '获取验证码' });
    fireEvent.click(send);
    expect(await find(EMAIL_MSG.required)).toBeTruthy();
    type(SECURITY_MSG.emailLabel, 'buyer@lab.net');
    expect((send as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(send);
    const message = await find(EMAIL_MSG.pattern);
    expect(message.getAttribute('role')).toBe('alert');
    expect(screen.getByLabelText(SECURITY_MSG.emailLabel).getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByText(SECURITY_MSG.emailSent)).toBeNull();
    type(SECURITY_MSG.emailLabel, 'buyer@lab.org');
    fireEvent.click(okButton());
    expect(await find(EMAIL_MSG.codeRequired)).toBeTruthy();
    expect(screen.getByText(EMAIL_MSG.pattern)).toBeTruthy();
    type(SECURITY_MSG.emailLabel, 'buyer@lab.cn');
    fireEvent.click(send);
    expect(await find(SECURITY_MSG.emailSent)).toBeTruthy();
    type(SECURITY_MSG.emailCodeLabel, '12a');
    fireEvent.click(okButton());
    expect(await find(EMAIL_MSG.codePattern)).toBeTruthy();
    type(SECURITY_MSG.emailCodeLabel, '123456');
    fireEvent.click(okButton());
    expect(await find(SECURITY_MSG.emailBound)).toBeTruthy();
    await waitFor(() => expect(within(row('邮箱绑定')).getByText('已绑定 buyer@lab.cn')).toBeTruthy(), { timeout: 5000 });
  });

  it('phone change: the old number first (its masked number shown), then a new number that must be valid', async () => {
    await show('13900139000');
    fireEvent.click(within(row('手机绑定')).getByRole('button', { name: /修\s?改/ }));
    expect(await find(SECURITY_MSG.phoneOldNote('139****9000'))).toBeTruthy();
    // 获取验证码 without a picture code says so instead of doing nothing.
    fireEvent.click(within(dialog()).getByRole('button', { name: '获取验证码' }));
    expect(await find(RULE_MSG.imgCode)).toBeTruthy();
    fireEvent.click(within(dialog()).getByRole('button', { name: /下一步/ }));
    expect(await find(RULE_MSG.smsRequired)).toBeTruthy();
    type('短信验证码', '123456');
    fireEvent.click(within(dialog()).getByRole('button', { name: /下一步/ }));
    await screen.findByText(SECURITY_MSG.phoneStepNew, {}, { timeout: 5000 });
    await screen.findByLabelText('手机号', {}, { timeout: 5000 });
    type('手机号', '1380013');
    fireEvent.click(within(dialog()).getByRole('button', { name: '获取验证码' }));
    expect(await find(RULE_MSG.mobilePattern)).toBeTruthy();
    expect(screen.getByText(RULE_MSG.imgCode)).toBeTruthy();
    type('手机号', '');
    expect(await find(RULE_MSG.mobileRequired)).toBeTruthy();
    type('手机号', '1380013');
    fireEvent.click(okButton());
    expect(await find(RULE_MSG.mobilePattern)).toBeTruthy();
  });

  it('avatar: a file that is not PNG/JPEG, or over 3 MB, is refused before upload with the §5 messages', async () => {
    await show('13900139000');
    const input = screen.getByLabelText(SECURITY_MSG.avatarUpload) as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['GIF89a'], 'a.gif', { type: 'image/gif' })] } });
    expect(await find(IMAGE_UPLOAD_MSG.badType)).toBeTruthy();
    fireEvent.change(input, { target: { files: [new File([new Uint8Array(3 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' })] } });
    expect(await find(IMAGE_UPLOAD_MSG.tooLarge(3))).toBeTruthy();
    const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    fireEvent.change(input, { target: { files: [new File([png], 'me.png', { type: 'image/png' })] } });
    expect(await find(SECURITY_MSG.avatarSaved)).toBeTruthy();
  });
});

describe('avatar address and device names', () => {
  it('puts the API base before an uploaded avatar, keeps a WeChat one, and names browsers and systems', () => {
    expect(avatarSrc('/mall/user/api/public/avatar/0123456789abcdef0123456789abcdef.png')).toBe('/api/mall/user/api/public/avatar/0123456789abcdef0123456789abcdef.png');
    expect(avatarSrc('https://thirdwx.qlogo.cn/mmopen/abc/132')).toBe('https://thirdwx.qlogo.cn/mmopen/abc/132');
    expect(avatarSrc(null)).toBeNull();
    expect(deviceName('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36 Edg/130.0')).toBe('Edge · Windows');
    expect(deviceName('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 MicroMessenger/8.0')).toBe('微信 · iOS');
    expect(deviceName('curl/8.0')).toBeNull();
  });
});
