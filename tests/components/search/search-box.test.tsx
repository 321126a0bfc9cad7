import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import Cookies from 'js-cookie';
import SearchBox from '@/components/layout/header/SearchBox';
import { headerSearchHref, SAMPLE_TERMS } from '@/components/search/headerSearch';
import { hotNewsQuery, hotSearchQuery } from '@/components/search/SearchDropdown';
import { content } from '@/lib/api/contract/content';
import { search } from '@/lib/api/contract/search';
import { HOVER_DELAY_MS } from '@/lib/constants';
import { MSG } from '@/lib/messages';
import { http, HttpResponse } from 'msw';
import { mock, ok, routeOf } from '@/mocks/mock';
import { createMockServer } from '@/mocks/node';
import { HISTORY_TERMS_COOKIE, resetSearchHistory, useSearchHistory } from '@/stores/search-history';
import { HOT, nav, renderWithQuery, resetNav } from './helpers';

vi.mock('next/navigation', async () => {
  const { nav } = await import('./helpers');
  return { useRouter: () => nav.router, usePathname: () => nav.pathname };
});

const server = createMockServer(mock(search.hotSearch, () => ok(HOT)));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  resetNav();
  resetSearchHistory();
});
afterEach(() => {
  server.resetHandlers();
  vi.useRealTimers();
});
afterAll(() => server.close());

const input = () => screen.getByRole('searchbox', { name: MSG.searchPlaceholder });
const box = () => input().closest('form')!.parentElement!;
const dropdown = () => screen.queryByTestId('search-dropdown');
const typeSelect = () => screen.getByRole('combobox', { name: MSG.searchType });

function submit(keyword: string, type = 0) {
  fireEvent.change(typeSelect(), { target: { value: String(type) } });
  fireEvent.change(input(), { target: { value: keyword } });
  fireEvent.submit(input().closest('form')!);
}

describe('header search box: scheme A routing', () => {
  it.each([
    [0, '/searchCenter?keyword=%E5%A5%A5%E7%BE%8E'],
    [1, '/searchCenter/methodsSeach?keyword=%E5%A5%A5%E7%BE%8E'],
    [2, '/productCenter/productClassifyList/0?keyword=%E5%A5%A5%E7%BE%8E'],
    [3, '/searchCenter/dataSearchofStandard?keyword=%E5%A5%A5%E7%BE%8E'],
  ])('type %i goes to %s', (type, href) => {
    renderWithQuery(<SearchBox />);
    submit('  奥美 ', type);
    expect(nav.router.push).toHaveBeenCalledWith(href);
    expect(headerSearchHref(type, '奥美')).toBe(href);
  });

  it("shows SPEC's second placeholder for 产品 (name, catalogue number, CAS number or brand), the first for the others", () => {
    renderWithQuery(<SearchBox />);
    expect(input().getAttribute('placeholder')).toBe('请输入货号、CAS号、分子式、标准号');
    fireEvent.change(typeSelect(), { target: { value: '2' } });
    expect(input().getAttribute('placeholder')).toBe('请输入名称、货号、CAS号或品牌');
    for (const type of ['0', '1', '3']) {
      fireEvent.change(typeSelect(), { target: { value: type } });
      expect(input().getAttribute('placeholder')).toBe('请输入货号、CAS号、分子式、标准号');
    }
  });

  it('encodes the keyword (a standard number with a slash and spaces, a comma)', () => {
    renderWithQuery(<SearchBox />);
    submit('GB/T 601-2016, 附录');
    expect(nav.router.push).toHaveBeenCalledWith(`/searchCenter?keyword=${encodeURIComponent('GB/T 601-2016, 附录')}`);
  });

  it('does nothing for an empty or blank keyword: no navigation, no history', () => {
    renderWithQuery(<SearchBox />);
    submit('');
    submit('   ');
    expect(nav.router.push).not.toHaveBeenCalled();
    expect(Cookies.get(HISTORY_TERMS_COOKIE)).toBeUndefined();
    expect(headerSearchHref(0, ' \t ')).toBeNull();
  });

  it('records every search in the history, newest first, with its type', () => {
    renderWithQuery(<SearchBox />);
    submit('阿司匹林', 2);
    submit('50-78-2', 0);
    expect(useSearchHistory.getState().entries).toEqual([
      { term: '50-78-2', type: 0 },
      { term: '阿司匹林', type: 2 },
    ]);
    expect(Cookies.get(HISTORY_TERMS_COOKIE)).toBe('50-78-2,阿司匹林');
  });
});

describe('header search drop-down', () => {
  it('opens on hover with hot searches, hot content and the four sample terms, but no history section when there is none', async () => {
    renderWithQuery(<SearchBox />);
    expect(dropdown()).toBeNull();
    fireEvent.mouseEnter(box());
    const panel = dropdown()!;
    expect(panel).not.toBeNull();
    expect(within(panel).queryByText(MSG.searchHistory)).toBeNull();
    for (const term of SAMPLE_TERMS) expect(within(panel).getByRole('button', { name: term })).toBeTruthy();
    await waitFor(() => expect(within(panel).getByText(MSG.hotSearches)).toBeTruthy());
    const hot = within(panel).getByText(MSG.hotSearches).closest('section')!;
    expect(within(hot).getAllByRole('button').map((b) => b.textContent)).toEqual(['1奥美拉唑', '2阿司匹林']);
    expect(within(panel).getByRole('link', { name: /73590-58-6/ }).getAttribute('href')).toBe('/goodsDetail/13');
    // 热门内容 also carries the newest articles (index/news/data/search).
    const news = await within(panel).findByRole('link', { name: /标准品商城上线/ });
    expect(news.getAttribute('href')).toBe('/newsInformation/advisoryDetails/104');
  });

  it('leaves the hot sections out when the hot-search read fails, quietly; the sample terms stay', async () => {
    let asked = 0;
    server.use(
      http.get(routeOf(search.hotSearch.path), () => {
        asked += 1;
        return HttpResponse.error();
      }),
      // 热门内容 also lists the newest articles: that read fails too here.
      http.post(routeOf(content.newsSearch.path), () => HttpResponse.error()),
    );
    const { client } = renderWithQuery(<SearchBox />);
    fireEvent.mouseEnter(box());
    await waitFor(() => expect(asked).toBe(1));
    // The reads have failed and the panel has rendered that: nothing more is coming.
    await waitFor(() => expect(client.getQueryState(hotSearchQuery.queryKey)?.status).toBe('error'));
    await waitFor(() => expect(client.getQueryState(hotNewsQuery.queryKey)?.status).toBe('error'));
    const panel = dropdown()!;
    expect(within(panel).queryByText(MSG.hotSearches)).toBeNull();
    expect(within(panel).queryByText(MSG.hotContent)).toBeNull();
    expect(within(panel).getByRole('button', { name: SAMPLE_TERMS[1] })).toBeTruthy();
  });

  it('shows the history when there is some, and opens on focus too', () => {
    useSearchHistory.getState().add('奥美', 0);
    resetSearchHistory(); // only the cookie remains: opening reads it
    renderWithQuery(<SearchBox />);
    fireEvent.focus(input());
    const panel = dropdown()!;
    expect(within(panel).getByText(MSG.searchHistory)).toBeTruthy();
    expect(within(panel).getByRole('button', { name: '奥美' })).toBeTruthy();
  });

  it('hides 200 ms after the mouse leaves, and a new hover in between keeps it open', () => {
    vi.useFakeTimers();
    renderWithQuery(<SearchBox />);
    fireEvent.mouseEnter(box());
    fireEvent.mouseLeave(box());
    act(() => vi.advanceTimersByTime(HOVER_DELAY_MS - 1));
    expect(dropdown()).not.toBeNull();
    fireEvent.mouseEnter(box());
    act(() => vi.advanceTimersByTime(HOVER_DELAY_MS * 2));
    expect(dropdown()).not.toBeNull();
    fireEvent.mouseLeave(box());
    act(() => vi.advanceTimersByTime(HOVER_DELAY_MS - 1));
    expect(dropdown()).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(dropdown()).toBeNull();
    expect(HOVER_DELAY_MS).toBe(200);
  });

  it('hides 200 ms after the focus leaves the box', () => {
    vi.useFakeTimers();
    renderWithQuery(<SearchBox />);
    fireEvent.focus(input());
    expect(dropdown()).not.toBeNull();
    fireEvent.blur(input(), { relatedTarget: document.body });
    act(() => vi.advanceTimersByTime(HOVER_DELAY_MS - 1));
    expect(dropdown()).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(dropdown()).toBeNull();
  });

  it('searches a clicked sample term with the chosen type and a history term with its own type', () => {
    useSearchHistory.getState().add('奥美拉唑', 2);
    renderWithQuery(<SearchBox />);
    fireEvent.change(typeSelect(), { target: { value: '0' } });
    fireEvent.mouseEnter(box());
    fireEvent.click(within(dropdown()!).getByRole('button', { name: '50-78-2' }));
    expect(nav.router.push).toHaveBeenLastCalledWith('/searchCenter?keyword=50-78-2');
    expect(dropdown()).toBeNull();
    fireEvent.mouseEnter(box());
    const history = within(dropdown()!).getByText(MSG.searchHistory).closest('section')!;
    fireEvent.click(within(history).getByRole('button', { name: '奥美拉唑' }));
    expect(nav.router.push).toHaveBeenLastCalledWith(`/productCenter/productClassifyList/0?keyword=${encodeURIComponent('奥美拉唑')}`);
    expect(useSearchHistory.getState().entries.map((e) => e.term)).toEqual(['奥美拉唑', '50-78-2']);
  });

  it('removes one history term with ×, and all with the bin; the section then disappears', () => {
    ['a', 'b', 'c'].forEach((t) => useSearchHistory.getState().add(t, 0));
    renderWithQuery(<SearchBox />);
    fireEvent.mouseEnter(box());
    fireEvent.click(screen.getByRole('button', { name: MSG.searchHistoryRemove('b') }));
    expect(useSearchHistory.getState().entries.map((e) => e.term)).toEqual(['c', 'a']);
    expect(screen.queryByRole('button', { name: 'b' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: MSG.searchHistoryClear }));
    expect(Cookies.get(HISTORY_TERMS_COOKIE)).toBeUndefined();
    expect(within(dropdown()!).queryByText(MSG.searchHistory)).toBeNull();
    expect(nav.router.push).not.toHaveBeenCalled();
  });

  it('closes on Escape', () => {
    renderWithQuery(<SearchBox />);
    fireEvent.focus(input());
    fireEvent.keyDown(input(), { key: 'Escape' });
    expect(dropdown()).toBeNull();
  });

  it('shows the keyword of the results page on screen', () => {
    nav.pathname = '/searchCenter';
    window.history.replaceState(null, '', '/searchCenter?keyword=%E5%A5%A5%E7%BE%8E');
    renderWithQuery(<SearchBox />);
    expect((input() as HTMLInputElement).value).toBe('奥美');
    window.history.replaceState(null, '', '/');
  });
});
