import type { Pharmacopoeia, SeedMethod, SeedMethodStandard, Technique, TestItem } from './methods-types';

/** The API's own reference standard. */
export const ref = (code: string): SeedMethodStandard => ({ code, role: '对照品' });
/** An impurity the method names; `label` as the method calls it (e.g. 'EP 杂质A'). */
export const imp = (code: string, label?: string): SeedMethodStandard => (label ? { code, role: '杂质对照品', label } : { code, role: '杂质对照品' });

export const method = (
  api: string,
  pharmacopoeia: Pharmacopoeia,
  monograph: string,
  testItem: TestItem,
  technique: Technique,
  summary: string,
  standards: SeedMethodStandard[],
  heading?: string,
): SeedMethod => ({ api, pharmacopoeia, monograph, testItem, technique, summary, standards, ...(heading ? { heading } : {}) });

/** General chapters named in the summaries. */
export const CH = {
  chpHplc: '高效液相色谱法（通则0512）',
  chpUv: '紫外-可见分光光度法（通则0401）',
  chpNonAqueous: '非水溶液滴定法（通则0702）',
  chpDeadStop: '永停滴定法（通则0701）',
  epLc: '液相色谱法（Ph. Eur. 2.2.29）',
  epIr: '红外吸收分光光度法（Ph. Eur. 2.2.24）',
  uspLc: '液相色谱法（USP <621>）',
  jpLc: '液相色谱法（JP 2.01）',
} as const;

/** Common wordings. */
export const chpRelated = (extra = '') => `照${CH.chpHplc}检查原料药中的有关物质。${extra}`;
export const epRelated = (named: string) => `按${CH.epLc}检查有关物质；各论的杂质项列出了${named}，可用对应的杂质对照品确认峰位。`;
export const epRelatedPlain = (extra = '') => `按${CH.epLc}检查有关物质。${extra}`;
export const uspAssay = (name: string) => `按${CH.uspLc}测定含量，以${name}对照品作外标。`;
export const jpRelated = (extra = '') => `按${CH.jpLc}检查有关物质（纯度试验）。${extra}`;
export const epIdentity = (name: string) => `${CH.epIr}：供试品的红外吸收图谱与${name}化学对照品（CRS）的图谱比较，应一致。`;
