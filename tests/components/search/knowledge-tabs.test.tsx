import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { createApiClient } from '@/lib/api/client';
import { search, type MethodHit, type StandardHit } from '@/lib/api/contract/search';
import type { Read } from '@/lib/api/read';
import { MSG, SEARCH_KNOWLEDGE_MSG as M } from '@/lib/messages';
import { routes } from '@/lib/routes';
import type { Paged } from '@/lib/search/read';
import KnowledgePreview from '@/components/search/KnowledgePreview';
import KnowledgeTab from '@/components/search/KnowledgeTab';
import SearchTabs from '@/components/search/SearchTabs';
import { headerSearchHref, SAMPLE_TERMS } from '@/components/search/headerSearch';
import { KNOWLEDGE_PAGE_SIZE, pageNoOf } from '@/components/search/searchQuery';
import { createMockServer } from '@/mocks/node';
import { resetNav } from './helpers';

vi.mock('next/navigation', async () => {
  const { nav } = await import('./helpers');
  return { useRouter: () => nav.router, usePathname: () => nav.pathname };
});

/* The /searchIndex 方法 and 标准 tabs and the 综合 blocks, fed by the mock server's answers (mocks/handlers/knowledge-search.ts). */

const server = createMockServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => resetNav('/searchIndex'));

const api = createApiClient({ baseURL: 'http://mall.test', getToken: () => null });
const methods = async (keyword: string, pageSize = KNOWLEDGE_PAGE_SIZE): Promise<Read<Paged<MethodHit>>> => ({ ok: true, data: await api.page(search.methodSearch, { body: { keyword }, pageSize }) });
const standards = async (keyword: string, pageSize = KNOWLEDGE_PAGE_SIZE): Promise<Read<Paged<StandardHit>>> => ({ ok: true, data: await api.page(search.standardSearch, { body: { keyword }, pageSize }) });

describe('方法 tab (navHandleIndex 2)', () => {
  it('lists the methods found, each linking to its page, with the total', async () => {
    render(<KnowledgeTab kind="method" keyword="ChP 奥美拉唑 有关物质" pageNo={1} result={await methods('ChP 奥美拉唑 有关物质')} />);
    expect(screen.getByText(M.methodsFound(1))).toBeTruthy();
    const rows = screen.getAllByTestId('method-hit');
    expect(rows).toHaveLength(1);
    const link = within(rows[0]).getByRole('link');
    expect(link.getAttribute('href')).toBe(routes.methodDetail(101));
    expect(link.textContent).toBe('ChP奥美拉唑 · 有关物质');
    expect(rows[0].textContent).toContain('2025年版');
    expect(rows[0].textContent).toContain('HPLC');
    expect(rows[0].textContent).toContain('CAS 73590-58-6');
    expect(rows[0].textContent).toContain(M.needs(1));
  });

  it('shows the monograph heading when it differs, and says when no standard is needed', async () => {
    render(<KnowledgeTab kind="method" keyword="阿司匹林" pageNo={1} result={await methods('阿司匹林')} />);
    const text = screen.getAllByTestId('method-hit').map((r) => r.textContent);
    expect(text[0]).toContain('阿司匹林 · 游离水杨酸');
    expect(text.some((t) => t?.includes(M.needs(0)))).toBe(true);
  });

  it('pages with real links when there are more than a page', async () => {
    const read = await methods('奥美拉唑');
    if (!read.ok) throw new Error('mock');
    render(<KnowledgeTab kind="method" keyword="奥美拉唑" pageNo={2} result={{ ok: true, data: { ...read.data, totalCount: 45 } }} />);
    const pager = screen.getByRole('navigation');
    expect(within(pager).getByRole('link', { name: '第 3 页' }).getAttribute('href')).toBe(`${routes.searchIndexFor(2, '奥美拉唑')}&pageNo=3`);
  });

  it('an empty tab says so and leads back to all results', async () => {
    render(<KnowledgeTab kind="method" keyword="没有这种方法" pageNo={1} result={await methods('没有这种方法')} />);
    expect(screen.getByRole('status').textContent).toContain(MSG.searchNoMethods);
    expect(screen.getByRole('link', { name: new RegExp(MSG.searchBackToAll) }).getAttribute('href')).toBe(routes.searchCenterFor('没有这种方法'));
  });

  it('a failed search shows the message, not an empty tab', () => {
    render(<KnowledgeTab kind="method" keyword="奥美拉唑" pageNo={1} result={{ ok: false, refused: false, message: MSG.searchFailed }} />);
    expect(screen.getByRole('alert').textContent).toBe(MSG.searchFailed);
    expect(screen.queryByText(MSG.searchNoMethods)).toBeNull();
  });
});

describe('标准 tab (navHandleIndex 3)', () => {
  it.each(['GB/T 601-2016', 'GBT601-2016', 'gb/t 601—2016'])('%s: that standard first, then its other edition', async (q) => {
    render(<KnowledgeTab kind="standard" keyword={q} pageNo={1} result={await standards(q)} />);
    const rows = screen.getAllByTestId('standard-hit');
    expect(within(rows[0]).getByRole('link').getAttribute('href')).toBe(routes.standardDetail(1));
    expect(rows[0].textContent).toContain('GB/T 601-2016化学试剂 标准滴定溶液的制备');
    expect(rows[0].textContent).toContain('现行');
    expect(rows[0].textContent).toContain(`${M.issuedBy}：国家质量监督检验检疫总局、国家标准化管理委员会`);
    expect(rows[1].textContent).toContain('GB/T 601-2002');
    expect(rows[1].textContent).toContain('废止');
  });

  it('shows the implementation date when recorded', async () => {
    render(<KnowledgeTab kind="standard" keyword="GB 5749" pageNo={1} result={await standards('GB 5749')} />);
    const rows = screen.getAllByTestId('standard-hit');
    expect(rows[0].textContent).toContain(`${M.effectiveOn}：2023-04-01`);
    expect(rows[1].textContent).toContain(`${M.effectiveOn}：2007-07-01`);
  });

  it('an empty tab says so', async () => {
    render(<KnowledgeTab kind="standard" keyword="GB 99999" pageNo={1} result={await standards('GB 99999')} />);
    expect(screen.getByRole('status').textContent).toContain(MSG.searchNoStandards);
  });
});

describe('综合 blocks and tab counts', () => {
  it('a standard number typed with 全部 shows that standard first in the 法规标准 block, with the way to the tab', async () => {
    render(<KnowledgePreview kind="standard" keyword="GB/T 601-2016" result={await standards('GB/T 601-2016', 4)} />);
    expect(screen.getByRole('heading', { name: M.standards })).toBeTruthy();
    expect(screen.getAllByTestId('standard-hit')[0].textContent).toContain('GB/T 601-2016');
    expect(screen.getByRole('link', { name: `${M.viewAllStandards(2)} →` }).getAttribute('href')).toBe(routes.searchIndexFor(3, 'GB/T 601-2016'));
  });

  it('a block with no match is left out', async () => {
    const { container } = render(<KnowledgePreview kind="method" keyword="GB/T 601-2016" result={await methods('GB/T 601-2016', 4)} />);
    expect(container.innerHTML).toBe('');
  });

  it('every sample term of the drop-down finds something: the standard number a standard, the drug names methods', async () => {
    const [drug, number, other] = SAMPLE_TERMS;
    for (const term of [drug, other]) {
      const read = await methods(term);
      expect(read.ok && read.data.totalCount, term).toBeGreaterThan(0);
    }
    const read = await standards(number);
    expect(read.ok && read.data.rows[0].number).toBe(number);
  });

  it('the tabs show their counts and carry the keyword (scheme B: /searchIndex?navHandleIndex=2|3|4)', () => {
    render(<SearchTabs keyword="GB/T 601-2016" active={3} counts={{ 2: 0, 3: 2, 4: 0 }} />);
    const tab = (name: string) => screen.getByRole('link', { name: new RegExp(`^${name}`) });
    expect(tab(MSG.searchTabStandards).textContent).toBe(`${MSG.searchTabStandards}2`);
    expect(tab(MSG.searchTabStandards).getAttribute('aria-current')).toBe('page');
    expect(tab(MSG.searchTabMethods).textContent).toBe(`${MSG.searchTabMethods}0`);
    expect(tab(MSG.searchTabAll).textContent).toBe(MSG.searchTabAll);
    expect(tab(MSG.searchTabMethods).getAttribute('href')).toBe('/searchIndex?navHandleIndex=2&keyword=GB%2FT%20601-2016');
    expect(tab(MSG.searchTabStandards).getAttribute('href')).toBe('/searchIndex?navHandleIndex=3&keyword=GB%2FT%20601-2016');
    expect(tab(MSG.searchTabData).getAttribute('href')).toBe('/searchIndex?navHandleIndex=4&keyword=GB%2FT%20601-2016');
  });

  it('a count that could not be read is not shown as 0', () => {
    render(<SearchTabs keyword="奥美拉唑" active={0} counts={{ 3: 1 }} />);
    expect(screen.getByRole('link', { name: new RegExp(`^${MSG.searchTabMethods}`) }).textContent).toBe(MSG.searchTabMethods);
  });

  it('header scheme A types 1 and 3 carry the keyword to the method and standard searches', () => {
    expect(headerSearchHref(1, ' 奥美拉唑 ')).toBe(routes.methodsSearchFor('奥美拉唑'));
    expect(headerSearchHref(3, 'GB/T 601-2016')).toBe(routes.standardsSearchFor('GB/T 601-2016'));
  });

  it('reads ?pageNo= as a positive page', () => {
    expect([undefined, '2', '0', '-1', 'x', '2.5', ['3', '4']].map((v) => pageNoOf({ pageNo: v }))).toEqual([1, 2, 1, 1, 1, 1, 3]);
  });
});
