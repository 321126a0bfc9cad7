import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import ProductEditor from '@/components/operator/catalogue/ProductEditor';
import { toDraft, toFormValues } from '@/components/operator/catalogue/product-form';
import { catalogueDesk, DESK_MSG } from '@/lib/api/contract/catalogue-desk';
import { DESK_TEXT } from '@/lib/messages/catalogue-desk';
import { createMockServer } from '@/mocks/node';
import { buttonName, colleagueApi, logInConsole, renderDesk, staffHeaders } from './helpers';

vi.mock('next/navigation', async () => {
  const { nav } = await import('./helpers');
  return { useRouter: () => nav.router, usePathname: () => nav.pathname, useSearchParams: () => nav.search };
});

const server = createMockServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => logInConsole());

/** A colleague saves the product at another desk (their own session, the version they read). */
async function colleagueSaves(id: number, change: (draft: ReturnType<typeof toDraft>) => void) {
  const { headers } = await staffHeaders();
  const p = await colleagueApi.call(catalogueDesk.productDetail, { params: { id }, headers });
  const draft = toDraft(toFormValues(p, []));
  change(draft);
  return colleagueApi.call(catalogueDesk.productUpdate, { params: { id }, body: { ...draft, categoryId: p.categoryId, version: p.version }, headers });
}

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(input(label), { target: { value } });
const save = () => fireEvent.click(screen.getByRole('button', { name: buttonName(DESK_TEXT.save) }));

async function openEditor(id: number) {
  renderDesk(<ProductEditor id={id} />);
  await screen.findByRole('form', { name: DESK_TEXT.editProduct });
  await screen.findByText(DESK_TEXT.recognised);
}

describe('a save refused because a colleague saved first', () => {
  it('says so, keeps everything typed, and after 重新加载 saves the person’s change on top of the colleague’s', async () => {
    const id = 3;
    await openEditor(id);
    const { version: before } = await colleagueSaves(id, (d) => {
      d.purity = '≥99.9%（同事改的）';
    });
    type(DESK_TEXT.nameCn, '我改的中文名');
    type(DESK_TEXT.storage, '2-8℃ 冷藏（我改的）');
    save();

    expect((await screen.findByRole('alert')).textContent).toContain(DESK_MSG.stale);
    expect(input(DESK_TEXT.nameCn).value).toBe('我改的中文名');
    expect(input(DESK_TEXT.storage).value).toBe('2-8℃ 冷藏（我改的）');

    fireEvent.click(screen.getByRole('button', { name: buttonName(DESK_TEXT.reload) }));
    await waitFor(() => expect(input(DESK_TEXT.purity).value).toBe('≥99.9%（同事改的）'));
    expect(input(DESK_TEXT.nameCn).value).toBe('我改的中文名');
    expect(input(DESK_TEXT.storage).value).toBe('2-8℃ 冷藏（我改的）');
    expect(screen.queryByText(DESK_MSG.stale)).toBeNull();

    save();
    expect(await screen.findByText(DESK_TEXT.saved)).toBeTruthy();
    const { headers } = await staffHeaders();
    const stored = await colleagueApi.call(catalogueDesk.productDetail, { params: { id }, headers });
    expect(stored).toMatchObject({ nameCn: '我改的中文名', storage: '2-8℃ 冷藏（我改的）', purity: '≥99.9%（同事改的）', version: before + 1 });
  });

  it('lists a field both changed, keeps the person’s value, and takes the colleague’s on 改用他人的值', async () => {
    const id = 4;
    await openEditor(id);
    await colleagueSaves(id, (d) => {
      d.nameEn = 'Colleague English Name';
    });
    type(DESK_TEXT.nameEn, 'My English Name');
    save();
    fireEvent.click(await screen.findByRole('button', { name: buttonName(DESK_TEXT.reload) }));

    expect(await screen.findByText(DESK_TEXT.conflictTitle)).toBeTruthy();
    expect(screen.getByText(DESK_TEXT.conflictTheirs('Colleague English Name'))).toBeTruthy();
    expect(input(DESK_TEXT.nameEn).value).toBe('My English Name');
    fireEvent.click(screen.getByRole('button', { name: buttonName(DESK_TEXT.useTheirs) }));
    expect(input(DESK_TEXT.nameEn).value).toBe('Colleague English Name');
    expect(screen.queryByText(DESK_TEXT.conflictTitle)).toBeNull();
  });
});
