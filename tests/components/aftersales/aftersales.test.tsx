import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import Cookies from 'js-cookie';
import AfterSaleApply from '@/components/aftersales/AfterSaleApply';
import AfterSaleCenter from '@/components/aftersales/AfterSaleCenter';
import AfterSaleDetail from '@/components/aftersales/AfterSaleDetail';
import OrderDetail from '@/components/orders/OrderDetail';
import { mockSkus } from '@/mocks/fixtures/cart';
import { afterSaleMockState, resetAfterSaleMocks, seedCase } from '@/mocks/handlers/aftersale';
import { resetOrderMocks, seedOrder } from '@/mocks/handlers/order';
import { createMockServer } from '@/mocks/node';
import { AUTH_COOKIE } from '@/stores/auth';
import { currentUrl, renderWithQuery, resetNavigation, router, visit } from '../orders/helpers';

vi.mock('next/navigation', async () => (await import('../orders/helpers')).navigation);

const USER = 9;
const server = createMockServer();
let uploads = 0;
const countUploads = ({ request }: { request: Request }) => void (request.method === 'POST' && request.url.includes('/afterSale/image/upload') && uploads++);
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  server.events.on('request:start', countUploads);
});
beforeEach(() => {
  resetOrderMocks();
  resetAfterSaleMocks();
  resetNavigation('/afterSalesCenter');
  uploads = 0;
  Cookies.set(AUTH_COOKIE.token, `mock-token-${USER}-1`);
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const [skuA, skuB] = mockSkus.filter((s, i, all) => s.stock >= 3 && all.findIndex((t) => t.productId === s.productId) === i);
const PNG = Uint8Array.from(Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex'));
const choose = (...files: File[]) => fireEvent.change(screen.getByLabelText('添加图片'), { target: { files } });
const png = (name: string, size = PNG.length) => new File([PNG, new Uint8Array(Math.max(0, size - PNG.length))], name, { type: 'image/png' });

describe('the application form', () => {
  it('refuses pictures by SPEC §5 before sending (format, 2 MB, 3 at most) and shows the server refusing one', async () => {
    const o = seedOrder(USER, [{ skuId: skuA.skuId, num: 2 }], 'shipped');
    renderWithQuery(<AfterSaleApply orderId={o.id} lineId={o.lines[0].id} />);
    await screen.findByRole('form', { name: '申请售后' });

    choose(new File(['GIF89a'], 'photo.gif', { type: 'image/gif' }));
    expect(await screen.findByText('只能上传格式正确的图片（PNG、JPG）')).toBeTruthy();
    choose(png('big.png', 2 * 1024 * 1024 + 1));
    expect(await screen.findByText('图片大小不能超过 2MB')).toBeTruthy();
    expect(uploads).toBe(0);

    // Declared a PNG, but its bytes are not: the (mocked) API refuses it with the same §5 message.
    choose(new File(['<svg onload="x()"/>'], 'fake.png', { type: 'image/png' }));
    expect(await screen.findByText('只能上传格式正确的图片（PNG、JPG）')).toBeTruthy();
    expect(uploads).toBe(1);

    choose(png('1.png'), png('2.png'), png('3.png'));
    expect(await screen.findByText(/^3\.png/)).toBeTruthy();
    choose(png('4.png'));
    expect(await screen.findByText('最多只能上传 3 张图片')).toBeTruthy();
    expect(uploads).toBe(4);
    fireEvent.click(screen.getByRole('button', { name: '删除图片 2.png' }));
    expect(screen.queryByText(/^2\.png/)).toBeNull();
  });

  it('applies for 退货退款 on the line with the photos and goes to the case', async () => {
    const o = seedOrder(USER, [{ skuId: skuA.skuId, num: 3 }, { skuId: skuB.skuId, num: 1 }], 'shipped');
    renderWithQuery(<AfterSaleApply orderId={o.id} lineId={o.lines[0].id} />);
    await screen.findByRole('form', { name: '申请售后' });
    expect(screen.getByRole('radio', { name: `${skuA.name} ${o.lines[0].pack}（可申请 3）` })).toHaveProperty('checked', true);
    fireEvent.change(screen.getByLabelText('售后数量'), { target: { value: '2' } });
    expect(await screen.findByText(/预计退款 ¥/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('问题描述'), { target: { value: '到货瓶身破裂' } });
    choose(png('broken.png'));
    await screen.findByText(/^broken\.png/);
    fireEvent.click(screen.getByRole('button', { name: '提交申请' }));
    await waitFor(() => expect(router.push).toHaveBeenCalled());
    const [created] = afterSaleMockState(USER);
    expect(created).toMatchObject({ kind: 'return_refund', quantity: 2, reason: '到货瓶身破裂', images: [{ name: 'broken.png' }] });
    expect(currentUrl()).toBe(`/afterSalesCenter/afterASingle?id=${created.id}`);
  });

  it('提交申请 stays clickable: without a line, a quantity or a description it says which and sends nothing', async () => {
    const o = seedOrder(USER, [{ skuId: skuA.skuId, num: 3 }, { skuId: skuB.skuId, num: 1 }], 'shipped');
    renderWithQuery(<AfterSaleApply orderId={o.id} lineId={null} />);
    await screen.findByRole('form', { name: '申请售后' });
    const submit = screen.getByRole('button', { name: '提交申请' });
    expect((submit as HTMLButtonElement).disabled).toBe(false);
    fireEvent.change(screen.getByLabelText('问题描述'), { target: { value: '   ' } });
    fireEvent.click(submit);
    expect(await screen.findByText('请选择要申请售后的商品')).toBeTruthy();
    expect(screen.getByText('请填写问题描述')).toBeTruthy();
    expect(screen.getByLabelText('问题描述').getAttribute('aria-invalid')).toBe('true');
    // Fixed fields lose their message as they are filled.
    fireEvent.click(screen.getByRole('radio', { name: `${skuA.name} ${o.lines[0].pack}（可申请 3）` }));
    fireEvent.change(screen.getByLabelText('问题描述'), { target: { value: '到货瓶身破裂' } });
    await waitFor(() => expect(screen.queryByText('请选择要申请售后的商品')).toBeNull());
    expect(screen.queryByText('请填写问题描述')).toBeNull();
    fireEvent.change(screen.getByLabelText('售后数量'), { target: { value: '' } });
    fireEvent.blur(screen.getByLabelText('售后数量'));
    fireEvent.click(submit);
    expect(await screen.findByText('售后数量不能小于 1')).toBeTruthy();
    expect(afterSaleMockState(USER)).toEqual([]);
    expect(router.push).not.toHaveBeenCalled();
  });

  it('says so when the order has not shipped, and when nothing is left to claim', async () => {
    const unpaid = seedOrder(USER, [{ skuId: skuA.skuId, num: 1 }]);
    const first = renderWithQuery(<AfterSaleApply orderId={unpaid.id} lineId={null} />);
    expect(await screen.findByText('订单发货后才能申请售后')).toBeTruthy();
    first.unmount();
    const o = seedOrder(USER, [{ skuId: skuA.skuId, num: 1 }], 'completed');
    seedCase(USER, o.id, o.lines[0].id, { status: 'completed', quantity: 1 });
    renderWithQuery(<AfterSaleApply orderId={o.id} lineId={o.lines[0].id} />);
    expect(await screen.findByText('该订单暂无可申请售后的商品')).toBeTruthy();
  });
});

describe("a case's page and the list", () => {
  it('shows the status flow, the refund and the thread; the buyer writes and withdraws', async () => {
    const o = seedOrder(USER, [{ skuId: skuA.skuId, num: 1 }], 'shipped');
    const c = seedCase(USER, o.id, o.lines[0].id, {
      status: 'approved',
      statusText: '已同意（待退货）',
      events: [
        { fromStatus: null, toStatus: 'pending', statusText: '待审核', actor: 'buyer', actorText: '我', note: '买家提交售后申请', at: '2026-11-20T02:00:00.000Z' },
        { fromStatus: 'pending', toStatus: 'approved', statusText: '已同意（待退货）', actor: 'operator', actorText: '商城客服', note: '请寄回上海仓', at: '2026-11-20T03:00:00.000Z' },
      ],
      messages: [{ actor: 'operator', actorText: '商城客服', content: '请在包裹内附上售后单号', at: '2026-11-20T03:01:00.000Z' }],
    });
    renderWithQuery(<AfterSaleDetail id={c.id} />);
    expect(await screen.findByRole('heading', { name: `售后单号 ${c.caseNo}` })).toBeTruthy();
    const flow = screen.getByRole('region', { name: '售后进度' });
    expect(within(flow).getAllByText(/待审核|已同意（待退货）/).map((n) => n.textContent)).toEqual(['已同意（待退货）', '待审核']);
    expect(within(flow).getByText('请寄回上海仓')).toBeTruthy();
    const thread = screen.getByRole('region', { name: '沟通记录' });
    expect(within(thread).getByText('请在包裹内附上售后单号')).toBeTruthy();

    // An empty message: the button says why instead of being greyed out.
    fireEvent.click(screen.getByRole('button', { name: '发送留言' }));
    expect(await within(thread).findByText('请填写留言内容')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('给商城客服留言，如退货运单号'), { target: { value: '已寄回 SF1234567890' } });
    expect(within(thread).queryByText('请填写留言内容')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '发送留言' }));
    expect(await within(thread).findByText('已寄回 SF1234567890')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: '撤销申请' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(screen.queryByRole('button', { name: '撤销申请' })).toBeNull());
    expect(within(flow).getAllByText('已撤销')).toHaveLength(1);
    expect(afterSaleMockState(USER)[0].status).toBe('cancelled');
  });

  it('a foreign or malformed id shows why, with the way back', async () => {
    renderWithQuery(<AfterSaleDetail id={4242} />);
    expect(await screen.findByText('售后单不存在')).toBeTruthy();
    expect(screen.getByRole('link', { name: '返回售后列表' }).getAttribute('href')).toBe('/afterSalesCenter');
  });

  it('lists the cases by tab', async () => {
    const o = seedOrder(USER, [{ skuId: skuA.skuId, num: 2 }, { skuId: skuB.skuId, num: 1 }], 'completed');
    const open = seedCase(USER, o.id, o.lines[0].id, { kind: 'reship', kindText: '补发', status: 'pending', refundAmount: null });
    const closed = seedCase(USER, o.id, o.lines[1].id, { status: 'rejected', statusText: '已拒绝' });
    renderWithQuery(<AfterSaleCenter />);
    expect(await screen.findByRole('article', { name: `售后单号 ${open.caseNo}` })).toBeTruthy();
    expect(screen.getByRole('article', { name: `售后单号 ${closed.caseNo}` })).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: '已关闭' }));
    await waitFor(() => expect(currentUrl()).toBe('/afterSalesCenter?tab=closed'));
    await waitFor(() => expect(screen.queryByRole('article', { name: `售后单号 ${open.caseNo}` })).toBeNull());
    expect(screen.getByRole('article', { name: `售后单号 ${closed.caseNo}` })).toBeTruthy();
    visit('/afterSalesCenter?tab=completed');
    expect(await screen.findByText('暂无售后记录')).toBeTruthy();
  });
});

describe("an order's page", () => {
  it('offers 申请售后 on the lines of a shipped order and 查看售后 where a case is open', async () => {
    const o = seedOrder(USER, [{ skuId: skuA.skuId, num: 2 }, { skuId: skuB.skuId, num: 1 }], 'shipped');
    const c = seedCase(USER, o.id, o.lines[1].id);
    renderWithQuery(<OrderDetail id={o.id} />);
    const apply = await screen.findByRole('link', { name: '申请售后' });
    expect(apply.getAttribute('href')).toBe(`/afterSalesCenter/afterApplication?orderId=${o.id}&lineId=${o.lines[0].id}`);
    expect(screen.getByRole('link', { name: '查看售后' }).getAttribute('href')).toBe(`/afterSalesCenter/afterASingle?id=${c.id}`);
  });

  it('offers nothing before shipping', async () => {
    const o = seedOrder(USER, [{ skuId: skuA.skuId, num: 1 }]);
    renderWithQuery(<OrderDetail id={o.id} />);
    await screen.findByText(o.orderNo);
    expect(screen.queryByRole('link', { name: '申请售后' })).toBeNull();
  });
});
