import { describe, expect, it } from 'vitest';
import { products } from '../../server/db/seed/data';
import { seedLotsFor } from '../../server/db/seed/lots';
import { sellableFrom } from '../../server/services/lots/rules';

/* The seeded lots as data (no database): lots.test.ts in tests/api checks them once stored. */

const all = products.flatMap((p) => p.skus.map((s) => ({ p, s, lots: seedLotsFor({ code: p.code, pack: s.pack, purity: p.purity, units: s.stock }) })));
const units = (lot: ReturnType<typeof seedLotsFor>[number]) => Object.values(lot.stock).reduce((n: number, q) => n + (q ?? 0), 0);

describe('seeded lots', () => {
  it('are the same on every run', () => {
    const again = products.flatMap((p) => p.skus.map((s) => seedLotsFor({ code: p.code, pack: s.pack, purity: p.purity, units: s.stock })));
    expect(again).toEqual(all.map((a) => a.lots));
  });

  it('give every SKU 1–3 lots, with unique brand-style numbers, holding exactly its stock', () => {
    for (const { p, s, lots } of all) {
      const where = `${p.code} ${s.pack}`;
      expect(lots.length, where).toBeGreaterThanOrEqual(1);
      expect(lots.length, where).toBeLessThanOrEqual(3);
      expect(new Set(lots.map((l) => l.lotNo)).size, where).toBe(lots.length);
      for (const l of lots) expect(l.lotNo, where).toMatch(/^20\d{2}[A-HJ-M]\d{2}$/);
      expect(lots.reduce((n, l) => n + units(l), 0), where).toBe(s.stock);
    }
  });

  it('are made before the reference day and all still sellable a year after it', () => {
    const lastSellable = sellableFrom(new Date('2027-11-01T00:00:00Z'));
    for (const { lots } of all) {
      for (const l of lots) {
        expect(l.manufacturedOn < '2026-11-01').toBe(true);
        expect(l.expiresOn >= lastSellable).toBe(true);
      }
    }
  });

  it('certify solutions (concentration) and certified melting-point standards, with an expiry; neat materials get a retest date', () => {
    const solution = all.find((a) => a.s.pack.startsWith('1mL(1000μg/mL'))!.lots[0];
    expect(solution).toMatchObject({ expiryKind: 'expiry', certifiedProperty: '浓度', unit: 'μg/mL', uncertainty: '5' });
    expect(Math.abs(Number(solution.certifiedValue) - 1000)).toBeLessThanOrEqual(6);
    const vanillin = all.find((a) => a.p.code === 'RM-Q001')!.lots[0];
    expect(vanillin).toMatchObject({ expiryKind: 'expiry', certifiedProperty: '熔点', unit: '℃' });
    expect(Number(vanillin.certifiedValue)).toBeGreaterThanOrEqual(81.7);
    expect(Number(vanillin.certifiedValue)).toBeLessThanOrEqual(82.3);
    const neat = all.find((a) => a.p.purity === '≥99.0%(HPLC)')!.lots[0];
    expect(neat).toMatchObject({ expiryKind: 'retest', certifiedProperty: null, certifiedValue: null });
  });
});
