import { describe, expect, it } from 'vitest';
import { casCheckDigitValid } from '../../lib/chem/cas';
import { parseStandardNo } from '../../lib/standards/number';
import { products } from '../../server/db/seed/data';
import { standards } from '../../server/db/seed/data/standards';
import { standardRows } from '../../server/db/seed/standards';

/* The seeded standards as data (no database): tests/api/standards-seed.test.ts checks them once stored. */

const byCode = new Map(products.map((p) => [p.code, p]));
const soldCas = new Map(products.map((p) => [p.cas, p.code]));
const { rows, materials } = standardRows();
const keys = new Set(rows.map((r) => r.key));

describe('seeded standards', () => {
  it('are at least 60, each number parses with its year and prints back as written', () => {
    expect(standards.length).toBeGreaterThanOrEqual(60);
    for (const s of standards) {
      const p = parseStandardNo(s.number);
      expect(p, s.number).not.toBeNull();
      expect(p!.year, s.number).not.toBeNull();
      expect(p!.printed, s.number).toBe(s.number);
    }
  });

  it('have unique keys', () => {
    expect(keys.size).toBe(standards.length);
  });

  it('replace and are replaced only by seeded standards, both ways, the old one 废止 and older than the new', () => {
    for (const r of rows) {
      for (const old of r.replaces ?? []) {
        expect(keys.has(old), `${r.key} replaces ${old}`).toBe(true);
        const o = rows.find((x) => x.key === old)!;
        expect(o.replacedBy, old).toBe(r.key);
        expect(o.status, old).toBe('废止');
        expect(parseStandardNo(o.number)!.year!, old).toBeLessThanOrEqual(parseStandardNo(r.number)!.year!);
      }
      if (r.replacedBy) {
        expect(keys.has(r.replacedBy), r.key).toBe(true);
        expect(rows.find((x) => x.key === r.replacedBy)!.replaces, r.key).toContain(r.key);
      }
    }
    expect(rows.find((r) => r.key === 'GBT601-2002')?.replacedBy).toBe('GBT601-2016');
  });

  it('have real dates in order, a known status, a title and a scope', () => {
    for (const s of standards) {
      for (const d of [s.issuedOn, s.effectiveOn]) if (d) expect(new Date(`${d}T00:00:00Z`).toISOString().slice(0, 10), s.number).toBe(d);
      if (s.issuedOn && s.effectiveOn) expect(s.issuedOn <= s.effectiveOn, s.number).toBe(true);
      if (s.issuedOn) expect(s.issuedOn.slice(0, 4), s.number).toBe(String(parseStandardNo(s.number)!.year));
      expect(['现行', '即将实施', '废止']).toContain(s.status);
      expect(s.titleCn.trim().length, s.number).toBeGreaterThan(2);
      expect(s.scope.trim().length, s.number).toBeGreaterThan(10);
    }
  });

  it('link materials only to seed products selling that very substance, and link every substance we sell', () => {
    let linked = 0;
    for (const s of standards) {
      for (const m of s.materials ?? []) {
        const where = `${s.number} ${m.nameCn}`;
        if (m.cas) expect(casCheckDigitValid(m.cas), where).toBe(true);
        if (m.product) {
          linked++;
          expect(byCode.has(m.product), where).toBe(true);
          expect(byCode.get(m.product)!.cas, where).toBe(m.cas);
        } else if (m.cas) {
          expect(soldCas.get(m.cas), `${where}: we sell it, link it`).toBeUndefined();
        }
      }
    }
    expect(linked).toBeGreaterThanOrEqual(20);
    expect([...materials.values()].flat().filter((m) => m.productCode).length).toBe(linked);
  });

  it('cover the standards the issue names', () => {
    for (const k of ['GBT601-2016', 'GBT602-2002', 'GBT603-2002', 'GB2763-2021', 'GB5009.3-2016', 'GB5009.26-2016', 'HJ639-2012', 'HJ809-2016']) expect(keys.has(k), k).toBe(true);
    expect(rows.filter((r) => r.prefix === 'HJ').length).toBeGreaterThanOrEqual(10);
    expect(rows.filter((r) => r.baseKey.startsWith('GB5009.')).length).toBeGreaterThanOrEqual(20);
  });
});
