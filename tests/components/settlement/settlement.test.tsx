import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import Cookies from 'js-cookie';
import { http, HttpResponse } from 'msw';
import SettlementPage from '@/components/settlement/SettlementPage';
import SettlementRoute from '@/app/(main)/settlementPage/page';
import { order } from '@/lib/api/contract/order';
import type { SettlementSource } from '@/lib/api/order';
import { routes } from '@/lib/routes';
import { cartMockState, resetCartMocks, seedCart } from '@/mocks/handlers/cart';
import { resetAddressMocks } from '@/mocks/handlers/address';
import { orderMockState, resetOrderMocks, setMockPrice } from '@/mocks/handlers/order';
import { resetOrgMocks, setMockOrgRole } from '@/mocks/handlers/org';
import { routeOf } from '@/mocks/mock';
import { createMockServer } from '@/mocks/node';
import { AUTH_COOKIE, resetAuthStore, useAuthStore } from '@/stores/auth';
import { useCartStore } from '@/stores/cart';
import { listStores } from '@/stores/user-stores';
import { disabled, spyOn } from '../auth/helpers';
import { nav, resetNav } from '../catalogue/helpers';
import { pick } from '../personal/regions';
import { renderWithQuery, seedAddress, seedTitle } from './helpers';

vi.mock('next/navigation', async () => {
  const { nav } = await import('../catalogue/helpers');
  return { useRouter: () => nav.router, usePathname: () => nav.pathname };
});

const UID = 1;
const server = createMockServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  resetNav('/settlementPage');
  sessionStorage.clear();
  resetCartMocks();
  resetAddressMocks();
  resetOrderMocks();
  resetOrgMocks();
  resetAuthStore();
  for (const store of listStores) store.getState().reset();
  Cookies.set(AUTH_COOKIE.token, `mock-token-${UID}-1`);
  useAuthStore.setState({ status: 'in' });
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** The cart rows of the mock user, newest first as the mock keeps them. */
function cartOf(...rows: { skuId: number; num: number }[]): { carIds: number[] } {
  seedCart(UID, rows);
  return { carIds: cartMockState(UID).cart.map((r) => r.id) };
}

const submitButton = () => screen.getByRole('button', { name: /提\s*交\s*订\s*单/ });
const section = (name: string) => screen.getByRole('region', { name });
type SubmitSeen = { carIds?: number[]; buyNow?: unknown; addressId: number; invoice: unknown; note: string; requestKey: string; quoteHash: string };

describe('/settlementPage', () => {
  it('shows the lines, shipping rule and amounts; the default address is chosen, another can be; submit orders it, refreshes the cart and goes to the confirmation', async () => {
    seedAddress(UID, 'receiving', { consignee: '张三', isDefault: true });
    const other = seedAddress(UID, 'receiving', { consignee: '李四', detail: '南京路100号', provinceName: '上海市', cityName: '上海市', districtName: '黄浦区' });
    const source = cartOf({ skuId: 11, num: 2 }, { skuId: 41, num: 1 });
    await useCartStore.getState().syncAndLoad();
    expect(useCartStore.getState().items).toHaveLength(2);
    const submits = spyOn(order.submit);
    server.use(submits.handler);
    renderWithQuery(<SettlementPage source={source} />);

    const lines = await screen.findByRole('region', { name: '商品清单' });
    expect(within(lines).getByText('阿司匹林')).toBeTruthy();
    expect(within(lines).getByText('奥美拉唑')).toBeTruthy();
    expect(within(lines).getByText('¥510.00')).toBeTruthy(); // 2 × ¥255.00
    // 奥美拉唑 ships on ice packs: the whole order does, at the ice fee, and the rule table says why.
    expect(screen.getByTestId('shipping-of-order').textContent).toBe('本单冰袋运输，运费 ¥30.00');
    const rules = within(section('配送方式')).getAllByRole('listitem');
    expect(rules.map((r) => r.textContent)).toEqual(['常温运输：运费 ¥15，商品满 ¥500 包邮', '冰袋运输：运费 ¥30（保温箱与冷媒费用，不设包邮）', '干冰运输：运费 ¥120（保温箱与冷媒费用，不设包邮）']);
    expect(rules[1].getAttribute('aria-current')).toBe('true');
    expect(screen.getByTestId('amount-goods').textContent).toBe('¥915.00');
    expect(screen.getByTestId('amount-shipping').textContent).toBe('¥30.00');
    expect(screen.getByTestId('amount-total').textContent).toBe('¥945.00');

    const addresses = within(section('收货地址'));
    await waitFor(() => expect((addresses.getByRole('radio', { name: /张三/ }) as HTMLInputElement).checked).toBe(true));
    fireEvent.click(addresses.getByRole('radio', { name: /李四/ }));
    fireEvent.change(screen.getByRole('textbox', { name: '订单备注' }), { target: { value: '请附 COA' } });
    fireEvent.click(submitButton());

    await waitFor(() => expect(nav.router.replace).toHaveBeenCalled());
    const [made] = orderMockState(UID);
    expect(nav.router.replace).toHaveBeenCalledWith(routes.orderConfirm(made.id));
    expect(submits.seen).toHaveLength(1);
    expect(submits.seen[0]).toMatchObject({ carIds: source.carIds, addressId: other.id, invoice: { kind: 'none' }, note: '请附 COA' });
    expect((submits.seen[0] as SubmitSeen).requestKey).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(made.address.consignee).toBe('李四');
    // The ordered rows left the cart on the server, and the cart store (the header count) follows.
    await waitFor(() => expect(useCartStore.getState().items).toHaveLength(0));
  });

  it('a 仅查看 member of their organisation sees the settlement with the reason and a disabled submit', async () => {
    setMockOrgRole(UID, 'viewer');
    seedAddress(UID, 'receiving', { consignee: '张三', isDefault: true });
    renderWithQuery(<SettlementPage source={cartOf({ skuId: 11, num: 1 })} />);
    expect(await screen.findByText('您在当前机构的角色为“仅查看”，不能下单，请联系机构管理员开通采购权限')).toBeTruthy();
    expect(disabled(submitButton())).toBe(true);
  });

  it('with no address: submit is blocked until one is added inline, which is then chosen', async () => {
    const source = cartOf({ skuId: 11, num: 1 });
    renderWithQuery(<SettlementPage source={source} />);
    await screen.findByText('暂无收货地址，请先新增收货地址');
    expect(disabled(submitButton())).toBe(true);
    expect(screen.getByText('请选择收货地址')).toBeTruthy();
    expect(screen.getByRole('link', { name: '管理收货地址' }).getAttribute('href')).toBe(routes.receivingAddress);

    fireEvent.click(screen.getByRole('button', { name: '新增收货地址' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('收货人'), { target: { value: '王五' } });
    fireEvent.change(within(dialog).getByLabelText('手机号码'), { target: { value: '13900139000' } });
    await pick('省', '上海市');
    await pick('市', '上海市');
    await pick('区/县', '浦东新区');
    fireEvent.change(within(dialog).getByLabelText('详细地址'), { target: { value: '张江路88号' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));

    const radio = (await within(section('收货地址')).findByRole('radio', { name: /王五/ })) as HTMLInputElement;
    await waitFor(() => expect(radio.checked).toBe(true));
    expect(radio.closest('label')?.textContent).toContain('上海市 上海市 浦东新区 张江路88号');
    expect(disabled(submitButton())).toBe(false);
  });

  it('a special VAT invoice takes a special title and a posting address; an ordinary one only personal / company titles', async () => {
    seedAddress(UID, 'receiving', { isDefault: true });
    seedTitle(UID, 'company', '某某医药有限公司');
    const special = seedTitle(UID, 'special', '某某化学试剂有限公司');
    const mailTo = seedAddress(UID, 'invoice', { consignee: '财务部', detail: '财务室' });
    const source = cartOf({ skuId: 21, num: 1 });
    const submits = spyOn(order.submit);
    server.use(submits.handler);
    renderWithQuery(<SettlementPage source={source} />);
    const invoice = within(await screen.findByRole('region', { name: '发票' }));

    fireEvent.click(invoice.getByRole('radio', { name: '普通发票' }));
    await invoice.findByRole('radio', { name: /某某医药有限公司/ });
    expect(invoice.queryByRole('radio', { name: /某某化学试剂有限公司/ })).toBeNull();

    fireEvent.click(invoice.getByRole('radio', { name: '增值税专用发票' }));
    const specialRadio = (await invoice.findByRole('radio', { name: /某某化学试剂有限公司/ })) as HTMLInputElement;
    expect(invoice.queryByRole('radio', { name: /某某医药有限公司/ })).toBeNull();
    await waitFor(() => expect(specialRadio.checked).toBe(true));
    const mail = (await invoice.findByRole('radio', { name: /财务部/ })) as HTMLInputElement;
    await waitFor(() => expect(mail.checked).toBe(true));
    await waitFor(() => expect(disabled(submitButton())).toBe(false));
    fireEvent.click(submitButton());

    await waitFor(() => expect(nav.router.replace).toHaveBeenCalled());
    expect(submits.seen[0]).toMatchObject({ invoice: { kind: 'special', titleId: special.id, addressId: mailTo.id } });
    expect(orderMockState(UID)[0].invoice?.mailTo?.consignee).toBe('财务部');
  });

  it('an ordinary invoice without a title: the title is added inline (a company one) and chosen', async () => {
    seedAddress(UID, 'receiving', { isDefault: true });
    const source = cartOf({ skuId: 21, num: 1 });
    renderWithQuery(<SettlementPage source={source} />);
    const invoice = within(await screen.findByRole('region', { name: '发票' }));
    fireEvent.click(invoice.getByRole('radio', { name: '普通发票' }));
    await invoice.findByText('暂无普通发票抬头（个人或企业）');
    await waitFor(() => expect(disabled(submitButton())).toBe(true));
    expect(screen.getByText('请完善发票信息')).toBeTruthy();

    fireEvent.click(invoice.getByRole('button', { name: '新增发票抬头' }));
    const dialog = await screen.findByRole('dialog');
    expect((within(dialog).getByLabelText('企业普通发票') as HTMLInputElement).checked).toBe(true);
    fireEvent.change(within(dialog).getByLabelText('抬头名称'), { target: { value: '某某医药有限公司' } });
    fireEvent.change(within(dialog).getByLabelText('纳税人识别号'), { target: { value: '91350100M000100Y43' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));

    const radio = (await invoice.findByRole('radio', { name: /某某医药有限公司/ })) as HTMLInputElement;
    await waitFor(() => expect(radio.checked).toBe(true));
    expect(disabled(submitButton())).toBe(false);
  });

  it('shows the preview notices (changed price, short stock) above the submit button, and the 现货/订货 split', async () => {
    seedAddress(UID, 'receiving', { isDefault: true });
    const source = cartOf({ skuId: 11, num: 50 }, { skuId: 22, num: 1 });
    setMockPrice(11, 30000);
    renderWithQuery(<SettlementPage source={source} />);
    const notices = await screen.findByTestId('settlement-notices');
    expect(notices.textContent).toContain('「阿司匹林 100mg」价格已由 ¥255.00 调整为 ¥300.00');
    expect(notices.textContent).toContain('「阿司匹林 100mg」现货 12，其余 38 需订货，预计 3 天发货');
    expect(notices.textContent).toContain('「对乙酰氨基酚 1g」暂无现货，需订货，预计 21 天发货');
    const lines = within(section('商品清单'));
    expect(lines.getByText('现货 12')).toBeTruthy();
    expect(lines.getByText('订货 38，预计 3 天发货')).toBeTruthy();
    expect(lines.getByText('原价 ¥255.00')).toBeTruthy();
  });

  it('a refused quote shows the server reason, reads the preview again, and the next submit sends the same requestKey with the new quote', async () => {
    seedAddress(UID, 'receiving', { isDefault: true });
    const source = cartOf({ skuId: 11, num: 1 });
    const submits = spyOn(order.submit);
    server.use(submits.handler);
    renderWithQuery(<SettlementPage source={source} />);
    await screen.findByText('¥255.00', { selector: '[data-testid="amount-goods"]' });
    await waitFor(() => expect(disabled(submitButton())).toBe(false));

    setMockPrice(11, 30000); // the price changes while the buyer looks at the screen
    fireEvent.click(submitButton());
    const alert = (await screen.findByText('订单未提交')).closest('[role="alert"]') as HTMLElement;
    expect(alert.textContent).toContain('商品价格或库存已变化，请确认最新结算信息后再提交');
    expect(orderMockState(UID)).toHaveLength(0);
    // The new preview is on the screen: the notice and the new amounts.
    await waitFor(() => expect(screen.getByTestId('amount-goods').textContent).toBe('¥300.00'));
    expect(screen.getByTestId('settlement-notices').textContent).toContain('价格已由 ¥255.00 调整为 ¥300.00');

    await waitFor(() => expect(disabled(submitButton())).toBe(false));
    fireEvent.click(submitButton());
    await waitFor(() => expect(nav.router.replace).toHaveBeenCalled());
    const [first, second] = submits.seen as SubmitSeen[];
    expect(second.requestKey).toBe(first.requestKey);
    expect(second.quoteHash).not.toBe(first.quoteHash);
    expect(orderMockState(UID)).toHaveLength(1);
    expect(orderMockState(UID)[0].total).toBe(30000 + 1500);
  });

  it('a double click sends one submit, and the button is disabled while it is under way', async () => {
    seedAddress(UID, 'receiving', { isDefault: true });
    const source: SettlementSource = { buyNow: { skuId: 21, num: 3 } };
    let release = () => {};
    const gate = new Promise<void>((r) => (release = r));
    const submits = spyOn(order.submit);
    server.use(
      http.post(routeOf(order.submit.path), async () => {
        await gate;
        return undefined;
      }),
      submits.handler,
    );
    renderWithQuery(<SettlementPage source={source} />);
    await screen.findByText('对乙酰氨基酚');
    await waitFor(() => expect(disabled(submitButton())).toBe(false));
    fireEvent.click(submitButton());
    fireEvent.click(submitButton());
    await waitFor(() => expect(disabled(submitButton())).toBe(true));
    release();
    await waitFor(() => expect(nav.router.replace).toHaveBeenCalled());
    expect(submits.seen).toHaveLength(1);
    expect(submits.seen[0]).toMatchObject({ buyNow: { skuId: 21, num: 3 } });
    expect((submits.seen[0] as SubmitSeen).carIds).toBeUndefined();
  });

  it('code -1 on submit: the client’s session path; back on the screen the choices are there, and the order is made with them', async () => {
    seedAddress(UID, 'receiving', { consignee: '张三', isDefault: true });
    const other = seedAddress(UID, 'receiving', { consignee: '李四' });
    const source = cartOf({ skuId: 11, num: 1 });
    const submits = spyOn(order.submit);
    let first = true;
    server.use(
      submits.handler,
      http.post(routeOf(order.submit.path), () => {
        if (!first) return undefined;
        first = false;
        return HttpResponse.json({ code: -1, data: null, message: '登录已失效，请重新登录' });
      }),
    );
    const firstScreen = renderWithQuery(<SettlementPage source={source} />);
    fireEvent.click(await within(await screen.findByRole('region', { name: '收货地址' })).findByRole('radio', { name: /李四/ }));
    fireEvent.change(screen.getByRole('textbox', { name: '订单备注' }), { target: { value: '加急' } });
    await waitFor(() => expect(disabled(submitButton())).toBe(false));
    fireEvent.click(submitButton());
    await waitFor(() => expect(submits.seen).toHaveLength(1));
    expect(nav.router.replace).not.toHaveBeenCalled();
    expect(orderMockState(UID)).toHaveLength(0);

    // The login round trip: the screen is left and opened again from the same link.
    firstScreen.unmount();
    renderWithQuery(<SettlementPage source={source} />);
    const note = (await screen.findByRole('textbox', { name: '订单备注' })) as HTMLTextAreaElement;
    expect(note.value).toBe('加急');
    await waitFor(() => expect((within(section('收货地址')).getByRole('radio', { name: /李四/ }) as HTMLInputElement).checked).toBe(true));
    fireEvent.click(submitButton());
    await waitFor(() => expect(nav.router.replace).toHaveBeenCalled());
    expect(orderMockState(UID)[0]).toMatchObject({ note: '加急', address: { consignee: '李四' } });
    expect(submits.seen[1]).toMatchObject({ addressId: other.id });
    // Ordered: the draft is gone, a later visit of the link starts afresh.
    expect(Object.keys(sessionStorage).filter((k) => k.startsWith('refmall.settlement.'))).toEqual([]);
  });

  it('a preview the server refuses shows its message and the way back to the cart', async () => {
    renderWithQuery(<SettlementPage source={{ carIds: [424242] }} />);
    expect(await screen.findByText('购物车中的商品已变化（可能已提交订单），请返回购物车重新选择')).toBeTruthy();
    expect(screen.getByRole('link', { name: /返回购物车/ }).getAttribute('href')).toBe(routes.settlementCenter);
  });

  it.each([{ carIds: '1,x' }, { skuId: '11' }, { skuId: '11', num: '0' }, { carIds: '1', skuId: '11', num: '1' }, {}])('a malformed query %o says so and links back to the cart', async (query) => {
    render(await SettlementRoute({ searchParams: Promise.resolve(query) }));
    expect(screen.getByRole('alert').textContent).toContain('结算链接无效');
    expect(screen.getByRole('link', { name: '返回购物车' }).getAttribute('href')).toBe(routes.settlementCenter);
  });
});
