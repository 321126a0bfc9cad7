import { describe, expect, it } from 'vitest';
import { casCheckDigitValid } from '../../lib/chem/cas';
import { products } from '../../server/db/seed/data';
import { libraries } from '../../server/db/seed/data/libraries';

const byCode = new Map(products.map((p) => [p.code, p]));
const byCas = new Map(products.map((p) => [p.cas, p]));
const all = libraries();

describe('secondary libraries data', () => {
  it('gives every member a CAS with a valid check digit and a Chinese name; keys and titles are unique', () => {
    for (const l of all) {
      expect(l.members.length, l.key).toBeGreaterThan(0);
      expect(l.intro.length, l.key).toBeGreaterThan(20);
      expect(l.source, l.key).not.toBe('');
      for (const m of l.members) {
        expect(m.cas && casCheckDigitValid(m.cas), `${l.key} ${m.nameCn} ${m.cas}`).toBe(true);
        expect(m.nameCn, l.key).not.toBe('');
      }
      const cases = l.members.map((m) => m.cas);
      expect(cases.filter((c, i) => cases.indexOf(c) !== i), l.key).toEqual([]);
    }
    expect(new Set(all.map((l) => l.key)).size).toBe(all.length);
    expect(new Set(all.map((l) => l.title)).size).toBe(all.length);
  });

  it('links every product code to an existing seed product of the same CAS', () => {
    for (const l of all) {
      for (const m of l.members.filter((x) => x.productCode)) {
        expect(byCode.get(m.productCode!)?.cas, `${l.key} ${m.productCode}`).toBe(m.cas);
      }
    }
  });

  it('lists the well-known nitrosamines with their true CAS numbers, the seed ones linked by CAS', () => {
    const nitro = all.find((l) => l.key === 'nitrosamines')!;
    const cas = new Map(nitro.members.map((m) => [/（([A-Za-z]+)）/.exec(m.nameCn)?.[1], m.cas]));
    expect(Object.fromEntries(['NDMA', 'NDEA', 'NMBA', 'NDIPA', 'NEIPA', 'NDBA', 'NMPA'].map((a) => [a, cas.get(a)]))).toEqual({
      NDMA: '62-75-9',
      NDEA: '55-18-5',
      NMBA: '61445-55-4',
      NDIPA: '601-77-4',
      NEIPA: '16339-04-1',
      NDBA: '924-16-3',
      NMPA: '614-00-6',
    });
    expect(nitro.members.filter((m) => m.note === 'FDA 指南所列')).toHaveLength(7);
    expect(nitro.members.filter((m) => byCas.has(m.cas!)).length).toBe(13);
  });

  it('records only the ICH Q3C class of each residual solvent, no limits', () => {
    const q3c = all.find((l) => l.key === 'ich-q3c-solvents')!;
    const cls = (cas: string) => q3c.members.find((m) => m.cas === cas)?.note;
    expect(cls('71-43-2')).toBe('ICH Q3C 第1类'); // benzene
    expect(cls('56-23-5')).toBe('ICH Q3C 第1类'); // carbon tetrachloride
    expect(cls('75-05-8')).toBe('ICH Q3C 第2类'); // acetonitrile
    expect(cls('67-56-1')).toBe('ICH Q3C 第2类'); // methanol
    expect(cls('64-17-5')).toBe('ICH Q3C 第3类'); // ethanol
    expect(cls('67-64-1')).toBe('ICH Q3C 第3类'); // acetone
    expect(q3c.members.every((m) => /^ICH Q3C 第[123]类$/.test(m.note ?? ''))).toBe(true);
    expect(JSON.stringify(q3c)).not.toMatch(/ppm|PDE\s*[:：]?\s*\d|mg\/day/);
  });

  it('derives one impurity family per API whose impurities we sell: the API first, then its impurity products', () => {
    const families = all.filter((l) => l.kind === 'impurity-family');
    expect(families.length).toBeGreaterThanOrEqual(20);
    const omeprazole = families.find((l) => l.title === '奥美拉唑杂质谱')!;
    expect(omeprazole.members[0]).toMatchObject({ cas: '73590-58-6', productCode: 'RM-D001', note: '原料药' });
    for (const m of omeprazole.members.slice(1)) expect(byCode.get(m.productCode!)?.parentCas).toBe('73590-58-6');
  });
});
