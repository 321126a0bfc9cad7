import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import FilterBar from '@/components/catalogue/FilterBar';
import { summarize, type FilterGroup } from '@/lib/catalogue/filterModel';
import { EMPTY_LIST_STATE, type ListState } from '@/lib/catalogue/listQuery';
import { MSG } from '@/lib/messages';
import { nav, resetNav } from './helpers';

vi.mock('next/navigation', async () => {
  const { nav } = await import('./helpers');
  return { useRouter: () => nav.router, usePathname: () => nav.pathname };
});

beforeEach(() => resetNav());

const BASE = '/productCenter/productClassifyList/53';
const groups: FilterGroup[] = [
  { key: 'category', label: '分类', options: [{ value: '54', label: '解热镇痛药杂质' }, { value: '59', label: '消化系统药物杂质' }] },
  {
    key: 'brand',
    label: '品牌',
    options: [
      { value: 'RefMall 标准品', label: 'RefMall 标准品' },
      { value: '谱源杂质', label: '谱源杂质' },
      { value: '阿尔皮诺对照', label: '阿尔皮诺对照' },
    ],
  },
  { key: 'pack', label: '包装规格', options: [{ value: '100mg', label: '100mg' }, { value: '1g', label: '1g' }] },
  { key: 'delivery', label: '货期', options: [{ value: 'inStock', label: '现货' }, { value: 'onOrder', label: '订货' }] },
];
const state = (over: Partial<ListState> = {}): ListState => ({ ...EMPTY_LIST_STATE, ...over });
const renderBar = (s: ListState) =>
  render(<FilterBar basePath={BASE} state={s} groups={groups} categoryPath="/productCenter/productClassifyList/" clearHref="/productCenter/productClassifyList/0" />);
const row = (key: string) => document.querySelector(`[data-filter="${key}"]`) as HTMLElement;
const chip = (key: string) => document.querySelector(`[data-chip="${key}"]`) as HTMLAnchorElement | null;

describe('summary (SPEC: truncated above 20 characters)', () => {
  it('keeps 20 characters whole and cuts the 21st with …', () => {
    expect(summarize(['一二三四五六七八九十', '一二三四五六七八九'])).toBe('一二三四五六七八九十、一二三四五六七八九'); // 20
    expect(summarize(['一二三四五六七八九十', '一二三四五六七八九十'])).toBe('一二三四五六七八九十、一二三四五六七八九…'); // 21
    expect(summarize(['谱源杂质', '阿尔皮诺对照', 'RefMall 标准品'])).toBe('谱源杂质、阿尔皮诺对照、RefMall …');
    expect(summarize(['100mg'])).toBe('100mg');
  });

  it('counts characters, not UTF-16 units (no half emoji)', () => {
    expect(summarize(['𠮷'.repeat(21)])).toBe(`${'𠮷'.repeat(20)}…`);
  });
});

describe('FilterBar chips', () => {
  it('shows one removable chip per chosen filter, with the multi-choice summary and the full text as title', () => {
    renderBar(state({ brandNames: ['谱源杂质', '阿尔皮诺对照', 'RefMall 标准品'], packs: ['100mg'], delivery: ['inStock'], sort: 'mw-desc', pageNo: 3 }));
    const brand = chip('brand')!;
    expect(brand.textContent).toContain('品牌：谱源杂质、阿尔皮诺对照、RefMall …');
    expect(brand.getAttribute('title')).toBe('品牌：谱源杂质、阿尔皮诺对照、RefMall 标准品');
    // Removing the brand chip keeps the other filters and the sort, back on page 1.
    expect(brand.getAttribute('href')).toBe(`${BASE}?pack=100mg&delivery=inStock&sort=mw-desc`);
    const pack = new URL(chip('pack')!.getAttribute('href')!, 'http://x');
    expect(pack.pathname).toBe(BASE);
    expect([...pack.searchParams]).toEqual([
      ['brandName', '谱源杂质'],
      ['brandName', '阿尔皮诺对照'],
      ['brandName', 'RefMall 标准品'],
      ['delivery', 'inStock'],
      ['sort', 'mw-desc'],
    ]);
    expect(chip('delivery')!.textContent).toContain('货期：现货');
    expect(chip('category')).toBeNull();
    expect(screen.getByRole('link', { name: MSG.filterClear }).getAttribute('href')).toBe('/productCenter/productClassifyList/0');
  });

  it('shows no chips row when nothing is chosen', () => {
    renderBar(state());
    expect(screen.queryByText(MSG.filterSelected)).toBeNull();
  });

  it('marks chosen options and makes a single choice a link; a chosen category goes to its own path', () => {
    renderBar(state({ packs: ['100mg'] }));
    const opt = within(row('pack')).getByRole('link', { name: '100mg' });
    expect(opt.getAttribute('aria-current')).toBe('true');
    // A second click on the only chosen value removes it.
    expect(opt.getAttribute('href')).toBe(BASE);
    expect(within(row('pack')).getByRole('link', { name: '1g' }).getAttribute('href')).toBe(`${BASE}?pack=1g`);
    expect(within(row('category')).getByRole('link', { name: '解热镇痛药杂质' }).getAttribute('href')).toBe('/productCenter/productClassifyList/54?pack=100mg');
  });
});

describe('FilterBar multi-select mode', () => {
  it('confirms several choices with 确定', () => {
    renderBar(state({ brandNames: ['谱源杂质'] }));
    fireEvent.click(within(row('brand')).getByRole('button', { name: /多选/ }));
    const boxes = within(row('brand')).getAllByRole('checkbox') as HTMLInputElement[];
    expect(boxes.map((b) => b.checked)).toEqual([false, true, false]);
    fireEvent.click(boxes[0]);
    fireEvent.click(boxes[2]);
    fireEvent.click(within(row('brand')).getByRole('button', { name: MSG.filterConfirm }));
    const url = new URL(nav.router.push.mock.calls[0][0], 'http://x');
    expect(url.pathname).toBe(BASE);
    expect(url.searchParams.getAll('brandName')).toEqual(['谱源杂质', 'RefMall 标准品', '阿尔皮诺对照']);
    // Back to links after confirming.
    expect(within(row('brand')).queryAllByRole('checkbox')).toHaveLength(0);
  });

  it('leaves everything as it was with 取消', () => {
    renderBar(state());
    fireEvent.click(within(row('delivery')).getByRole('button', { name: /多选/ }));
    fireEvent.click(within(row('delivery')).getAllByRole('checkbox')[0]);
    fireEvent.click(within(row('delivery')).getByRole('button', { name: MSG.filterCancel }));
    expect(nav.router.push).not.toHaveBeenCalled();
    expect(within(row('delivery')).queryAllByRole('checkbox')).toHaveLength(0);
    expect(within(row('delivery')).getByRole('link', { name: '现货' }).getAttribute('aria-current')).toBeNull();
  });

  it('several categories stay on the path with cid; unticking all removes the filter', () => {
    renderBar(state({ categoryIds: [54] }));
    fireEvent.click(within(row('category')).getByRole('button', { name: /多选/ }));
    const boxes = within(row('category')).getAllByRole('checkbox');
    fireEvent.click(boxes[1]);
    fireEvent.click(within(row('category')).getByRole('button', { name: MSG.filterConfirm }));
    expect(nav.router.push).toHaveBeenLastCalledWith(`${BASE}?cid=54&cid=59`);
    fireEvent.click(within(row('category')).getByRole('button', { name: /多选/ }));
    fireEvent.click(within(row('category')).getAllByRole('checkbox')[0]);
    fireEvent.click(within(row('category')).getByRole('button', { name: MSG.filterConfirm }));
    expect(nav.router.push).toHaveBeenLastCalledWith(BASE);
  });
});

describe('FilterBar links for crawlers', () => {
  it('marks every filter link — values, chips, the path category chip and 清空筛选 — rel="nofollow"', () => {
    render(
      <FilterBar
        basePath={BASE}
        state={state({ brandNames: ['谱源杂质'], packs: ['100mg'], delivery: ['inStock'] })}
        groups={groups}
        categoryPath="/productCenter/productClassifyList/"
        pathCategory={{ label: '杂质', removeHref: '/productCenter/productClassifyList/0?brandName=x' }}
        clearHref="/productCenter/productClassifyList/0"
      />,
    );
    const links = screen.getAllByRole('link');
    // 2 categories + 3 brands + 2 packs + 2 delivery options, 4 chips, 清空筛选.
    expect(links).toHaveLength(14);
    for (const link of links) expect(link.getAttribute('rel'), link.textContent!).toBe('nofollow');
  });
});
