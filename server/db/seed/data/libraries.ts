import { categories } from './categories';
import { nitrosamineProducts } from './products-nitrosamines';
import { products } from './products';
import type { SeedCategory } from './types';

/**
 * The curated secondary libraries (二级数据库) of the data centre: plain data, applied by
 * server/db/seed/compounds.ts at every start. Members are named with their true CAS RN; a member we sell links
 * to its data record and products through that CAS (or, in the impurity families, the product code). Facts only:
 * no PDE, ppm limit or acceptable intake is recorded (the sources give them; we do not restate them).
 */
export interface SeedLibraryMember {
  nameCn: string;
  nameEn?: string;
  cas?: string;
  note?: string;
  productCode?: string;
}

export interface SeedLibrary {
  key: string;
  kind: 'nitrosamine' | 'residual-solvent' | 'impurity-family';
  title: string;
  intro: string;
  source: string;
  members: SeedLibraryMember[];
}

/** The seven small-molecule nitrosamines the FDA guidance names (by their abbreviations). */
const FDA_SEVEN = new Set(['NDMA', 'NDEA', 'NMBA', 'NEIPA', 'NDIPA', 'NDBA', 'NMPA']);
const abbreviationOf = (name: string) => /（([A-Z]+)）/.exec(name)?.[1];

/** Well-known nitrosamines we do not sell (listed by name and CAS only). */
const unsoldNitrosamines: SeedLibraryMember[] = [
  { nameCn: 'N-亚硝基甲基乙基胺（NMEA）', nameEn: 'N-Nitrosomethylethylamine (NMEA)', cas: '10595-95-6' },
  { nameCn: 'N-亚硝基二乙醇胺（NDELA）', nameEn: 'N-Nitrosodiethanolamine (NDELA)', cas: '1116-54-7' },
];

const nitrosamines: SeedLibrary = {
  key: 'nitrosamines',
  kind: 'nitrosamine',
  title: '亚硝胺杂质',
  intro:
    'N-亚硝胺是 ICH M7 所说的“关注队列”（cohort of concern）致突变杂质：可由仲胺、叔胺与亚硝化试剂（如亚硝酸盐）在合成、储存或制剂中生成，2018 年沙坦类原料药中检出 NDMA 后成为各国药监审评的重点。本库收录常见的小分子亚硝胺，标注 FDA 指南列出的七种，并链接本店在售的对照品与数据记录。',
  source: 'ICH M7 致突变杂质指导原则；FDA《Control of Nitrosamine Impurities in Human Drugs》指南所列小分子亚硝胺；本店目录',
  members: [
    ...nitrosamineProducts.map((p) => {
      const abbr = abbreviationOf(p.nameCn);
      return { nameCn: p.nameCn, nameEn: p.nameEn, cas: p.cas, note: abbr && FDA_SEVEN.has(abbr) ? 'FDA 指南所列' : undefined };
    }),
    ...unsoldNitrosamines,
  ],
};

const q3c = (cls: 1 | 2 | 3, list: [string, string, string][]): SeedLibraryMember[] =>
  list.map(([nameCn, nameEn, cas]) => ({ nameCn, nameEn, cas, note: `ICH Q3C 第${cls}类` }));

const residualSolvents: SeedLibrary = {
  key: 'ich-q3c-solvents',
  kind: 'residual-solvent',
  title: 'ICH Q3C 残留溶剂',
  intro:
    'ICH Q3C 按毒性把药品生产中使用的有机溶剂分为三类：第 1 类应避免使用（已知或强烈怀疑的人类致癌物、环境危害物），第 2 类应限制使用（非遗传毒性动物致癌物或有其他不可逆毒性），第 3 类为低毒溶剂。本库按类别列出常见溶剂及其 CAS 号，链接本店在售的溶剂对照品；各溶剂的 PDE 与浓度限度请以指导原则原文及药典通则为准，本库不转载。',
  source: 'ICH Q3C 杂质：残留溶剂指导原则；《中国药典》通则 0861 残留溶剂测定法',
  members: [
    ...q3c(1, [
      ['苯', 'Benzene', '71-43-2'],
      ['四氯化碳', 'Carbon tetrachloride', '56-23-5'],
      ['1,2-二氯乙烷', '1,2-Dichloroethane', '107-06-2'],
      ['1,1-二氯乙烯', '1,1-Dichloroethene', '75-35-4'],
      ['1,1,1-三氯乙烷', '1,1,1-Trichloroethane', '71-55-6'],
    ]),
    ...q3c(2, [
      ['乙腈', 'Acetonitrile', '75-05-8'],
      ['氯苯', 'Chlorobenzene', '108-90-7'],
      ['三氯甲烷', 'Chloroform', '67-66-3'],
      ['环己烷', 'Cyclohexane', '110-82-7'],
      ['1,2-二氯乙烯', '1,2-Dichloroethene', '540-59-0'],
      ['二氯甲烷', 'Dichloromethane', '75-09-2'],
      ['1,2-二甲氧基乙烷', '1,2-Dimethoxyethane', '110-71-4'],
      ['N,N-二甲基乙酰胺', 'N,N-Dimethylacetamide', '127-19-5'],
      ['N,N-二甲基甲酰胺', 'N,N-Dimethylformamide', '68-12-2'],
      ['1,4-二氧六环', '1,4-Dioxane', '123-91-1'],
      ['2-乙氧基乙醇', '2-Ethoxyethanol', '110-80-5'],
      ['乙二醇', 'Ethylene glycol', '107-21-1'],
      ['甲酰胺', 'Formamide', '75-12-7'],
      ['正己烷', 'Hexane', '110-54-3'],
      ['甲醇', 'Methanol', '67-56-1'],
      ['2-甲氧基乙醇', '2-Methoxyethanol', '109-86-4'],
      ['甲基丁基酮', 'Methylbutyl ketone', '591-78-6'],
      ['甲基环己烷', 'Methylcyclohexane', '108-87-2'],
      ['N-甲基吡咯烷酮', 'N-Methylpyrrolidone', '872-50-4'],
      ['硝基甲烷', 'Nitromethane', '75-52-5'],
      ['吡啶', 'Pyridine', '110-86-1'],
      ['环丁砜', 'Sulfolane', '126-33-0'],
      ['四氢呋喃', 'Tetrahydrofuran', '109-99-9'],
      ['四氢化萘', 'Tetralin', '119-64-2'],
      ['甲苯', 'Toluene', '108-88-3'],
      ['三氯乙烯', 'Trichloroethylene', '79-01-6'],
      ['二甲苯', 'Xylene', '1330-20-7'],
    ]),
    ...q3c(3, [
      ['乙酸', 'Acetic acid', '64-19-7'],
      ['丙酮', 'Acetone', '67-64-1'],
      ['苯甲醚', 'Anisole', '100-66-3'],
      ['正丁醇', '1-Butanol', '71-36-3'],
      ['仲丁醇', '2-Butanol', '78-92-2'],
      ['乙酸丁酯', 'Butyl acetate', '123-86-4'],
      ['甲基叔丁基醚', 'tert-Butyl methyl ether', '1634-04-4'],
      ['二甲基亚砜', 'Dimethyl sulfoxide', '67-68-5'],
      ['乙醇', 'Ethanol', '64-17-5'],
      ['乙酸乙酯', 'Ethyl acetate', '141-78-6'],
      ['乙醚', 'Ethyl ether', '60-29-7'],
      ['甲酸乙酯', 'Ethyl formate', '109-94-4'],
      ['甲酸', 'Formic acid', '64-18-6'],
      ['正庚烷', 'Heptane', '142-82-5'],
      ['乙酸异丁酯', 'Isobutyl acetate', '110-19-0'],
      ['乙酸异丙酯', 'Isopropyl acetate', '108-21-4'],
      ['乙酸甲酯', 'Methyl acetate', '79-20-9'],
      ['3-甲基-1-丁醇', '3-Methyl-1-butanol', '123-51-3'],
      ['丁酮', 'Methyl ethyl ketone', '78-93-3'],
      ['异丁醇', '2-Methyl-1-propanol', '78-83-1'],
      ['正戊烷', 'Pentane', '109-66-0'],
      ['正戊醇', '1-Pentanol', '71-41-0'],
      ['正丙醇', '1-Propanol', '71-23-8'],
      ['异丙醇', '2-Propanol', '67-63-0'],
      ['乙酸丙酯', 'Propyl acetate', '109-60-4'],
    ]),
  ],
};

/** Keys of the leaf categories under a root of the seed tree. */
function keysUnder(root: string, tree: SeedCategory[] = categories): Set<string> {
  const out = new Set<string>();
  const walk = (c: SeedCategory, inside: boolean) => {
    const here = inside || c.key === root;
    if (here) out.add(c.key);
    for (const child of c.children ?? []) walk(child, here);
  };
  for (const c of tree) walk(c, false);
  return out;
}

/**
 * One library per API whose pharmacopoeial impurities (the 'imp' category tree) we sell, derived from the seed
 * catalogue: the API's product first (as 原料药/对照品), then its impurities in catalogue order.
 */
export function impurityFamilies(): SeedLibrary[] {
  const impurityCategories = keysUnder('imp');
  const byParent = new Map<string, typeof products>();
  for (const p of products) {
    if (!p.parentCas || !impurityCategories.has(p.category)) continue;
    byParent.set(p.parentCas, [...(byParent.get(p.parentCas) ?? []), p]);
  }
  return [...byParent.entries()].flatMap(([cas, impurities]) => {
    const api = products.find((p) => p.cas === cas && !p.parentCas);
    if (!api) return [];
    const apiName = api.nameCn.replace(/（.*?）$/, '');
    return [
      {
        key: `impurities-${cas}`,
        kind: 'impurity-family' as const,
        title: `${apiName}杂质谱`,
        intro: `${apiName}（${api.nameEn}，CAS ${cas}）的药典杂质与已知降解、工艺杂质，按本店目录整理：每个成员给出药典命名（如有）、CAS 号，并链接其数据记录与在售对照品，便于按 ${apiName} 各论的有关物质检查一次备齐。`,
        source: '本店目录（杂质命名依据 ChP、EP、USP 各论）',
        members: [
          { nameCn: api.nameCn, nameEn: api.nameEn, cas, note: '原料药', productCode: api.code },
          ...impurities.map((p) => ({ nameCn: p.nameCn, nameEn: p.nameEn, cas: p.cas, note: p.impurityLabel, productCode: p.code })),
        ],
      },
    ];
  });
}

export const libraries = (): SeedLibrary[] => [nitrosamines, residualSolvents, ...impurityFamilies()];
