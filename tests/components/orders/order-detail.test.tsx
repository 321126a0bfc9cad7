import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import Cookies from 'js-cookie';
import OrderDetail from '@/components/orders/OrderDetail';
import { formatPrice } from '@/components/orders/format';
import { lotCoaUrl } from '@/lib/api/contract/documents';
import { ACTOR_TEXT, ORDER_STATUS_TEXT } from '@/lib/api/contract/order';
import { mockSkus } from '@/mocks/fixtures/cart';
import { resetOrderMocks, seedOrder } from '@/mocks/handlers/order';
import { createMockServer } from '@/mocks/node';
import { AUTH_COOKIE } from '@/stores/auth';
import { renderWithQuery, resetNavigation } from './helpers';

vi.mock('next/navigation', async () => (await import('./helpers')).navigation);

const USER = 7;
const server = createMockServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  resetOrderMocks();
  resetNavigation('/orderCenter/orderDetaile');
  Cookies.set(AUTH_COOKIE.token, `mock-token-${USER}-1`);
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const [skuA, skuB] = mockSkus.filter((s, i, all) => all.findIndex((t) => t.productId === s.productId) === i);
const block = (name: string) => screen.getByRole('region', { name });
/** The value next to a label in one of the info blocks. */
const fact = (blockName: string, label: string) => within(block(blockName)).getByText(label).nextElementSibling?.textContent;

/** A shipped order with a paper VAT invoice already issued and lot numbers, as the operator leaves it. */
function shippedWithInvoice() {
  const o = seedOrder(USER, [{ skuId: skuA.skuId, num: 3 }, { skuId: skuB.skuId, num: 1 }], 'shipped');
  o.lines[0] = { ...o.lines[0], fromStock: 1, deliveryDays: 7, lotNo: 'L20260101' };
  // Shipping found no lot on record for the second line (an operator's backend that does not send lots).
  o.lines[1] = { ...o.lines[1], lotNo: null, lots: [] };
  o.invoice = {
    kind: 'special',
    kindText: '增值税专用发票',
    title: '上海某某检测技术有限公司',
    taxNo: '91350100M000100Y43',
    regAddress: '上海市浦东新区1号',
    regPhone: '021-12345678',
    bankName: '招商银行',
    bankAccount: '6225880000000000',
    email: '',
    mailTo: { consignee: '李四', mobile: '13900139000', provinceId: 310000, cityId: 310100, districtId: 310115, provinceName: '上海市', cityName: '上海市', districtName: '浦东新区', detail: '财务部' },
    status: 'issued',
    statusText: '已开票',
    invoiceNo: '12345678',
    issuedAt: '2026-01-02T02:00:00.000Z',
  };
  o.events.push({ fromStatus: 'to_ship', toStatus: 'shipped', toStatusText: ORDER_STATUS_TEXT.shipped, actor: 'operator', actorText: ACTOR_TEXT.operator, note: '顺丰速运 SF1234567890', at: '2026-01-02T01:00:00.000Z' });
  o.shippedAt = '2026-01-02T01:00:00.000Z';
  Object.assign(o, { payMethod: 'sandbox', paidAt: '2026-01-01T08:30:00.000Z' });
  return o;
}

describe("an order's page", () => {
  it('shows the timeline, address, issued invoice with its posting address, tracking, lines with lots and the amounts', async () => {
    const o = shippedWithInvoice();
    renderWithQuery(<OrderDetail id={o.id} />);

    expect(await screen.findByRole('heading', { name: '订单详情' })).toBeTruthy();
    expect(screen.getByText(o.orderNo)).toBeTruthy();
    expect(within(screen.getByRole('status', { name: '订单状态' })).getByText('已发货')).toBeTruthy();

    const steps = within(screen.getByRole('region', { name: '订单跟踪' })).getAllByRole('listitem');
    expect(steps).toHaveLength(o.events.length);
    expect(steps[0].textContent).toBe('2026-01-02 09:00:00已发货操作人：商城顺丰速运 SF1234567890');
    expect(steps.at(-1)?.textContent).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}待付款操作人：买家提交订单$/);

    expect(fact('收货信息', '收货人')).toBe(o.address.consignee);
    expect(fact('收货信息', '收货地址')).toBe('北京市 北京市 东城区 王府井大街1号');
    expect(fact('发票信息', '发票类型')).toBe('增值税专用发票');
    expect(fact('发票信息', '税号')).toBe('91350100M000100Y43');
    expect(fact('发票信息', '开票状态')).toBe('已开票');
    expect(fact('发票信息', '发票号码')).toBe('12345678');
    expect(fact('发票信息', '邮寄地址')).toBe('李四 13900139000 上海市 上海市 浦东新区 财务部');
    expect(within(block('发票信息')).queryByText('接收邮箱')).toBeNull();
    expect(fact('物流信息', '承运商')).toBe('顺丰速运');
    expect(fact('物流信息', '运单号')).toBe('SF1234567890');
    expect(fact('物流信息', '发货时间')).toBe('2026-01-02 09:00:00');
    expect(fact('支付信息', '支付方式')).toBe('沙箱支付（演示）');
    expect(fact('支付信息', '支付时间')).toBe('2026-01-01 16:30:00');

    const rows = within(screen.getByRole('region', { name: '商品清单' })).getAllByRole('row');
    expect(within(rows[0]).getByRole('columnheader', { name: '批号' })).toBeTruthy();
    expect(rows[1].textContent).toContain(skuA.name);
    expect(rows[1].textContent).toContain(`货号：${skuA.code}　CAS号：${skuA.cas}`);
    expect(within(rows[1]).getByText('现货 1')).toBeTruthy();
    expect(within(rows[1]).getByText('订货 2（约7个工作日）')).toBeTruthy();
    expect(within(rows[1]).getByText('L20260101')).toBeTruthy();
    expect(within(rows[1]).getByText(formatPrice(skuA.price * 3))).toBeTruthy();
    expect(within(rows[2]).getByText('—')).toBeTruthy();
  });

  it('lists every lot of a line that shipping took from several lots', async () => {
    const o = seedOrder(USER, [{ skuId: skuA.skuId, num: 3 }], 'shipped');
    const lot = { expiryKind: 'retest' as const, expiresOn: '2030-01-01' };
    o.lines[0] = { ...o.lines[0], lotNo: '2025G03', lots: [{ ...lot, lotNo: '2025G03', warehouse: '北京仓', quantity: 2 }, { ...lot, lotNo: '2026A13', warehouse: '上海仓', quantity: 1 }] };
    renderWithQuery(<OrderDetail id={o.id} />);
    const rows = within(await screen.findByRole('region', { name: '商品清单' })).getAllByRole('row');
    expect(within(rows[1]).getByText('2025G03 × 2（北京仓）')).toBeTruthy();
    expect(within(rows[1]).getByText('2026A13 × 1（上海仓）')).toBeTruthy();
    // Each shipped lot links its certificate (an upload, else the one the shop generates).
    for (const lotNo of ['2025G03', '2026A13']) {
      expect(within(rows[1]).getByRole('link', { name: `下载批号 ${lotNo} 的分析证书（COA）` }).getAttribute('href')).toBe(`/api${lotCoaUrl(o.lines[0].productId, lotNo)}`);
    }
    expect(screen.getByText('商品金额').nextElementSibling?.textContent).toBe(formatPrice(o.goods));
    expect(screen.getByText('实付金额', { selector: 'dt' }).nextElementSibling?.textContent).toBe(formatPrice(o.total));
    expect(screen.getByRole('button', { name: /确认收货/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /取消订单/ })).toBeNull();
  });

  it('an unpaid order shows the time left, 去支付 and no invoice or tracking yet; cancelling it shows the reason', async () => {
    const o = seedOrder(USER, [{ skuId: skuA.skuId, num: 1 }]);
    renderWithQuery(<OrderDetail id={o.id} />);
    const banner = await screen.findByRole('status', { name: '订单状态' });
    expect(within(banner).getByText(/^剩余支付时间 \d{2}分\d{2}秒$/)).toBeTruthy();
    expect(within(banner).getByRole('link', { name: '去支付' }).getAttribute('href')).toBe(`/orderCenter/orderPayment?id=${o.id}`);
    expect(within(block('发票信息')).getByText('不开发票')).toBeTruthy();
    expect(within(block('物流信息')).getByText(/^商品尚未发货/)).toBeTruthy();
    expect(fact('支付信息', '支付方式')).toBe('未支付');
    expect(screen.queryByRole('columnheader', { name: '批号' })).toBeNull();

    fireEvent.click(within(banner).getByRole('button', { name: /取消订单/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: '重复下单' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '确定取消' }));
    await waitFor(() => expect(within(screen.getByRole('status', { name: '订单状态' })).getByText('已取消')).toBeTruthy());
    expect(screen.getByText(/^取消原因：重复下单/)).toBeTruthy();
    expect(screen.queryByText(/剩余支付时间/)).toBeNull();
    expect(within(screen.getByRole('region', { name: '订单跟踪' })).getAllByRole('listitem')[0].textContent).toMatch(/已取消操作人：买家重复下单$/);
  });

  it("another buyer's order shows the server's message and the way back, never the order", async () => {
    const theirs = seedOrder(8, [{ skuId: skuA.skuId, num: 1 }]);
    renderWithQuery(<OrderDetail id={theirs.id} />);
    expect(await screen.findByText('订单不存在')).toBeTruthy();
    expect(screen.getByRole('heading', { name: '无法查看该订单' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '返回我的订单' }).getAttribute('href')).toBe('/orderCenter');
    expect(screen.queryByText(theirs.orderNo)).toBeNull();
  });

  it('a missing or malformed id asks nothing and says so', async () => {
    renderWithQuery(<OrderDetail id={null} />);
    expect(await screen.findByText('订单编号不正确，请从我的订单进入')).toBeTruthy();
    expect(screen.getByRole('link', { name: '返回我的订单' }).getAttribute('href')).toBe('/orderCenter');
  });
});
