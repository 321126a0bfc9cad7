import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import SearchBox from '@/components/layout/header/SearchBox';
import { search } from '@/lib/api/contract/search';
import { MSG } from '@/lib/messages';
import { suggestions } from '@/mocks/handlers/search';
import { mock, ok } from '@/mocks/mock';
import { createMockServer } from '@/mocks/node';
import { resetSearchHistory, useSearchHistory } from '@/stores/search-history';
import { HOT, nav, renderWithQuery, resetNav } from './helpers';

vi.mock('next/navigation', async () => {
  const { nav } = await import('./helpers');
  return { useRouter: () => nav.router, usePathname: () => nav.pathname };
});

/** Every keyword the box asked suggestions for. */
let asked: string[] = [];
const server = createMockServer(
  mock(search.hotSearch, () => ok(HOT)),
  mock(search.suggest, ({ body }) => {
    asked.push(body.keyword);
    return ok(suggestions(body.keyword));
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  resetNav();
  resetSearchHistory();
  asked = [];
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const input = () => screen.getByRole('searchbox', { name: MSG.searchPlaceholder });
const list = () => screen.findByRole('listbox', { name: MSG.searchSuggestions });
const type = (text: string) => fireEvent.change(input(), { target: { value: text } });
const key = (k: string) => fireEvent.keyDown(input(), { key: k });

describe('header search box: type-ahead suggestions', () => {
  it('suggests names while typing, once per pause, instead of the drop-down; ↓ and Enter search the chosen name', async () => {
    renderWithQuery(<SearchBox />);
    fireEvent.focus(input());
    expect(screen.getByTestId('search-dropdown')).toBeTruthy();
    type('奥');
    type('奥美');
    const options = within(await list()).getAllByRole('option');
    expect(options[0].textContent).toBe(`${MSG.searchSuggestionKind.name}奥美拉唑Omeprazole`);
    // The debounce: one request for the pause, none for the key before it.
    expect(asked).toEqual(['奥美']);
    expect(screen.queryByTestId('search-dropdown')).toBeNull();
    key('ArrowDown');
    expect(options[0].getAttribute('aria-selected')).toBe('true');
    expect(input().getAttribute('aria-activedescendant')).toBe(options[0].id);
    key('Enter');
    expect(nav.router.push).toHaveBeenCalledWith(`/searchCenter?keyword=${encodeURIComponent('奥美拉唑')}`);
    expect(useSearchHistory.getState().entries[0]).toEqual({ term: '奥美拉唑', type: 0 });
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('opens the product of a chosen catalogue number, with ↑ ↓ wrapping round the list', async () => {
    renderWithQuery(<SearchBox />);
    fireEvent.focus(input());
    type('rm-r0010');
    const options = within(await list()).getAllByRole('option');
    expect(options.length).toBeGreaterThan(1);
    expect(options.every((o) => o.textContent!.startsWith(MSG.searchSuggestionKind.code))).toBe(true);
    const expected = suggestions('rm-r0010');
    key('ArrowUp'); // from nothing: the last one
    expect(options[options.length - 1].getAttribute('aria-selected')).toBe('true');
    key('ArrowDown'); // past the end: the first one
    key('ArrowDown');
    expect(options[1].getAttribute('aria-selected')).toBe('true');
    key('Enter');
    expect(nav.router.push).toHaveBeenCalledWith(`/goodsDetail/${expected[1].productId}`);
    expect((input() as HTMLInputElement).value).toBe(expected[1].text);
  });

  it('opens the /{cas} page of a clicked CAS number', async () => {
    renderWithQuery(<SearchBox />);
    fireEvent.focus(input());
    type('73590');
    const option = within(await list()).getAllByRole('option').find((o) => o.textContent === `${MSG.searchSuggestionKind.cas}73590-58-6奥美拉唑`)!;
    fireEvent.click(option);
    expect(nav.router.push).toHaveBeenCalledWith('/73590-58-6');
  });

  it('closes the suggestions on Escape, shows none for one Latin letter, and the drop-down again for an empty box', async () => {
    renderWithQuery(<SearchBox />);
    fireEvent.focus(input());
    type('Omep');
    await list();
    key('Escape');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(nav.router.push).not.toHaveBeenCalled();
    type('o');
    await waitFor(() => expect(asked).toContain('o'));
    expect(screen.queryByRole('listbox')).toBeNull();
    type('');
    expect(screen.getByTestId('search-dropdown')).toBeTruthy();
  });
});
