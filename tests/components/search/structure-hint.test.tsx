import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { createApiClient } from '@/lib/api/client';
import { search, type StructureMode } from '@/lib/api/contract/search';
import { MSG } from '@/lib/messages';
import type { StructureResult } from '@/lib/search/read';
import StructureResults from '@/components/search/StructureResults';
import { structureHref } from '@/components/search/structureQuery';
import { createMockServer } from '@/mocks/node';

/* The structure results under an empty similarity search: the API's hint (mocks/handlers/search.ts) and the way out. */

const server = createMockServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

const api = createApiClient({ baseURL: 'http://mall.test', getToken: () => null });
async function structure(query: string, mode: StructureMode): Promise<StructureResult> {
  const { rows, totalCount } = await api.page(search.structureSearch, { body: { query, mode, threshold: 0.7 }, pageSize: 20 });
  return { mode: rows.mode, complete: rows.complete, elapsedMs: rows.elapsedMs, items: rows.items, totalCount, hint: rows.hint };
}

describe('structure results', () => {
  it('a small similarity query that finds nothing says why and offers the substructure search', async () => {
    const result = await structure('c1ccccc1', 'similarity');
    expect(result.hint).toBe('smallQuery');
    const substructure = structureHref('c1ccccc1', 'substructure', 0.7);
    render(<StructureResults result={result} pageNo={1} hrefBase={structureHref('c1ccccc1', 'similarity', 0.7)} substructureHref={substructure} />);
    expect(screen.getByText(MSG.emptyResult)).toBeTruthy();
    expect(screen.getByText(MSG.structureHints.smallQuery, { exact: false })).toBeTruthy();
    expect(screen.getByRole('link', { name: MSG.structureTrySubstructure }).getAttribute('href')).toBe(substructure);
  });

  it('no hint when nothing is found by a substructure search', async () => {
    const result = await structure('C#CC#CC#C', 'substructure');
    expect(result.totalCount).toBe(0);
    render(<StructureResults result={result} pageNo={1} hrefBase="/x" substructureHref="/y" />);
    expect(screen.getByText(MSG.emptyResult)).toBeTruthy();
    expect(screen.queryByText(MSG.structureHints.smallQuery, { exact: false })).toBeNull();
    expect(screen.queryByRole('link', { name: MSG.structureTrySubstructure })).toBeNull();
  });
});
