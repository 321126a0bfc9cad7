import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import Cookies from 'js-cookie';
import AfterSaleDetail from '@/components/aftersales/AfterSaleDetail';
import SimulatedPhone from '@/components/auth/SimulatedPhone';
import LotInfo from '@/components/catalogue/LotInfo';
import NewsList from '@/components/content/NewsList';
import CustomDetails from '@/components/custom/CustomDetails';
import InquiryDetail from '@/components/inquiry/InquiryDetail';
import InquiryList from '@/components/inquiry/InquiryList';
import SessionTable from '@/components/operator/SessionTable';
import OrderCenter from '@/components/orders/OrderCenter';
import OrderDetail from '@/components/orders/OrderDetail';
import SlipList from '@/components/payment/SlipList';
import Verification from '@/components/personal/Verification';
import VoucherSection from '@/components/settlement/VoucherSection';
import { custom } from '@/lib/api/contract/custom';
import type { SkuLots } from '@/lib/api/contract/lots';
import type { Settlement } from '@/lib/api/contract/order';
import { user } from '@/lib/api/contract/user';
import type { InquiryDetail as Inquiry } from '@/lib/api/contract/inquiry';
import { customRequestDetail, submitCustomRequest } from '@/lib/api/custom';
import { mockSkus } from '@/mocks/fixtures/cart';
import { resetAfterSaleMocks, seedCase } from '@/mocks/handlers/aftersale';
import { cartMockState, resetCartMocks } from '@/mocks/handlers/cart';
import { resetCustomMocks } from '@/mocks/handlers/custom';
import { resetIdentityMocks, setIdentityMockCase } from '@/mocks/handlers/identity';
import { resetOrderMocks, seedOrder } from '@/mocks/handlers/order';
import { mock, ok } from '@/mocks/mock';
import { createMockServer } from '@/mocks/node';
import { AUTH_COOKIE } from '@/stores/auth';
import { aspirinRequest, mockClient } from '../custom/helpers';
import { renderWithQuery, resetNavigation } from '../orders/helpers';

// The process runs in UTC, as a server or a CI machine often does: every page must still write China time.
vi.hoisted(() => {
  process.env.TZ = 'UTC';
});
vi.mock('next/navigation', async () => (await import('../orders/helpers')).navigation);

/** 05:05:09 UTC is 13:05:09 in China; 16:30 UTC on 31 December is already 1 January there. */
const NOW = '2026-11-23T05:05:09.000Z';
const NEW_YEAR = '2026-12-31T16:30:00.000Z';

const USER = 7;
const server = createMockServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(NOW));
  resetOrderMocks();
  resetAfterSaleMocks();
  resetCartMocks();
  resetCustomMocks();
  resetIdentityMocks();
  resetNavigation();
  Cookies.set(AUTH_COOKIE.token, `mock-token-${USER}-1`);
});
afterEach(() => {
  vi.useRealTimers();
  server.resetHandlers();
});
afterAll(() => server.close());

const [skuA] = mockSkus;

describe('times are China time on every page, whatever the machine’s zone', () => {
  it('runs in UTC', () => {
    expect(new Date(NOW).getHours()).toBe(5);
  });

  it('orders: the order list, the order page and its invoice', async () => {
    const o = seedOrder(USER, [{ skuId: skuA.skuId, num: 1 }], 'completed');
    o.invoice = { kind: 'company', kindText: '普通发票（单位）', title: '某某公司', taxNo: '', regAddress: '', regPhone: '', bankName: '', bankAccount: '', email: '', mailTo: null, status: 'issued', statusText: '已开票', invoiceNo: 'FP001', issuedAt: NEW_YEAR };
    const list = renderWithQuery(<OrderCenter />);
    expect(await screen.findByText(/2026-11-23 13:05:09/)).toBeTruthy();
    list.unmount();
    renderWithQuery(<OrderDetail id={o.id} />);
    expect((await screen.findAllByText(/2026-11-23 13:05:09/)).length).toBeGreaterThan(0);
    expect(screen.getByText('2027-01-01 00:30:00')).toBeTruthy();
  });

  it('payment: the bank-transfer slip’s upload time', () => {
    render(<SlipList orderId={1} slips={[{ id: 1, name: '回单.png', mime: 'image/png', size: 2048, uploadedAt: NOW }]} />);
    expect(screen.getByText('2026-11-23 13:05:09')).toBeTruthy();
  });

  it('real-name verification: the submission time', async () => {
    setIdentityMockCase(USER, 1);
    renderWithQuery(<Verification />);
    expect(await screen.findByText('2026-11-23 13:05:09')).toBeTruthy();
  });

  it('inquiries: the list and the inquiry page', async () => {
    const row: Inquiry = {
      id: 801,
      status: 'quoted',
      statusText: '已报价',
      contact: '张三',
      company: '',
      phone: '13800000000',
      note: '',
      lineCount: 1,
      totalNum: 1,
      quotedTotal: skuA.price,
      createdAt: NOW,
      quotedAt: NEW_YEAR,
      quoteNote: null,
      closedAt: null,
      lines: [{ id: 802, skuId: skuA.skuId, productId: skuA.productId, code: 'RM-0001', name: skuA.name, cas: '50-78-2', pack: skuA.pack, imgUrl: skuA.imgUrl, num: 1, listPrice: skuA.price, quotedPrice: skuA.price, leadDays: 3 }],
    };
    cartMockState(USER).inquiries.push(row);
    const list = renderWithQuery(<InquiryList />);
    expect(await screen.findByText('2026-11-23 13:05')).toBeTruthy();
    list.unmount();
    renderWithQuery(<InquiryDetail id={801} />);
    expect(await screen.findByText('2026-11-23 13:05')).toBeTruthy();
    expect(screen.getByText('2027-01-01 00:30')).toBeTruthy();
  });

  it('after-sales: the case, its progress and its messages', async () => {
    const o = seedOrder(USER, [{ skuId: skuA.skuId, num: 1 }], 'completed');
    const c = seedCase(USER, o.id, o.lines[0].id, { messages: [{ actor: 'operator', actorText: '客服', content: '已收到', at: NEW_YEAR }] });
    renderWithQuery(<AfterSaleDetail id={c.id} />);
    expect((await screen.findAllByText('2026-11-23 13:05:09')).length).toBeGreaterThan(0);
    expect(screen.getByText('2027-01-01 00:30:00')).toBeTruthy();
  });

  it('custom synthesis: the request’s progress', async () => {
    const { id } = await submitCustomRequest(mockClient(USER), aspirinRequest());
    const request = await customRequestDetail(mockClient(USER), id);
    server.use(mock(custom.detail, () => ok({ ...request, events: [{ id: 1, text: '已报价', createdAt: NEW_YEAR }] })));
    renderWithQuery(<CustomDetails id={id} />);
    expect(await screen.findByText('2027-01-01 00:30:00 已报价')).toBeTruthy();
  });

  it('settlement: a voucher’s last day', () => {
    const settlement = { vouchers: [{ id: 1, name: '新客券', face: 1000, minOrder: 0, expiresAt: NEW_YEAR, applicable: true, reason: '' }] } as unknown as Settlement;
    render(<VoucherSection settlement={settlement} value={undefined} onChange={() => {}} />);
    expect(screen.getByText(/有效期至 2027-01-01/)).toBeTruthy();
  });

  it('news: the publication day', () => {
    render(<NewsList items={[{ id: 1, category: 'industry', categoryName: '行业资讯', title: '新年公告', summary: '', source: null, author: '编辑部', publishedAt: NEW_YEAR }] as never} />);
    expect(screen.getByText('2027-01-01')).toBeTruthy();
  });

  it('QR login on the simulated phone: when the code runs out', async () => {
    server.use(mock(user.wechatSimulateScene, () => ok({ status: 'waiting' as const, expiresAt: NOW })));
    render(<SimulatedPhone scene="s1" />);
    expect(await screen.findByText('二维码有效期至 13:05:09')).toBeTruthy();
  });

  it('console: staff sessions', () => {
    render(<SessionTable rows={[{ id: 1, staffId: 1, staffName: '王运营', createdAt: NOW, lastSeenAt: NOW, expiresAt: NEW_YEAR, ip: null, userAgent: null }]} loading={false} showStaff onRevoke={async () => {}} />);
    const row = screen.getByRole('row', { name: /王运营/ });
    expect(within(row).getAllByText('2026-11-23 13:05')).toHaveLength(2);
    expect(within(row).getByText('2027-01-01 00:30')).toBeTruthy();
  });
});

describe('calendar days stay the day stored', () => {
  const lots = (): SkuLots => ({ skuId: 1, onSale: { lotNo: 'L2505', manufacturedOn: '2025-06-01', expiryKind: 'expiry', expiresOn: '2027-05-31', certified: null }, warehouses: [] });

  for (const zone of ['UTC', 'America/Los_Angeles', 'Asia/Shanghai', 'Pacific/Kiritimati']) {
    it(`a lot’s dates in ${zone}`, () => {
      process.env.TZ = zone;
      try {
        render(<LotInfo lots={lots()} />);
        expect(screen.getByText('2027-05-31')).toBeTruthy();
        expect(screen.getByText('2025-06-01')).toBeTruthy();
      } finally {
        process.env.TZ = 'UTC';
      }
    });
  }
});
