import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import Cookies from 'js-cookie';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import AddressBook from '@/components/personal/AddressBook';
import { resetAddressMocks } from '@/mocks/handlers/address';
import { createMockServer } from '@/mocks/node';
import { AUTH_COOKIE } from '@/stores/auth';
import { renderWithApp } from '../catalogue/helpers';
import { pick } from './regions';

const server = createMockServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  resetAddressMocks();
  Cookies.set(AUTH_COOKIE.token, 'mock-token-1-1');
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const renderBook = () => renderWithApp(<QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}><AddressBook book="receiving" /></QueryClientProvider>);

async function openForm() {
  renderBook();
  await screen.findByText('已保存0个地址，最多保存20个地址');
  fireEvent.click(screen.getByRole('button', { name: '新增地址' }));
  return screen.findByRole('dialog');
}

describe('receiving addresses', () => {
  it('adds an address through the 省/市/区 cascade and lists it as the default', async () => {
    const dialog = await openForm();
    fireEvent.change(within(dialog).getByLabelText('收货人'), { target: { value: '张三' } });
    fireEvent.change(within(dialog).getByLabelText('手机号码'), { target: { value: '13800138000' } });
    await pick('省', '北京市');
    await pick('市', '北京市');
    await pick('区/县', '东城区');
    fireEvent.change(within(dialog).getByLabelText('详细地址'), { target: { value: '王府井大街1号' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    const row = (await screen.findByText('王府井大街1号')).closest('tr') as HTMLElement;
    expect(within(row).getByText('北京市 北京市 东城区')).toBeTruthy();
    expect(within(row).getByText('默认')).toBeTruthy();
    expect(screen.getByText('已保存1个地址，最多保存20个地址')).toBeTruthy();
  });

  it('a bad mobile shows 手机号码格式不正确 and saves nothing', async () => {
    const dialog = await openForm();
    fireEvent.change(within(dialog).getByLabelText('手机号码'), { target: { value: '23800138000' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    expect(await within(dialog).findByText('手机号码格式不正确')).toBeTruthy();
    expect(screen.getByText('已保存0个地址，最多保存20个地址')).toBeTruthy();
  });
});
