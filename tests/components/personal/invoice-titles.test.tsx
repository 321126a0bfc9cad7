import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import Cookies from 'js-cookie';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import InvoiceTitles from '@/components/personal/InvoiceTitles';
import { resetAddressMocks } from '@/mocks/handlers/address';
import { createMockServer } from '@/mocks/node';
import { AUTH_COOKIE } from '@/stores/auth';
import { INVOICE_MSG } from '@/lib/validation';
import { renderWithApp } from '../catalogue/helpers';

const server = createMockServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  resetAddressMocks();
  Cookies.set(AUTH_COOKIE.token, 'mock-token-1-1');
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

async function fillSpecial(taxNo: string) {
  renderWithApp(<QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}><InvoiceTitles /></QueryClientProvider>);
  await screen.findByText('暂无发票抬头');
  fireEvent.click(screen.getByRole('button', { name: '新增发票抬头' }));
  const dialog = await screen.findByRole('dialog');
  fireEvent.click(within(dialog).getByLabelText('增值税专用发票'));
  const fill = (label: string, value: string) => fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
  fill('抬头名称', '某某化学试剂有限公司');
  fill('纳税人识别号', taxNo);
  fill('注册地址', '北京市东城区王府井大街1号');
  fill('注册电话', '010-12345678');
  fill('开户银行', '中国工商银行北京分行');
  fill('银行账号', '6222020200012345678');
  fireEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
  return dialog;
}

describe('invoice titles', () => {
  it('a special VAT title with a wrong check character is refused with the GB 32100 message', async () => {
    const dialog = await fillSpecial('91350100M000100Y44');
    expect(await within(dialog).findByText('纳税人识别号不正确（18位统一社会信用代码，校验位不符）')).toBeTruthy();
    expect(screen.getByText('暂无发票抬头')).toBeTruthy();
  });

  it('a special VAT title with a valid code is saved and listed as the default', async () => {
    await fillSpecial('91350100M000100Y43');
    const row = (await screen.findByText('91350100M000100Y43')).closest('tr') as HTMLElement;
    expect(within(row).getByText('增值税专用发票')).toBeTruthy();
    expect(within(row).getByText('默认')).toBeTruthy();
  });
});

describe('invoice title refusals', () => {
  it('a .net e-mail and an empty title are refused with their messages under the fields, nothing saved', async () => {
    renderWithApp(<QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}><InvoiceTitles /></QueryClientProvider>);
    await screen.findByText('暂无发票抬头');
    fireEvent.click(screen.getByRole('button', { name: '新增发票抬头' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('接收邮箱'), { target: { value: 'buyer@lab.net' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    expect(await within(dialog).findByText(INVOICE_MSG.emailPattern)).toBeTruthy();
    expect(within(dialog).getByText(INVOICE_MSG.titleRequired)).toBeTruthy();
    expect(screen.getByText('暂无发票抬头')).toBeTruthy();
  });
});
