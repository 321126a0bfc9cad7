import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import Cookies from 'js-cookie';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import PaymentBill from '@/components/payment/PaymentBill';
import { mockSkus } from '@/mocks/fixtures/cart';
import { resetOrderMocks, seedOrder } from '@/mocks/handlers/order';
import { createMockServer } from '@/mocks/node';
import { http, HttpResponse } from 'msw';
import { payment } from '@/lib/api/contract/payment';
import { routeOf } from '@/mocks/mock';
import { AUTH_COOKIE } from '@/stores/auth';
import { renderWithApp } from '../catalogue/helpers';

vi.mock('next/navigation', async () => {
  const { nav } = await import('../catalogue/helpers');
  return { useRouter: () => nav.router, usePathname: () => nav.pathname };
});

const server = createMockServer();
let uploads = 0;
const countUploads = ({ request }: { request: Request }) => void (request.method === 'POST' && request.url.includes('/transferSlip/') && uploads++);
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  server.events.on('request:start', countUploads);
});
beforeEach(() => {
  resetOrderMocks();
  uploads = 0;
  Cookies.set(AUTH_COOKIE.token, 'mock-token-8-1');
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const sku = mockSkus.find((s) => s.stock >= 1)!;
const PNG = Uint8Array.from(Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex'));

async function renderBill() {
  const order = seedOrder(8, [{ skuId: sku.skuId, num: 1 }]);
  renderWithApp(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <PaymentBill id={order.id} />
    </QueryClientProvider>,
  );
  await screen.findByText('收款单位');
  return order;
}
const choose = (file: File) => fireEvent.change(screen.getByLabelText('上传转账凭证'), { target: { files: [file] } });

describe('/settlementPage/payment/paymentBill', () => {
  it('shows the payee with its 演示账户 label, bank, account, the order number to quote, the amount and the steps', async () => {
    const order = await renderBill();
    expect(screen.getByText('标准品商城（演示账户，请勿实际转账）')).toBeTruthy();
    expect(screen.getByText('演示账户')).toBeTruthy();
    expect(screen.getByText('演示银行')).toBeTruthy();
    expect(screen.getByText('0000 0000 0000 0000')).toBeTruthy();
    expect(screen.getByText(`付款备注：订单号 ${order.orderNo}`)).toBeTruthy();
    expect(screen.getByText(`¥${(order.total / 100).toFixed(2)}`)).toBeTruthy();
    for (const step of ['转账', '上传凭证', '确认到账后发货']) expect(screen.getByText(step)).toBeTruthy();
    expect(screen.getByText('暂未上传转账凭证')).toBeTruthy();
  });

  it('copies the account number without spaces', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    await renderBill();
    fireEvent.click(screen.getByRole('button', { name: /复\s*制/ }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('0000000000000000'));
    vi.unstubAllGlobals();
  });

  it('a file of another type is refused in the browser and never sent', async () => {
    await renderBill();
    choose(new File(['hello'], 'slip.txt', { type: 'text/plain' }));
    expect(await screen.findByText('请选择 PNG、JPG 图片或 PDF 文件')).toBeTruthy();
    expect(uploads).toBe(0);
  });

  it("a file that only claims to be a PNG is refused by the server, whose message is shown", async () => {
    await renderBill();
    choose(new File(['<html><script>alert(1)</script></html>'], 'slip.png', { type: 'image/png' }));
    expect(await screen.findByText('转账凭证仅支持 PNG、JPG 图片或 PDF 文件')).toBeTruthy();
    expect(uploads).toBe(1);
    expect(screen.getByText('暂未上传转账凭证')).toBeTruthy();
  });

  it('a real PNG is uploaded and listed with its name and size, with 查看', async () => {
    await renderBill();
    // An ASCII name: happy-dom's multipart encoder writes a non-ASCII file name as Latin-1 (browsers send UTF-8).
    choose(new File([PNG], 'bank-receipt.png', { type: 'image/png' }));
    const row = (await screen.findByText('bank-receipt.png')).closest('tr') as HTMLElement;
    expect(within(row).getByText('1 KB')).toBeTruthy();
    expect(within(row).getByRole('button', { name: '查看' })).toBeTruthy();
    expect(uploads).toBe(1);
  });

  it('查看 fetches the slip with the token (a link could not carry it) and opens it from an object URL', async () => {
    const seen: (string | null)[] = [];
    server.use(
      http.get(routeOf(payment.slipFile.path), ({ request }) => {
        seen.push(request.headers.get('token'));
        return new HttpResponse(PNG, { headers: { 'content-type': 'image/png' } });
      }),
    );
    const tab = { location: { href: '' }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    await renderBill();
    choose(new File([PNG], 'bank-receipt.png', { type: 'image/png' }));
    const row = (await screen.findByText('bank-receipt.png')).closest('tr') as HTMLElement;
    fireEvent.click(within(row).getByRole('button', { name: /查\s*看/ }));
    await waitFor(() => expect(tab.location.href).toMatch(/^blob:/));
    expect(seen).toEqual(['mock-token-8-1']);
    open.mockRestore();
  });

  it("查看 of a slip the server refuses shows the server's message", async () => {
    server.use(http.get(routeOf(payment.slipFile.path), () => HttpResponse.json({ code: 0, data: null, message: '凭证不存在', messageCode: null, totalCount: null }, { status: 404 })));
    const tab = { location: { href: '' }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    await renderBill();
    choose(new File([PNG], 'bank-receipt.png', { type: 'image/png' }));
    const row = (await screen.findByText('bank-receipt.png')).closest('tr') as HTMLElement;
    fireEvent.click(within(row).getByRole('button', { name: /查\s*看/ }));
    expect(await screen.findByText('凭证不存在')).toBeTruthy();
    expect(tab.close).toHaveBeenCalled();
    open.mockRestore();
  });
});
