import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import Cookies from 'js-cookie';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import EnterpriseCard from '@/components/personal/org/EnterpriseCard';
import { resetOrgMocks, setMockOrgRole } from '@/mocks/handlers/org';
import { createMockServer } from '@/mocks/node';
import { AUTH_COOKIE } from '@/stores/auth';
import { renderWithApp } from '../catalogue/helpers';

vi.mock('next/navigation', async () => {
  const { nav } = await import('../catalogue/helpers');
  return { useRouter: () => nav.router, usePathname: () => nav.pathname };
});

const server = createMockServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  resetOrgMocks();
  Cookies.set(AUTH_COOKIE.token, 'mock-token-1-1');
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const show = () => renderWithApp(<QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}><EnterpriseCard /></QueryClientProvider>);

describe('enterprise verification card', () => {
  it('shows the current organisation, its status and the role, with the way to account management', async () => {
    show();
    expect(await screen.findByText('企业已认证')).toBeTruthy();
    expect(screen.getByText('示例药物研究院')).toBeTruthy();
    expect(screen.getByText('管理员')).toBeTruthy();
    expect(screen.getByRole('link', { name: '账号管理' }).getAttribute('href')).toBe('/personalCenter/accountManagement');
  });

  it('a 仅查看 member is told they cannot order', async () => {
    setMockOrgRole(1, 'viewer');
    show();
    expect(await screen.findByText('您的角色为“仅查看”，不能下单；如需采购请联系机构管理员')).toBeTruthy();
  });

  it('without an organisation: the certification form checks the credit code before sending', async () => {
    setMockOrgRole(1, null);
    show();
    expect(await screen.findByText('您还没有所属机构')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('企业名称'), { target: { value: '某某检测有限公司' } });
    fireEvent.change(screen.getByLabelText('统一社会信用代码'), { target: { value: '91110108MA01A2B3CA' } });
    fireEvent.change(screen.getByLabelText('法定代表人'), { target: { value: '张三' } });
    fireEvent.click(screen.getByRole('button', { name: /提\s*交\s*认\s*证/ }));
    expect(await screen.findByText('统一社会信用代码不正确（18位，校验位不符）')).toBeTruthy();
  });
});
