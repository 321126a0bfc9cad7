import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import Cookies from 'js-cookie';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import Verification from '@/components/personal/Verification';
import { resetIdentityMocks, setIdentityMockCase } from '@/mocks/handlers/identity';
import { createMockServer } from '@/mocks/node';
import { AUTH_COOKIE } from '@/stores/auth';
import { renderWithApp } from '../catalogue/helpers';

const server = createMockServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  resetIdentityMocks();
  Cookies.set(AUTH_COOKIE.token, 'mock-token-1-1');
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46]);
const file = (bytes: Uint8Array, name: string, type: string) => new File([bytes as BlobPart], name, { type });

function show() {
  renderWithApp(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <Verification />
    </QueryClientProvider>,
  );
}
const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const pick = (label: string, f: File) => fireEvent.change(screen.getByLabelText(label), { target: { files: [f] } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: /提交认证/ }));

describe('the real-name verification form', () => {
  it('refuses a wrong check character and a picture that is not PNG or JPEG, in the form', async () => {
    show();
    await screen.findByRole('button', { name: /提交认证/ });
    fill('真实姓名', '王小明');
    fill('身份证号码', '310101200002290016');
    submit();
    expect(await screen.findByText('身份证号码校验位不正确，请核对后重新输入')).toBeTruthy();
    pick('身份证人像面', file(new TextEncoder().encode('GIF89a not allowed'), 'front.png', 'image/png'));
    expect(await screen.findByText('只能上传格式正确的图片')).toBeTruthy();
  });

  it('asks for both photos, then submits and shows the pending case masked', async () => {
    show();
    await screen.findByRole('button', { name: /提交认证/ });
    fill('真实姓名', '王小明');
    fill('身份证号码', '310101200002290015');
    submit();
    expect(await screen.findByText('请上传身份证人像面和国徽面照片')).toBeTruthy();
    pick('身份证人像面', file(PNG, 'front.png', 'image/png'));
    pick('身份证国徽面', file(JPEG, 'back.jpg', 'image/jpeg'));
    await waitFor(() => expect(screen.queryByText('选择图片')).toBeNull());
    submit();
    expect(await screen.findByText('实名认证审核中，通常 1 个工作日内完成')).toBeTruthy();
    expect(await screen.findByText('王*明')).toBeTruthy();
    expect(screen.getByText('3101**********0015')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /提交认证/ })).toBeNull();
  });

  it('shows the refusal reason and the form again after a rejection', async () => {
    setIdentityMockCase(1, 3, '照片模糊，请重新拍摄');
    show();
    expect(await screen.findByText('实名认证未通过：照片模糊，请重新拍摄。请修改后重新提交')).toBeTruthy();
    expect(screen.getByRole('button', { name: /提交认证/ })).toBeTruthy();
  });

  it('shows a verified buyer their masked identity', async () => {
    setIdentityMockCase(1, 2);
    show();
    expect(await screen.findByText('已完成实名认证')).toBeTruthy();
    expect(await screen.findByText('王*明')).toBeTruthy();
  });
});
