import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import Cookies from 'js-cookie';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import AccountingPeriod from '@/components/personal/AccountingPeriod';
import { resetCreditMocks, seedMockBill, setMockCreditLine } from '@/mocks/handlers/credit-state';
import { createMockServer } from '@/mocks/node';
import { AUTH_COOKIE } from '@/stores/auth';
import { renderWithApp } from '../catalogue/helpers';

const server = createMockServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  resetCreditMocks();
  Cookies.set(AUTH_COOKIE.token, 'mock-token-4-1');
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const show = () => renderWithApp(<QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}><AccountingPeriod /></QueryClientProvider>);
const fact = (label: string) => screen.getByText(label).nextElementSibling?.textContent;

describe('/personalCenter/accountingPeriod', () => {
  it('a buyer without a line is told how to get one', async () => {
    show();
    expect(await screen.findByText('您尚未开通账期支付')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows the line, used, available, term, what is owed, and the bills (overdue marked)', async () => {
    setMockCreditLine(4, { limit: 5_000_000, termDays: 30 });
    seedMockBill(4, { orderId: 91, orderNo: '26112500000091', amount: 128_000, dueInDays: 12 });
    seedMockBill(4, { orderId: 92, orderNo: '26112500000092', amount: 56_050, dueInDays: -3 });
    seedMockBill(4, { orderId: 93, orderNo: '26112500000093', amount: 20_000, dueInDays: -40, settled: true });
    show();
    expect(await screen.findByText('我的账期')).toBeTruthy();
    expect(fact('授信额度')).toBe('¥50,000.00');
    expect(fact('已用额度')).toBe('¥1,840.50');
    expect(fact('可用额度')).toBe('¥48,159.50');
    expect(fact('账期')).toBe('30 天');
    expect(screen.getByText('您有 1 笔账单已逾期，共 ¥560.50：还清前不能使用账期支付')).toBeTruthy();
    expect(screen.getByText('待还款 1 笔，共 ¥1,280.00')).toBeTruthy();

    const table = await screen.findByRole('table');
    const rows = await within(table).findAllByRole('row');
    // Header, then open bills by due date (the overdue one first), then the settled one.
    expect(rows.slice(1).map((r) => within(r).getAllByRole('cell')[0].textContent)).toEqual(['ZQ26112500000092', 'ZQ26112500000091', 'ZQ26112500000093']);
    expect(within(rows[1]).getByText('已逾期')).toBeTruthy();
    expect(within(rows[2]).getByText('待还款')).toBeTruthy();
    expect(within(rows[3]).getByText('已还清')).toBeTruthy();
    expect(within(rows[3]).queryByRole('button', { name: /还款/ })).toBeNull();
    expect(within(rows[1]).getByRole('link', { name: '26112500000092' }).getAttribute('href')).toBe('/orderCenter/orderDetaile?id=92');
  });

  it('filters by state, and pages the bills', async () => {
    setMockCreditLine(4, { limit: 50_000_000, termDays: 60 });
    for (let i = 0; i < 12; i++) seedMockBill(4, { orderId: 100 + i, orderNo: `261125000001${String(i).padStart(2, '0')}`, amount: 10_000, dueInDays: 5 + i });
    seedMockBill(4, { orderId: 200, orderNo: '26112500000200', amount: 9_900, dueInDays: -1 });
    show();
    const table = await screen.findByRole('table');
    expect(await within(table).findByText('ZQ26112500000200')).toBeTruthy();
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    fireEvent.click(screen.getByRole('listitem', { name: '2' }));
    expect(await within(table).findByText('ZQ26112500000111')).toBeTruthy();
    expect(within(table).getAllByRole('row')).toHaveLength(4);

    fireEvent.click(screen.getByRole('tab', { name: '已逾期' }));
    expect(await within(table).findByText('ZQ26112500000200')).toBeTruthy();
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    fireEvent.click(screen.getByRole('tab', { name: '已还清' }));
    expect(await within(table).findByText('暂无账单')).toBeTruthy();
  });

  it('还款 shows the account, the amount owed and the bill number to quote', async () => {
    setMockCreditLine(4, { limit: 5_000_000, termDays: 30 });
    seedMockBill(4, { orderId: 91, orderNo: '26112500000091', amount: 128_000, repaid: 28_000, dueInDays: 12 });
    show();
    fireEvent.click(await screen.findByRole('button', { name: '还款 ZQ26112500000091' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('账单 ZQ26112500000091 还款')).toBeTruthy();
    expect(within(dialog).getByText('¥1,000.00')).toBeTruthy();
    expect(within(dialog).getByText('付款备注：账单号 ZQ26112500000091')).toBeTruthy();
    expect(within(dialog).getByText('0000 0000 0000 0000')).toBeTruthy();
  });
});
