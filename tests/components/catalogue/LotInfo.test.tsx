import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import BuyBox from '@/components/catalogue/BuyBox';
import type { ProductDetail } from '@/lib/api/contract/catalogue';
import { LOT_MSG } from '@/lib/messages';
import { productDetails } from '@/mocks/fixtures/catalogue';
import { resetAuthStore, useAuthStore } from '@/stores/auth';
import { renderWithApp, resetNav } from './helpers';

vi.mock('next/navigation', async () => {
  const { nav } = await import('./helpers');
  return { useRouter: () => nav.router, usePathname: () => nav.pathname };
});

beforeEach(() => {
  resetNav('/goodsDetail/1');
  resetAuthStore();
  useAuthStore.setState({ status: 'out' });
});

const renderBox = (p: ProductDetail) =>
  renderWithApp(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <BuyBox product={{ id: p.id, nameCn: p.nameCn, imgSrc: '', skus: p.skus, lots: p.lots }} initialSkuId={null} />
    </QueryClientProvider>,
  );

const block = () => screen.getByRole('region', { name: LOT_MSG.title });
const fact = (label: string) => within(block()).getByText(label).nextElementSibling?.textContent;

/** A product as the API answers it, with chosen lots and warehouse stock. */
function product(): ProductDetail {
  const base = productDetails.find((p) => p.id === 1)!;
  const [a, b] = base.skus;
  const wh = (sh: number, bj: number, gz: number) => [
    { code: 'SH', name: '上海仓', city: '上海', stock: sh, cutoff: '16:00', transitMinDays: 1, transitMaxDays: 2 },
    { code: 'BJ', name: '北京仓', city: '北京', stock: bj, cutoff: '15:00', transitMinDays: 1, transitMaxDays: 3 },
    { code: 'GZ', name: '广州仓', city: '广州', stock: gz, cutoff: '15:30', transitMinDays: 2, transitMaxDays: 3 },
  ];
  return {
    ...base,
    skus: [
      { ...a, stock: 12 },
      { ...b, stock: 0, deliveryDays: 14 },
    ],
    lots: [
      {
        skuId: a.id,
        onSale: {
          lotNo: '2026C07',
          manufacturedOn: '2026-03-09',
          expiryKind: 'expiry',
          expiresOn: '2029-03-08',
          certified: { property: '浓度', value: '1003', uncertainty: '5', unit: 'μg/mL', k: 2 },
        },
        warehouses: wh(9, 0, 3),
      },
      { skuId: b.id, onSale: null, warehouses: wh(0, 0, 0) },
    ],
  };
}

describe('LotInfo in the buy box (goods detail)', () => {
  it('shows the chosen SKU’s lot, its expiry, the certified value ± U and stock by warehouse with the delivery estimate', () => {
    renderBox(product());
    expect(fact(LOT_MSG.lotNo)).toBe('2026C07');
    expect(fact(LOT_MSG.expiry)).toBe('2029-03-08');
    expect(fact(LOT_MSG.certified('浓度'))).toBe('1003 ± 5 μg/mLU，k=2');
    const rows = within(screen.getByRole('list', { name: LOT_MSG.warehouses })).getAllByRole('listitem');
    expect(rows.map((r) => r.textContent)).toEqual(['上海仓现货 9预计 1-2 天送达16:00 前付款当日发出', '北京仓暂无现货', '广州仓现货 3预计 2-3 天送达15:30 前付款当日发出']);
  });

  it('follows the SKU choice: a SKU without a sellable lot says so', () => {
    renderBox(product());
    fireEvent.click(screen.getAllByRole('radio')[1]);
    expect(within(block()).getByText(LOT_MSG.noLot)).toBeTruthy();
    expect(within(block()).queryByText(LOT_MSG.lotNo)).toBeNull();
    expect(within(screen.getByRole('list', { name: LOT_MSG.warehouses })).getAllByText(LOT_MSG.noStock)).toHaveLength(3);
  });

  it('says 复验期 for a neat material with a retest date, and shows no certified value when there is none', () => {
    const p = product();
    p.lots[0] = { ...p.lots[0], onSale: { ...p.lots[0].onSale!, expiryKind: 'retest', certified: null } };
    renderBox(p);
    expect(fact(LOT_MSG.retest)).toBe('2029-03-08');
    expect(within(block()).queryByText(LOT_MSG.expiry)).toBeNull();
    expect(within(block()).queryByText(/定值/)).toBeNull();
  });

  it('shows nothing of lots for a SKU with no lot on record', () => {
    const p = product();
    p.lots[0] = { skuId: p.lots[0].skuId, onSale: null, warehouses: [] };
    renderBox(p);
    expect(screen.queryByRole('region', { name: LOT_MSG.title })).toBeNull();
  });

  it('shows nothing of lots for a backend that does not answer them', () => {
    const p = product();
    renderWithApp(
      <QueryClientProvider client={new QueryClient()}>
        <BuyBox product={{ id: p.id, nameCn: p.nameCn, imgSrc: '', skus: p.skus }} />
      </QueryClientProvider>,
    );
    expect(screen.queryByRole('region', { name: LOT_MSG.title })).toBeNull();
  });
});
