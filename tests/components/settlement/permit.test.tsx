import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import Cookies from 'js-cookie';
import SettlementPage from '@/components/settlement/SettlementPage';
import { order } from '@/lib/api/contract/order';
import { routes } from '@/lib/routes';
import { resetAddressMocks } from '@/mocks/handlers/address';
import { resetCartMocks } from '@/mocks/handlers/cart';
import { markMockSku, resetControlledMocks } from '@/mocks/handlers/controlled';
import { resetIdentityMocks, setIdentityMockCase } from '@/mocks/handlers/identity';
import { orderMockState, resetOrderMocks } from '@/mocks/handlers/order';
import { createMockServer } from '@/mocks/node';
import { AUTH_COOKIE, resetAuthStore, useAuthStore } from '@/stores/auth';
import { disabled, spyOn } from '../auth/helpers';
import { nav, resetNav } from '../catalogue/helpers';
import { renderWithQuery, seedAddress } from './helpers';

vi.mock('next/navigation', async () => {
  const { nav } = await import('../catalogue/helpers');
  return { useRouter: () => nav.router, usePathname: () => nav.pathname };
});

const UID = 1;
const SKU = 11;
const server = createMockServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  resetNav('/settlementPage');
  sessionStorage.clear();
  resetCartMocks();
  resetAddressMocks();
  resetOrderMocks();
  resetIdentityMocks();
  resetControlledMocks();
  resetAuthStore();
  Cookies.set(AUTH_COOKIE.token, `mock-token-${UID}-1`);
  useAuthStore.setState({ status: 'in' });
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const submitButton = () => screen.getByRole('button', { name: /提\s*交\s*订\s*单/ });
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

describe('/settlementPage with controlled goods', () => {
  it('sends a buyer without real-name verification to the verification form', async () => {
    markMockSku(SKU, ['易制毒化学品第二类'], true);
    renderWithQuery(<SettlementPage source={{ buyNow: { skuId: SKU, num: 1 } }} />);
    await waitFor(() => expect(nav.router.replace).toHaveBeenCalledWith(routes.needAuthentication));
    expect(routes.needAuthentication).toBe('/personalCenter?needAuthentication=1');
  });

  it('asks a verified buyer for the permit and the use statement, then submits them and the order waits for review', async () => {
    setIdentityMockCase(UID, 2);
    markMockSku(SKU, ['易制毒化学品第二类'], true);
    seedAddress(UID, 'receiving', { consignee: '张三', isDefault: true });
    const submits = spyOn(order.submit);
    server.use(submits.handler);
    renderWithQuery(<SettlementPage source={{ buyNow: { skuId: SKU, num: 1 } }} />);

    const permit = within(await screen.findByRole('region', { name: '管制品购买资质' }));
    expect(permit.getByText('易制毒化学品第二类')).toBeTruthy();
    await waitFor(() => expect(screen.getByText('请上传购买许可证或备案证明')).toBeTruthy());
    expect(disabled(submitButton())).toBe(true);

    const input = permit.getByLabelText('购买许可证或备案证明');
    fireEvent.change(input, { target: { files: [new File(['<html>'], 'permit.pdf', { type: 'application/pdf' })] } });
    expect(await permit.findByText('许可证或备案证明仅支持 PNG、JPG 图片或 PDF 文件')).toBeTruthy();
    fireEvent.change(input, { target: { files: [new File([PNG], 'permit.png', { type: 'image/png' })] } });
    expect(await permit.findByText('已上传：permit.png')).toBeTruthy();
    expect(screen.getByText('请填写用途说明')).toBeTruthy();
    expect(disabled(submitButton())).toBe(true);

    fireEvent.change(permit.getByRole('textbox', { name: '用途说明' }), { target: { value: '药品质量检验用对照品' } });
    await waitFor(() => expect(disabled(submitButton())).toBe(false));
    fireEvent.click(submitButton());
    await waitFor(() => expect(nav.router.replace).toHaveBeenCalled());
    expect(submits.seen[0]).toMatchObject({ permit: { permitId: expect.any(Number), useStatement: '药品质量检验用对照品' } });
    const [made] = orderMockState(UID);
    expect(made).toMatchObject({ status: 'review', statusText: '待审核', payDeadline: null });
    expect(nav.router.replace).toHaveBeenCalledWith(routes.orderConfirm(made.id));
  });

  it('shows the marks of a hazardous-only line without asking for a permit', async () => {
    setIdentityMockCase(UID, 2);
    markMockSku(SKU, ['危险化学品'], false);
    seedAddress(UID, 'receiving', { consignee: '张三', isDefault: true });
    renderWithQuery(<SettlementPage source={{ buyNow: { skuId: SKU, num: 1 } }} />);
    const permit = within(await screen.findByRole('region', { name: '管制品购买资质' }));
    expect(permit.getByText('危险化学品')).toBeTruthy();
    expect(permit.queryByLabelText('购买许可证或备案证明')).toBeNull();
    await waitFor(() => expect(disabled(submitButton())).toBe(false));
  });
});
