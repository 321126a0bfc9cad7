import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import ProductEditor from '@/components/operator/catalogue/ProductEditor';
import { catalogueDesk } from '@/lib/api/contract/catalogue-desk';
import { DESK_TEXT } from '@/lib/messages/catalogue-desk';
import { routeOf } from '@/mocks/mock';
import { createMockServer } from '@/mocks/node';
import { buttonName, logInConsole, renderDesk } from './helpers';

vi.mock('next/navigation', async () => {
  const { nav } = await import('./helpers');
  return { useRouter: () => nav.router, usePathname: () => nav.pathname, useSearchParams: () => nav.search };
});

/** The SKU saves the console sends (their JSON bodies). */
const sent: Record<string, unknown>[] = [];
const server = createMockServer(
  http.post(routeOf(catalogueDesk.skuSave.path), async ({ request }) => {
    sent.push((await request.clone().json()) as Record<string, unknown>);
    return undefined; // on to the mock API
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(async () => {
  sent.length = 0;
  await logInConsole();
});

// 对乙酰氨基酚 in the mock catalogue.
const PRODUCT_ID = 2;

async function openNewSku() {
  renderDesk(<ProductEditor id={PRODUCT_ID} />);
  fireEvent.click(await screen.findByRole('tab', { name: new RegExp(DESK_TEXT.tabSkus) }));
  fireEvent.click(await screen.findByRole('button', { name: buttonName(DESK_TEXT.addSku) }));
  const drawer = await screen.findByRole('form', { name: DESK_TEXT.addSku });
  const field = (label: string) => within(drawer).getByLabelText(label);
  return { drawer, field, save: () => fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: buttonName(DESK_TEXT.save) })) };
}

describe('a SKU’s price is typed in yuan and sent in fen', () => {
  it('says so next to the field, sends 12.5 元 as 1250 分 and lists the SKU at ¥12.50', async () => {
    const { drawer, field, save } = await openNewSku();
    expect(within(drawer).getByText(DESK_TEXT.priceNote)).toBeTruthy();
    fireEvent.change(field(DESK_TEXT.pack), { target: { value: '25mg' } });
    fireEvent.change(field(DESK_TEXT.priceYuan), { target: { value: '12.5' } });
    save();
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ productId: PRODUCT_ID, pack: '25mg', priceFen: 1250 });
    const row = (await screen.findByText('25mg')).closest('tr')!;
    expect(within(row).getByText('¥12.50')).toBeTruthy();
  });

  it('takes ¥ and thousands separators, and 0.29 元 exactly as 29 分', async () => {
    const { field, save } = await openNewSku();
    fireEvent.change(field(DESK_TEXT.pack), { target: { value: '5mg' } });
    fireEvent.change(field(DESK_TEXT.priceYuan), { target: { value: '¥1,200.5' } });
    save();
    await waitFor(() => expect(sent).toHaveLength(1));
    fireEvent.click(await screen.findByRole('button', { name: buttonName(DESK_TEXT.addSku) }));
    const again = await screen.findByRole('form', { name: DESK_TEXT.addSku });
    fireEvent.change(within(again).getByLabelText(DESK_TEXT.pack), { target: { value: '1mg' } });
    fireEvent.change(within(again).getByLabelText(DESK_TEXT.priceYuan), { target: { value: '0.29' } });
    save();
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent.map((b) => [b.pack, b.priceFen])).toEqual([
      ['5mg', 120_050],
      ['1mg', 29],
    ]);
  });

  it('refuses a price with three decimals or none at all, under the field and without sending', async () => {
    const { drawer, field, save } = await openNewSku();
    fireEvent.change(field(DESK_TEXT.pack), { target: { value: '50mg' } });
    fireEvent.change(field(DESK_TEXT.priceYuan), { target: { value: '12.345' } });
    save();
    expect(await within(drawer).findByText(DESK_TEXT.priceInvalid)).toBeTruthy();
    fireEvent.change(field(DESK_TEXT.priceYuan), { target: { value: '0' } });
    save();
    expect(await within(drawer).findByText(DESK_TEXT.priceInvalid)).toBeTruthy();
    expect(sent).toHaveLength(0);
  });
});
