import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import Cookies from 'js-cookie';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import AccountManagement from '@/components/personal/org/AccountManagement';
import { resetOrgMocks, setMockOrgRole, setMockOrgStatus } from '@/mocks/handlers/org';
import { createMockServer } from '@/mocks/node';
import { AUTH_COOKIE } from '@/stores/auth';
import { renderWithApp } from '../catalogue/helpers';

const server = createMockServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  resetOrgMocks();
  Cookies.set(AUTH_COOKIE.token, 'mock-token-1-1');
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const show = () => renderWithApp(<QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}><AccountManagement /></QueryClientProvider>);
const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr') as HTMLElement;

describe('/personalCenter/accountManagement', () => {
  it('an admin sees the members, the join request first, and approves it with a role', async () => {
    show();
    expect(await screen.findByText('示例药物研究院')).toBeTruthy();
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(within(rows[0]).getByText('待审核')).toBeTruthy();
    expect(within(rows[0]).getByText('136****6000')).toBeTruthy();
    expect(screen.getByText('待审核的加入申请 1')).toBeTruthy();
    fireEvent.click(within(rows[0]).getByRole('button', { name: /通\s*过/ }));
    const approved = await rowOf('136****6000');
    await waitFor(() => expect(within(approved).getByText('正常')).toBeTruthy());
    expect(screen.queryByText('待审核的加入申请 1')).toBeNull();
  });

  it('adds a sub-account by mobile: a bad number is refused in Chinese, a good one joins the list', async () => {
    show();
    fireEvent.click(await screen.findByRole('button', { name: '新增子账号' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('手机号'), { target: { value: '12345' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await within(dialog).findByText('请输入正确的手机号码')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('手机号'), { target: { value: '13512345678' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    const added = await rowOf('135****5678');
    expect(within(added).getByText('正常')).toBeTruthy();
    // The same mobile again: the server's refusal is shown in the dialog.
    fireEvent.click(screen.getByRole('button', { name: '新增子账号' }));
    const again = await screen.findByRole('dialog');
    fireEvent.change(within(again).getByLabelText('手机号'), { target: { value: '13512345678' } });
    fireEvent.click(within(again).getByRole('button', { name: /确\s*定/ }));
    expect(await within(again).findByText('该手机号已是本机构成员')).toBeTruthy();
  });

  it('a member who is not an admin sees the active members read-only, with the reason', async () => {
    setMockOrgRole(1, 'buyer');
    show();
    expect(await screen.findByText('仅机构管理员可以新增、修改或停用子账号；以下为本机构成员。')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '新增子账号' })).toBeNull();
    expect(screen.queryByText('待审核')).toBeNull();
    expect(screen.queryByRole('button', { name: /停\s*用/ })).toBeNull();
  });

  it('a person without an organisation is told how to get one', async () => {
    setMockOrgRole(1, null);
    show();
    expect(await screen.findByText('您还没有所属机构。完成企业认证或加入已认证机构后，即可在此管理子账号。')).toBeTruthy();
    expect(screen.getByRole('link', { name: '去企业认证' }).getAttribute('href')).toBe('/personalCenter#enterprise');
  });
});

describe('/personalCenter/accountManagement before the enterprise verification is approved', () => {
  it.each([
    [1 as const, '企业认证通过后才能添加子账号（当前认证状态：审核中）'],
    [3 as const, '企业认证通过后才能添加子账号（当前认证状态：已驳回）'],
  ])('status %s: 新增子账号 is not offered, and the admin is told why', async (status, why) => {
    setMockOrgStatus(status, status === 3 ? '营业执照不清晰' : null);
    show();
    expect(await screen.findByText(why)).toBeTruthy();
    expect(screen.queryByRole('button', { name: '新增子账号' })).toBeNull();
  });
});
