import { describe, expect, it } from 'vitest';
import { listHref, parseListState } from '@/lib/catalogue/listQuery';
import { matchLeaves, relatedCategories } from '@/components/search/keywordCategories';
import { keywordOf, navIndexOf } from '@/components/search/searchQuery';
import { parseStructureQuery, structureHref } from '@/components/search/structureQuery';
import type { KeywordCategory } from '@/lib/api/contract/search';

describe('result screens: query parsing', () => {
  it('reads the keyword trimmed and cut to 100 characters', () => {
    expect(keywordOf({ keyword: '  奥美 ' })).toBe('奥美');
    expect(keywordOf({ keyword: ['a', 'b'] })).toBe('a');
    expect(keywordOf({})).toBe('');
    expect(Array.from(keywordOf({ keyword: '药'.repeat(300) }))).toHaveLength(100);
  });

  it('maps navHandleIndex by scheme B: 0 and 1 are all results, 2 methods, 3 standards, 4 data', () => {
    expect([0, 1, 2, 3, 4, 5].map((n) => navIndexOf({ navHandleIndex: String(n) }))).toEqual([0, 0, 2, 3, 4, 0]);
    expect(navIndexOf({ navHandleIndex: 'x' })).toBe(0);
    expect(navIndexOf({})).toBe(0);
  });

  it('keeps the keyword first in every list URL of /searchProduction', () => {
    const state = parseListState({ keyword: ' GB/T 601 ', cid: '60', sort: 'mw-asc', pageNo: '2' });
    expect(state.keyword).toBe('GB/T 601');
    expect(listHref('/searchProduction', { ...state, pageNo: 1 })).toBe('/searchProduction?keyword=GB%2FT+601&cid=60&sort=mw-asc');
    expect(parseListState({}).keyword).toBeUndefined();
  });
});

describe('/searchStructureFormula query', () => {
  it('defaults to a substructure search at threshold 0.7 and accuracy 100', () => {
    expect(parseStructureQuery({})).toEqual({ tab: 'structure', query: '', mode: 'substructure', threshold: 0.7, formula: '', accuracy: 100, pageNo: 1 });
  });

  it('reads SMILES or a molfile, the mode and a threshold only inside 0.3–1.0', () => {
    expect(parseStructureQuery({ smiles: 'c1ccccc1O', mode: 'similarity', threshold: '0.55' })).toMatchObject({ query: 'c1ccccc1O', mode: 'similarity', threshold: 0.55 });
    expect(parseStructureQuery({ smiles: 'C', mode: 'bogus', threshold: '0.1' })).toMatchObject({ mode: 'substructure', threshold: 0.7 });
    expect(parseStructureQuery({ molfile: '\n  x\n\n  1  0', smiles: 'C' }).query).toBe('\n  x\n\n  1  0');
  });

  it('opens the formula tab for a formula, with accuracy 50–100', () => {
    expect(parseStructureQuery({ formula: ' C9H8O4 ' })).toMatchObject({ tab: 'formula', formula: 'C9H8O4', accuracy: 100 });
    expect(parseStructureQuery({ tab: 'formula', formula: 'C9H8O4', accuracy: '90' }).accuracy).toBe(90);
    expect(parseStructureQuery({ tab: 'formula', formula: 'C9H8O4', accuracy: '20' }).accuracy).toBe(100);
  });

  it('puts the structure query in a shareable URL (threshold only for similarity)', () => {
    expect(structureHref(' c1ccccc1O ', 'substructure', 0.7)).toBe('/searchStructureFormula?tab=structure&smiles=c1ccccc1O&mode=substructure');
    expect(structureHref('CCO', 'similarity', 0.5)).toBe('/searchStructureFormula?tab=structure&smiles=CCO&mode=similarity&threshold=0.5');
    expect(structureHref('x\n  RDKit\n', 'exact', 0.7)).toContain('molfile=x%0A++RDKit%0A');
  });
});

describe('相关分类', () => {
  const cat = (id: number, parentId: number | null, count: number, nameMatch = false): KeywordCategory => ({ id, parentId, name: `c${id}`, level: 1, count, nameMatch });
  const list = [cat(60, 59, 3, true), cat(1, null, 3), cat(53, null, 3), cat(59, 53, 3), cat(7, 1, 2), cat(8, 7, 2), cat(12, 10, 1), cat(99, null, 0, true)];

  it('offers the deepest categories holding matches as the filter', () => {
    expect(matchLeaves(list).map((c) => c.id)).toEqual([60, 8, 12]);
  });

  it('lists categories named like the keyword first, then the deepest ones by count', () => {
    expect(relatedCategories(list).map((c) => c.id)).toEqual([60, 99, 8, 12]);
  });
});
