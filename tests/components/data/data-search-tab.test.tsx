import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import DataSearchTab from '@/components/data/DataSearchTab';
import { data } from '@/lib/api/contract/data';
import { DATA_MSG } from '@/lib/messages';
import { routes } from '@/lib/routes';
import { mock, rejected } from '@/mocks/mock';
import { createMockServer } from '@/mocks/node';
import { dataRecordCards } from '@/mocks/fixtures/data';

const server = createMockServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function renderWithQuery(ui: ReactElement) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
}

const recordId = (cas: string) => dataRecordCards.find((r) => r.cas === cas)!.id;

describe('DataSearchTab (/searchIndex 数据)', () => {
  it('shows the records a keyword finds, each linking to its data record, and the way to all of them', async () => {
    renderWithQuery(<DataSearchTab keyword="奥美拉唑" />);
    const cards = await screen.findAllByTestId('data-record-card');
    expect(cards).toHaveLength(2);
    // The exact name first, then the sulfone.
    const first = within(cards[0]);
    expect(first.getByRole('link', { name: '奥美拉唑' }).getAttribute('href')).toBe(routes.dataDetail(recordId('73590-58-6')));
    expect(first.getByText(/73590-58-6/)).toBeTruthy();
    expect(first.getByText(DATA_MSG.productCount(1))).toBeTruthy();
    expect(within(cards[1]).getByRole('link', { name: '奥美拉唑砜' })).toBeTruthy();
    expect(screen.getByRole('link', { name: DATA_MSG.tabMore(2) }).getAttribute('href')).toBe(routes.dataSearchFor('奥美拉唑'));
  });

  it('finds a record by CAS number', async () => {
    renderWithQuery(<DataSearchTab keyword="62-75-9" />);
    const cards = await screen.findAllByTestId('data-record-card');
    expect(cards).toHaveLength(1);
    expect(within(cards[0]).getByRole('link', { name: 'N-亚硝基二甲胺' }).getAttribute('href')).toBe(routes.dataDetail(recordId('62-75-9')));
  });

  it('says there is no data for a keyword nothing matches', async () => {
    renderWithQuery(<DataSearchTab keyword="不存在的化合物" />);
    expect(await screen.findByText(DATA_MSG.tabEmpty)).toBeTruthy();
    expect(screen.queryByTestId('data-record-card')).toBeNull();
  });

  it('says the search failed when the API refuses (code 0), without cards', async () => {
    server.use(mock(data.indexSearch, () => rejected('系统繁忙')));
    renderWithQuery(<DataSearchTab keyword="奥美拉唑" />);
    expect((await screen.findByRole('alert')).textContent).toBe(DATA_MSG.tabFailed);
    expect(screen.queryByTestId('data-record-card')).toBeNull();
  });
});
