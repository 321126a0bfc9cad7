import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import Cookies from 'js-cookie';
import OrderCenter from '@/components/orders/OrderCenter';
import { formatPrice } from '@/components/orders/format';
import { order } from '@/lib/api/contract/order';
import { mockSkus } from '@/mocks/fixtures/cart';
import { cartMockState, resetCartMocks } from '@/mocks/handlers/cart';
import { orderMockState, resetOrderMocks, seedOrder } from '@/mocks/handlers/order';
import { mock, ok } from '@/mocks/mock';
import { createMockServer } from '@/mocks/node';
import { AUTH_COOKIE } from '@/stores/auth';
import { useCartStore } from '@/stores/cart';
import { currentUrl, renderWithQuery, resetNavigation, router, visit } from './helpers';

vi.mock('next/navigation', async () => (await import('./helpers')).navigation);

const USER = 7;
const server = createMockServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  resetOrderMocks();
  resetCartMocks();
  useCartStore.getState().reset();
  resetNavigation();
  Cookies.set(AUTH_COOKIE.token, `mock-token-${USER}-1`);
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

// One SKU of each of four products (their codes differ).
const [skuA, skuB, skuC, skuD] = mockSkus.filter((s, i, all) => all.findIndex((t) => t.productId === s.productId) === i);
const cards = () => screen.queryAllByRole('article');
const cardOf = (orderNo: string) => screen.getByRole('article', { name: `订单号 ${orderNo}` });
const tab = (name: string | RegExp) => screen.getByRole('tab', { name });

describe('order centre', () => {
  it('shows the tabs with their counts; 待审核 / 售后中 only while an order is in them; a tab lists its orders', async () => {
    const unpaid = [seedOrder(USER, [{ skuId: skuA.skuId, num: 1 }]), seedOrder(USER, [{ skuId: skuB.skuId, num: 2 }])];
    seedOrder(USER, [{ skuId: skuC.skuId, num: 1 }], 'shipped');
    seedOrder(USER, [{ skuId: skuC.skuId, num: 1 }], 'completed');
    seedOrder(USER, [{ skuId: skuD.skuId, num: 1 }], 'cancelled');
    seedOrder(8, [{ skuId: skuD.skuId, num: 1 }]); // another buyer's
    renderWithQuery(<OrderCenter />);

    expect(await screen.findByRole('tab', { name: '全部(5)' })).toBeTruthy();
    for (const name of ['待付款(2)', '待发货', '已发货(1)', '已完成(1)', '已取消(1)']) expect(tab(name)).toBeTruthy();
    expect(screen.queryByRole('tab', { name: /待审核|售后中/ })).toBeNull();
    await waitFor(() => expect(cards()).toHaveLength(5));

    fireEvent.click(tab('待付款(2)'));
    expect(currentUrl()).toBe('/orderCenter?status=unpaid');
    await waitFor(() => expect(cards().map((c) => c.getAttribute('aria-label'))).toEqual(unpaid.map((o) => `订单号 ${o.orderNo}`).reverse()));
    const card = cardOf(unpaid[1].orderNo);
    expect(within(card).getByText('待付款')).toBeTruthy();
    expect(within(card).getByText('应付金额')).toBeTruthy();
    expect(within(card).getByText(/^剩余支付时间 \d{2}分\d{2}秒$/)).toBeTruthy();
    expect(within(card).getByRole('link', { name: '去支付' }).getAttribute('href')).toBe(`/orderCenter/orderPayment?id=${unpaid[1].id}`);
    expect(within(card).getByRole('link', { name: '订单详情' }).getAttribute('href')).toBe(`/orderCenter/orderDetaile?id=${unpaid[1].id}`);
    expect(within(card).queryByRole('button', { name: '确认收货' })).toBeNull();
  });

  it('shows a 待审核 tab when an order waits for review, and keeps the tab the URL asks for', async () => {
    seedOrder(USER, [{ skuId: skuA.skuId, num: 1 }], 'review');
    renderWithQuery(<OrderCenter />);
    expect(await screen.findByRole('tab', { name: '待审核(1)' })).toBeTruthy();
    visit('/orderCenter?status=after_sale');
    expect(await screen.findByRole('tab', { name: '售后中', selected: true })).toBeTruthy();
    expect(await screen.findByText('暂无订单')).toBeTruthy();
  });

  it('an order card shows its lines, "等N件商品" past the preview, and 实付金额 once paid', async () => {
    const o = seedOrder(USER, [skuA, skuB, skuC, skuD].map((s) => ({ skuId: s.skuId, num: 2 })), 'to_ship');
    renderWithQuery(<OrderCenter />);
    const card = await screen.findByRole('article', { name: `订单号 ${o.orderNo}` });
    expect(within(card).getByText(skuA.name)).toBeTruthy();
    expect(within(card).getAllByText(/×2$/)).toHaveLength(3);
    expect(within(card).getByText('等4件商品')).toBeTruthy();
    expect(within(card).getByText('实付金额')).toBeTruthy();
    expect(within(card).getByText(formatPrice(o.total))).toBeTruthy();
    expect(within(card).queryByText(/剩余支付时间/)).toBeNull();
  });

  it('searches by product code and by order number; the keyword is in the URL and survives a tab change', async () => {
    const a = seedOrder(USER, [{ skuId: skuA.skuId, num: 1 }]);
    const b = seedOrder(USER, [{ skuId: skuB.skuId, num: 1 }], 'shipped');
    renderWithQuery(<OrderCenter />);
    await waitFor(() => expect(cards()).toHaveLength(2));

    fireEvent.change(screen.getByRole('searchbox', { name: /订单号/ }), { target: { value: ` ${skuB.code} ` } });
    fireEvent.click(screen.getByRole('button', { name: /搜\s*索/ }));
    expect(currentUrl()).toBe(`/orderCenter?keyword=${encodeURIComponent(skuB.code)}`);
    await waitFor(() => expect(cards().map((c) => c.getAttribute('aria-label'))).toEqual([`订单号 ${b.orderNo}`]));
    expect(screen.getByText(`“${skuB.code}”的搜索结果`)).toBeTruthy();

    fireEvent.click(tab('待付款(1)'));
    expect(currentUrl()).toBe(`/orderCenter?status=unpaid&keyword=${encodeURIComponent(skuB.code)}`);
    expect(await screen.findByText('没有找到相关订单')).toBeTruthy();

    visit(`/orderCenter?keyword=${a.orderNo}`);
    await waitFor(() => expect(cards().map((c) => c.getAttribute('aria-label'))).toEqual([`订单号 ${a.orderNo}`]));
    expect((screen.getByRole('searchbox', { name: /订单号/ }) as HTMLInputElement).value).toBe(a.orderNo);
  });

  it('pages through the orders: page links carry the state, and a page past the end goes to the last page', async () => {
    const seeded = Array.from({ length: 12 }, () => seedOrder(USER, [{ skuId: skuA.skuId, num: 1 }]));
    renderWithQuery(<OrderCenter />);
    await waitFor(() => expect(cards()).toHaveLength(10));
    expect(screen.getByText('共 12 条')).toBeTruthy();
    expect(screen.getByRole('link', { name: /第\s*2\s*页|^2$/ }).getAttribute('href')).toBe('/orderCenter?pageNo=2');

    visit('/orderCenter?pageNo=2');
    await waitFor(() => expect(cards().map((c) => c.getAttribute('aria-label'))).toEqual([seeded[1], seeded[0]].map((o) => `订单号 ${o.orderNo}`)));

    visit('/orderCenter?pageNo=9');
    await waitFor(() => expect(router.replace).toHaveBeenCalledWith('/orderCenter?pageNo=2'));
    await waitFor(() => expect(cards()).toHaveLength(2));
  });

  it('an empty tab says 暂无订单 and links to the product centre; a malformed URL shows everything', async () => {
    visit('/orderCenter?status=bogus&pageNo=-3&keyword=');
    renderWithQuery(<OrderCenter />);
    expect(await screen.findByText('暂无订单')).toBeTruthy();
    expect(screen.getByRole('tab', { name: '全部', selected: true })).toBeTruthy();
    expect(screen.getByRole('link', { name: '去产品中心看看' }).getAttribute('href')).toBe('/productCenter');
  });

  it('cancels an unpaid order with a reason: the card, the counts and the server all say 已取消', async () => {
    const o = seedOrder(USER, [{ skuId: skuA.skuId, num: 1 }]);
    seedOrder(USER, [{ skuId: skuB.skuId, num: 1 }]);
    renderWithQuery(<OrderCenter />);
    await screen.findByRole('tab', { name: '待付款(2)' });

    fireEvent.click(within(await screen.findByRole('article', { name: `订单号 ${o.orderNo}` })).getByRole('button', { name: /取消订单/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(`确定取消订单 ${o.orderNo} 吗？取消后不可恢复。`)).toBeTruthy();
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: '地址填错了' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '确定取消' }));

    expect(await screen.findByRole('tab', { name: '待付款(1)' })).toBeTruthy();
    expect(tab('已取消(1)')).toBeTruthy();
    await waitFor(() => expect(within(cardOf(o.orderNo)).getByText('已取消')).toBeTruthy());
    expect(within(cardOf(o.orderNo)).queryByRole('button', { name: /取消订单/ })).toBeNull();
    expect(orderMockState(USER).find((d) => d.id === o.id)?.cancelReason).toBe('地址填错了');
  });

  it('confirms receipt of a shipped order after a confirmation', async () => {
    const o = seedOrder(USER, [{ skuId: skuA.skuId, num: 1 }], 'shipped');
    renderWithQuery(<OrderCenter />);
    fireEvent.click(within(await screen.findByRole('article', { name: `订单号 ${o.orderNo}` })).getByRole('button', { name: /确认收货/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(`请确认已收到订单 ${o.orderNo} 的全部商品，确认后订单完成。`)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByRole('tab', { name: '已完成(1)' })).toBeTruthy();
    await waitFor(() => expect(within(cardOf(o.orderNo)).getByText('已完成')).toBeTruthy());
    expect(orderMockState(USER)[0].status).toBe('completed');
  });

  it('buys again: the lines go into the cart, the cart count is refreshed and the buyer lands on the cart', async () => {
    const o = seedOrder(USER, [{ skuId: skuA.skuId, num: 2 }, { skuId: skuB.skuId, num: 1 }], 'completed');
    renderWithQuery(<OrderCenter />);
    fireEvent.click(within(await screen.findByRole('article', { name: `订单号 ${o.orderNo}` })).getByRole('button', { name: /再次购买/ }));
    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/settlementCenter'));
    expect(cartMockState(USER).cart.map((r) => [r.skuId, r.num])).toEqual([[skuB.skuId, 1], [skuA.skuId, 2]]);
    expect(useCartStore.getState().items).toHaveLength(2);
    expect(await screen.findByText('商品已加入购物车')).toBeTruthy();
  });

  it('buy again names the lines that could not go into the cart; with none left it stays', async () => {
    const o = seedOrder(USER, [{ skuId: skuA.skuId, num: 1 }, { skuId: skuB.skuId, num: 1 }], 'completed');
    server.use(mock(order.buyAgain, () => ok({ carIds: [1], skipped: [`${skuB.name} ${skuB.pack}`] })));
    renderWithQuery(<OrderCenter />);
    fireEvent.click(within(await screen.findByRole('article', { name: `订单号 ${o.orderNo}` })).getByRole('button', { name: /再次购买/ }));
    expect(await screen.findByText(`以下商品已下架或不可购买，未加入购物车：${skuB.name} ${skuB.pack}`)).toBeTruthy();
    expect(router.push).toHaveBeenCalledWith('/settlementCenter');

    router.push.mockClear();
    server.use(mock(order.buyAgain, () => ok({ carIds: [], skipped: [skuA.name, skuB.name] })));
    fireEvent.click(within(cardOf(o.orderNo)).getByRole('button', { name: /再次购买/ }));
    expect(await screen.findByText('订单中的商品均已下架或不可购买')).toBeTruthy();
    expect(router.push).not.toHaveBeenCalled();
  });
});
