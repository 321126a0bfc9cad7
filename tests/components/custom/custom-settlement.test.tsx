import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import Cookies from 'js-cookie';
import CustomSettlement from '@/components/custom/CustomSettlement';
import CustomDetails from '@/components/custom/CustomDetails';
import { submitCustomRequest } from '@/lib/api/custom';
import { orderCalls } from '@/lib/api/order';
import { resetAddressMocks } from '@/mocks/handlers/address';
import { quoteCustomMock, resetCustomMocks } from '@/mocks/handlers/custom';
import { resetOrderMocks } from '@/mocks/handlers/order';
import { createMockServer } from '@/mocks/node';
import { AUTH_COOKIE } from '@/stores/auth';
import { currentUrl, renderWithQuery, resetNavigation } from '../orders/helpers';
import { seedAddress } from '../settlement/helpers';
import { USER, aspirinRequest, inDays, mockClient } from './helpers';

vi.mock('next/navigation', async () => (await import('../orders/helpers')).navigation);

const server = createMockServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  resetCustomMocks();
  resetOrderMocks();
  resetAddressMocks();
  sessionStorage.clear();
  resetNavigation('/customizedSettlement');
  Cookies.set(AUTH_COOKIE.token, `mock-token-${USER}-1`);
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const client = mockClient();
const form = aspirinRequest({ documents: ['COA'] });

async function quoted() {
  const { id } = await submitCustomRequest(client, form);
  quoteCustomMock(id, { priceFen: 380_000, leadDays: 21, validUntil: inDays(7) });
  return id;
}

describe('接受报价并下单 (/customizedSettlement)', () => {
  it('orders the quote at its price with the chosen address and goes to the confirmation; the request then shows its order', async () => {
    const id = await quoted();
    seedAddress(USER, 'receiving', { isDefault: true, consignee: '李四' });
    const view = renderWithQuery(<CustomSettlement id={id} />);
    expect(await screen.findByText('定制合成 · 乙酰水杨酸')).toBeTruthy();
    expect(screen.getByText('500 mg，纯度 ≥98%')).toBeTruthy();
    expect(screen.getByText('付款后约 21 天交货')).toBeTruthy();
    expect(screen.getByTestId('amount-total').textContent).toContain('3,800.00');
    const submit = await screen.findByRole('button', { name: /提交订单/ });
    await waitFor(() => expect(submit.hasAttribute('disabled')).toBe(false));
    fireEvent.click(submit);
    await waitFor(() => expect(currentUrl()).toMatch(/^\/orderCenter\/orderConfirm\?id=\d+$/));
    const orderId = Number(currentUrl().split('=')[1]);
    const order = await orderCalls.detail(client, orderId);
    expect(order).toMatchObject({ status: 'unpaid', total: 380_000, shippingFee: 0, lines: [], custom: { requestId: id, name: '乙酰水杨酸', price: 380_000 } });
    expect(order.address.consignee).toBe('李四');
    view.unmount();
    renderWithQuery(<CustomDetails id={id} />);
    expect(await screen.findByText(`订单 ${order.orderNo}（待付款）`)).toBeTruthy();
    expect(screen.queryByRole('link', { name: '接受报价并下单' })).toBeNull();
  });

  it('says why a request cannot be accepted (not quoted yet) and offers no submit', async () => {
    const { id } = await submitCustomRequest(client, form);
    renderWithQuery(<CustomSettlement id={id} />);
    expect((await screen.findByRole('alert')).textContent).toContain('该需求当前为「待报价」，不能接受报价');
    expect(screen.queryByRole('button', { name: /提交订单/ })).toBeNull();
  });

  it('without an address the submit waits for one', async () => {
    const id = await quoted();
    renderWithQuery(<CustomSettlement id={id} />);
    expect(await screen.findByText('请选择收货地址')).toBeTruthy();
    expect(screen.getByRole('button', { name: /提交订单/ }).hasAttribute('disabled')).toBe(true);
  });
});
