import { describe, expect, it } from 'vitest';
import { GHS_PICTOGRAM_CODES } from '../../lib/api/contract/regulatory';
import { products } from '../../server/db/seed/data';
import { hazards } from '../../server/db/seed/data/hazards';
import { H_STATEMENTS, P_STATEMENTS } from '../../server/services/ghs-statements';

const byCas = new Map(products.map((p) => [p.cas, p]));
const entries = Object.entries(hazards);
const isApi = (cas: string) => byCas.get(cas)?.category.startsWith('ref-') ?? false;

describe('hazard data', () => {
  it('is keyed by the CAS of a seed product', () => {
    expect(entries.filter(([cas]) => !byCas.has(cas)).map(([cas]) => cas)).toEqual([]);
  });

  it('lists only H and P codes of the one text table, and known pictograms', () => {
    for (const [cas, h] of entries) {
      if (!h.ghs) continue;
      expect(h.ghs.h.filter((c) => !H_STATEMENTS[c]), cas).toEqual([]);
      expect(h.ghs.p.filter((c) => !P_STATEMENTS[c]), cas).toEqual([]);
      expect(h.ghs.pictograms.filter((c) => !GHS_PICTOGRAM_CODES.includes(c)), cas).toEqual([]);
      expect(h.ghs.classes.length, cas).toBeGreaterThan(0);
      expect(h.ghs.firstAid && h.ghs.fireFighting && h.ghs.handlingStorage && h.ghs.sources, cas).toBeTruthy();
      if (h.ghs.transport) expect(h.ghs.transport.un, cas).toMatch(/^UN\d{4}$/);
    }
  });

  it('follows the GHS precedence rules for the exclamation mark and gives the signal word of the worst class', () => {
    for (const [cas, h] of entries) {
      if (!h.ghs) continue;
      const p = h.ghs.pictograms;
      if (p.includes('GHS06')) expect(p, cas).not.toContain('GHS07');
      if (h.ghs.classes.some((c) => /类别1[AB]?$|类别2$/.test(c) && /急性毒性|致癌|生殖毒性，类别1|致敏物，类别1|呼吸道|腐蚀|眼损伤/.test(c)) && h.ghs.h.some((x) => /H30[01]|H31[04]|H318|H33[04]|H35[0]|H360|H37[02]|H22[45]|H272|H304/.test(x)))
        expect(h.ghs.signalWord, cas).toBe('危险');
    }
    expect(hazards['7722-64-7'].ghs?.pictograms).toEqual(['GHS03', 'GHS07', 'GHS08', 'GHS09']);
    // Respiratory sensitiser: the health hazard, no exclamation mark for the skin sensitisation.
    expect(hazards['61336-70-7'].ghs?.pictograms).toEqual(['GHS08']);
    expect(hazards['61336-70-7'].ghs?.signalWord).toBe('危险');
  });

  it('gives every controlled seed product its category (verified against the 目录)', () => {
    const expected: Record<string, [1 | 2 | 3 | undefined, boolean]> = {
      '50-98-6': [1, false], // 盐酸麻黄碱
      '345-78-8': [1, false], // 盐酸伪麻黄碱
      '120-57-0': [1, false], // 胡椒醛
      '103-82-2': [2, false], // 苯乙酸
      '93-55-0': [2, false], // 1-苯基-1-丙酮
      '60-29-7': [2, false], // 乙醚
      '67-66-3': [2, false], // 三氯甲烷
      '108-88-3': [3, false], // 甲苯
      '67-64-1': [3, false], // 丙酮
      '7722-64-7': [3, true], // 高锰酸钾
      '75-52-5': [undefined, true], // 硝基甲烷
    };
    for (const [cas, [category, explosive]] of Object.entries(expected)) {
      expect(byCas.has(cas), cas).toBe(true);
      expect(hazards[cas].precursorCategory, cas).toBe(category);
      expect(hazards[cas].explosivePrecursor ?? false, cas).toBe(explosive);
    }
    const controlled = entries.filter(([, h]) => h.precursorCategory || h.explosivePrecursor);
    expect(controlled.length).toBe(Object.keys(expected).length);
    // Every controlled or hazardous product but one has a profile: 1-苯基-1-丙酮, whose classification differs between suppliers.
    const withoutProfile = entries.filter(([, h]) => (h.precursorCategory || h.explosivePrecursor || h.hazardous) && !h.ghs).map(([cas]) => cas);
    expect(withoutProfile).toEqual(['93-55-0']);
  });

  it('has the counts the shop reports', () => {
    const profiles = entries.filter(([, h]) => h.ghs);
    const counts = {
      profiles: profiles.length,
      apis: profiles.filter(([cas]) => isApi(cas)).length,
      category1: entries.filter(([, h]) => h.precursorCategory === 1).length,
      category2: entries.filter(([, h]) => h.precursorCategory === 2).length,
      category3: entries.filter(([, h]) => h.precursorCategory === 3).length,
      explosive: entries.filter(([, h]) => h.explosivePrecursor).length,
      hazardous: entries.filter(([, h]) => h.hazardous).length,
    };
    console.log('hazard data counts', counts);
    expect(counts.category1 + counts.category2 + counts.category3).toBeGreaterThanOrEqual(10);
    expect(counts.profiles).toBeGreaterThanOrEqual(81);
    expect(counts.apis).toBeGreaterThanOrEqual(52);
  });

  it('copies harmonised CLP Annex VI entries class for class', () => {
    // Warfarin (index 607-056-00-0): Repr. 1A, Acute Tox. 1 (inhalation, dermal), Acute Tox. 2 (oral), STOT RE 1, Aquatic Chronic 2.
    const warfarin = hazards['81-81-2'].ghs;
    expect(warfarin?.h).toEqual(['H360D', 'H330', 'H310', 'H300', 'H372', 'H411']);
    expect(warfarin?.pictograms).toEqual(['GHS06', 'GHS08', 'GHS09']);
    expect(warfarin?.signalWord).toBe('危险');
    expect(warfarin?.p).toEqual(expect.arrayContaining(['P262', 'P284', 'P361+P364', 'P405']));
    // Amlodipine free base: the skull replaces the exclamation mark; eye damage brings the corrosion pictogram.
    expect(hazards['88150-42-9'].ghs?.pictograms).toEqual(['GHS05', 'GHS06', 'GHS08', 'GHS09']);
    // Aquatic Chronic 4 alone: a classification with neither pictogram nor signal word.
    const phthaloyl = hazards['88150-62-3'].ghs;
    expect([phthaloyl?.h, phthaloyl?.pictograms, phthaloyl?.signalWord, phthaloyl?.p]).toEqual([['H413'], [], null, ['P273', 'P501']]);
    for (const cas of ['81-81-2', '88150-42-9', '86393-33-1', '72830-09-2', '83857-96-9', '88150-62-3', '125971-96-2', '50-98-6'])
      expect(hazards[cas].ghs?.sources, cas).toMatch(/协调分类/);
    // The besilate salt sold beside the base has no entry of its own: no profile rather than a borrowed one.
    expect(hazards['111470-99-6']).toBeUndefined();
  });

  it('copies the section-2 classification of a found SDS of the neat API, naming the supplier', () => {
    const fromSds = ['50-28-2', '57-41-0', '15307-79-6', '50-02-2', '58-93-5', '54-31-9', '50-24-8', '51481-61-9', '113-92-8', '163222-33-1'];
    for (const cas of fromSds) {
      expect(isApi(cas), cas).toBe(true);
      expect(hazards[cas].ghs?.sources, cas).toMatch(/^供应商SDS（.+）；GB 30000 系列$/);
      // No UN number unless a source gives one.
      expect(hazards[cas].ghs?.transport, cas).toBeUndefined();
    }
    // Estradiol (MP Biomedicals): Carc. 2, Repr. 1A H360, Lact. H362 — health hazard only, 危险.
    const estradiol = hazards['50-28-2'].ghs;
    expect([estradiol?.h, estradiol?.pictograms, estradiol?.signalWord]).toEqual([['H351', 'H360', 'H362'], ['GHS08'], '危险']);
    expect(estradiol?.p).toEqual(expect.arrayContaining(['P201', 'P263', 'P308+P313', 'P405']));
    // Diclofenac sodium (the more protective Triova SDS): the skull replaces the exclamation mark of the irritations.
    const diclofenac = hazards['15307-79-6'].ghs;
    expect(diclofenac?.h).toEqual(['H301', 'H312', 'H315', 'H319', 'H361', 'H372']);
    expect(diclofenac?.pictograms).toEqual(['GHS06', 'GHS08']);
    // Cimetidine: Eye Dam. 1 alone — corrosion pictogram, 危险.
    expect([hazards['51481-61-9'].ghs?.pictograms, hazards['51481-61-9'].ghs?.signalWord]).toEqual([['GHS05'], '危险']);
    // Ezetimibe (MSD, section 3 of its formulation SDS): Aquatic Chronic 1 alone — environment pictogram, 警告, P273/P391.
    const ezetimibe = hazards['163222-33-1'].ghs;
    expect([ezetimibe?.h, ezetimibe?.pictograms, ezetimibe?.signalWord, ezetimibe?.p]).toEqual([['H410'], ['GHS09'], '警告', ['P273', 'P391', 'P501']]);
  });

  it('copies New Zealand EPA (CCID) classifications of the neat API through the EPA correlation table', () => {
    const fromCcid = ['22204-53-1', '59277-89-3', '59-92-7', '76824-35-6'];
    for (const cas of fromCcid) {
      expect(isApi(cas), cas).toBe(true);
      expect(hazards[cas].ghs?.sources, cas).toBe('新西兰环境保护局HSNO化学品分类（CCID）；GB 30000 系列');
      expect(hazards[cas].ghs?.transport, cas).toBeUndefined();
    }
    // Naproxen: 6.1C oral, 6.5A, 6.5B, 6.8B — the skull and the health hazard; no exclamation mark, 危险.
    const naproxen = hazards['22204-53-1'].ghs;
    expect([naproxen?.h, naproxen?.pictograms, naproxen?.signalWord]).toEqual([['H301', 'H334', 'H317', 'H361'], ['GHS06', 'GHS08'], '危险']);
    // Aciclovir: 6.1D oral, 6.5A, 6.5B — the exclamation mark stays for the acute toxicity.
    expect([hazards['59277-89-3'].ghs?.h, hazards['59277-89-3'].ghs?.pictograms]).toEqual([['H302', 'H334', 'H317'], ['GHS07', 'GHS08']]);
    // Levodopa: 6.1D oral only.
    expect([hazards['59-92-7'].ghs?.h, hazards['59-92-7'].ghs?.signalWord]).toEqual([['H302'], '警告']);
    // Famotidine: 6.3A, 6.4A; its 6.1E (acute category 5) is not carried over.
    expect(hazards['76824-35-6'].ghs?.h).toEqual(['H315', 'H319']);
    // Substances whose CCID categories do not map to one GHS class each (6.9B: STOT SE 2 or RE 2) have no profile.
    for (const cas of ['738-70-5', '56392-17-7', '19387-91-8', '10238-21-8']) expect(hazards[cas]?.ghs, cas).toBeUndefined();
  });
});
