import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import ConsoleRoot from '@/components/operator/ConsoleRoot';
import AuditLog from '@/components/operator/staff/AuditLog';
import StaffList from '@/components/operator/staff/StaffList';
import { staff } from '@/lib/api/contract/staff';
import { createMockServer } from '@/mocks/node';
import { useStaffSession } from '@/stores/staff-session';
import { spyOn } from '../auth/helpers';
import { mockAdminLogin, resetNav } from './helpers';

vi.mock('next/navigation', async () => (await import('./helpers')).navigationMock());
vi.mock('@refinedev/nextjs-router/app', async () => (await import('./helpers')).refineRouterMock());

const server = createMockServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(async () => {
  useStaffSession.getState().clear();
  useStaffSession.getState().signIn(await mockAdminLogin());
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('员工', () => {
  it('creates a member and shows the one-time enrolment link; the list then shows them as 待开通', async () => {
    resetNav('/operator/staff');
    render(
      <ConsoleRoot>
        <StaffList />
      </ConsoleRoot>,
    );
    await screen.findByText('演示管理员');
    fireEvent.click(screen.getByRole('button', { name: /新建员工/ }));
    type('姓名', '李客服');
    type('手机号', '13700137201');
    fireEvent.click(await screen.findByRole('checkbox', { name: '客户服务组' }));
    fireEvent.click(screen.getByRole('button', { name: '创建并生成开通链接' }));
    const link = await screen.findByText(/\/operator\/enrol\?token=mock-enrol-/);
    expect(link.closest('.ant-modal')!.textContent).toContain('李客服 的开通链接');
    const row = (await screen.findByText('李客服')).closest('tr')!;
    expect(within(row).getByText('待开通')).toBeTruthy();
    expect(within(row).getByText('客户服务组')).toBeTruthy();
  });

  it('asks for a mobile or an e-mail before sending', async () => {
    const creates = spyOn(staff.staffCreate);
    server.use(creates.handler);
    resetNav('/operator/staff');
    render(
      <ConsoleRoot>
        <StaffList />
      </ConsoleRoot>,
    );
    await screen.findByText('演示管理员');
    fireEvent.click(screen.getByRole('button', { name: /新建员工/ }));
    type('姓名', '没有账号');
    fireEvent.click(screen.getByRole('button', { name: '创建并生成开通链接' }));
    await screen.findByText('请填写手机号或邮箱');
    expect(creates.seen).toEqual([]);
  });
});

describe('审计日志', () => {
  it('sends the filters as the query, pages from the API, and exports the CSV of the same filters', async () => {
    const lists = spyOn(staff.auditList);
    const exports = spyOn(staff.auditExport);
    server.use(lists.handler, exports.handler);
    const saved: Blob[] = [];
    URL.createObjectURL = (b: Blob) => (saved.push(b), 'blob:audit');
    URL.revokeObjectURL = () => undefined;
    resetNav('/operator/staff/audit');
    render(
      <ConsoleRoot>
        <AuditLog />
      </ConsoleRoot>,
    );
    await screen.findAllByText('staff.login');
    type('操作人', '演示');
    fireEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
    await waitFor(() => expect(lists.seen.at(-1)).toEqual({ actor: '演示' }));
    fireEvent.click(screen.getByRole('button', { name: /导出 CSV/ }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(exports.seen).toEqual([{ actor: '演示' }]);
    expect(await saved[0].text()).toContain('staff.login');
  });
});
