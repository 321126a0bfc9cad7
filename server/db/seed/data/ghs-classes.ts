import type { GhsPictogram, SignalWord } from '../../../../lib/api/contract/regulatory';

/**
 * GHS hazard classes and categories (GB 30000.2–.29 names), each with the hazard statement, pictogram and signal
 * word the GHS assigns to it. A hazard profile in ./hazards.ts lists classes; the pictograms, signal word, H
 * codes and (by GHS Annex 3) P codes follow from them here, so they cannot disagree with each other.
 */
export interface GhsClass {
  text: string;
  h: string;
  pictogram: GhsPictogram | null;
  signal: SignalWord | null;
  /** Why an exclamation mark is shown, for the GHS precedence rules (1.4.10.5.3.1). */
  mark?: 'irritation' | 'skinSens' | 'respSens';
}

const c = (text: string, h: string, pictogram: GhsPictogram | null, signal: SignalWord | null, mark?: GhsClass['mark']): GhsClass => ({ text, h, pictogram, signal, mark });

export const CLASSES = {
  flamLiq1: c('易燃液体，类别1', 'H224', 'GHS02', '危险'),
  flamLiq2: c('易燃液体，类别2', 'H225', 'GHS02', '危险'),
  flamLiq3: c('易燃液体，类别3', 'H226', 'GHS02', '警告'),
  oxSol2: c('氧化性固体，类别2', 'H272', 'GHS03', '危险'),
  acuteOral2: c('急性毒性-经口，类别2', 'H300', 'GHS06', '危险'),
  acuteOral3: c('急性毒性-经口，类别3', 'H301', 'GHS06', '危险'),
  acuteOral4: c('急性毒性-经口，类别4', 'H302', 'GHS07', '警告'),
  acuteDermal1: c('急性毒性-经皮，类别1', 'H310', 'GHS06', '危险'),
  acuteDermal3: c('急性毒性-经皮，类别3', 'H311', 'GHS06', '危险'),
  acuteDermal4: c('急性毒性-经皮，类别4', 'H312', 'GHS07', '警告'),
  acuteInhal1: c('急性毒性-吸入，类别1', 'H330', 'GHS06', '危险'),
  acuteInhal2: c('急性毒性-吸入，类别2', 'H330', 'GHS06', '危险'),
  acuteInhal3: c('急性毒性-吸入，类别3', 'H331', 'GHS06', '危险'),
  acuteInhal4: c('急性毒性-吸入，类别4', 'H332', 'GHS07', '警告'),
  skinCorr1B: c('皮肤腐蚀/刺激，类别1B', 'H314', 'GHS05', '危险'),
  skinIrrit2: c('皮肤腐蚀/刺激，类别2', 'H315', 'GHS07', '警告', 'irritation'),
  eyeDam1: c('严重眼损伤/眼刺激，类别1', 'H318', 'GHS05', '危险'),
  eyeIrrit2: c('严重眼损伤/眼刺激，类别2A', 'H319', 'GHS07', '警告', 'irritation'),
  respSens1: c('呼吸道致敏物，类别1', 'H334', 'GHS08', '危险', 'respSens'),
  skinSens1: c('皮肤致敏物，类别1', 'H317', 'GHS07', '警告', 'skinSens'),
  muta1B: c('生殖细胞致突变性，类别1B', 'H340', 'GHS08', '危险'),
  muta2: c('生殖细胞致突变性，类别2', 'H341', 'GHS08', '警告'),
  carc1B: c('致癌性，类别1B', 'H350', 'GHS08', '危险'),
  carc2: c('致癌性，类别2', 'H351', 'GHS08', '警告'),
  repr1A: c('生殖毒性，类别1A', 'H360', 'GHS08', '危险'),
  repr1AD: c('生殖毒性，类别1A', 'H360D', 'GHS08', '危险'),
  repr1B: c('生殖毒性，类别1B', 'H360', 'GHS08', '危险'),
  repr1BD: c('生殖毒性，类别1B', 'H360D', 'GHS08', '危险'),
  repr1BFD: c('生殖毒性，类别1B', 'H360FD', 'GHS08', '危险'),
  repr2d: c('生殖毒性，类别2', 'H361d', 'GHS08', '警告'),
  repr2: c('生殖毒性，类别2', 'H361', 'GHS08', '警告'),
  lactation: c('生殖毒性，附加类别（对哺乳期的影响）', 'H362', null, null),
  stotSe3Resp: c('特异性靶器官毒性-一次接触，类别3（呼吸道刺激）', 'H335', 'GHS07', '警告'),
  stotSe3Narc: c('特异性靶器官毒性-一次接触，类别3（麻醉效应）', 'H336', 'GHS07', '警告'),
  stotRe1: c('特异性靶器官毒性-反复接触，类别1', 'H372', 'GHS08', '危险'),
  stotRe2: c('特异性靶器官毒性-反复接触，类别2', 'H373', 'GHS08', '警告'),
  asp1: c('吸入危害，类别1', 'H304', 'GHS08', '危险'),
  aquaticAcute1: c('危害水生环境-急性危害，类别1', 'H400', 'GHS09', '警告'),
  aquaticChronic1: c('危害水生环境-长期危害，类别1', 'H410', 'GHS09', '警告'),
  aquaticChronic2: c('危害水生环境-长期危害，类别2', 'H411', 'GHS09', null),
  aquaticChronic3: c('危害水生环境-长期危害，类别3', 'H412', null, null),
  aquaticChronic4: c('危害水生环境-长期危害，类别4', 'H413', null, null),
} satisfies Record<string, GhsClass>;

export type ClassKey = keyof typeof CLASSES;

/** Precautionary statements per hazard statement (GHS Annex 3, the codes an SDS lists in section 2). */
const P_FOR_H: Record<string, string[]> = {
  H224: ['P210', 'P233', 'P240', 'P241', 'P242', 'P243', 'P280', 'P303+P361+P353', 'P370+P378', 'P403+P235', 'P501'],
  H225: ['P210', 'P233', 'P240', 'P241', 'P242', 'P243', 'P280', 'P303+P361+P353', 'P370+P378', 'P403+P235', 'P501'],
  H226: ['P210', 'P233', 'P240', 'P241', 'P242', 'P243', 'P280', 'P303+P361+P353', 'P370+P378', 'P403+P235', 'P501'],
  H272: ['P210', 'P220', 'P280', 'P501'],
  H300: ['P264', 'P270', 'P301+P310', 'P321', 'P330', 'P405', 'P501'],
  H301: ['P264', 'P270', 'P301+P310', 'P321', 'P330', 'P405', 'P501'],
  H302: ['P264', 'P270', 'P301+P312', 'P330', 'P501'],
  H310: ['P262', 'P264', 'P270', 'P280', 'P302+P352', 'P310', 'P321', 'P361+P364', 'P405', 'P501'],
  H311: ['P280', 'P302+P352', 'P312', 'P321', 'P362+P364', 'P405', 'P501'],
  H312: ['P280', 'P302+P352', 'P312', 'P321', 'P362+P364', 'P501'],
  H330: ['P260', 'P271', 'P284', 'P304+P340', 'P310', 'P320', 'P403+P233', 'P405', 'P501'],
  H331: ['P261', 'P271', 'P304+P340', 'P311', 'P321', 'P403+P233', 'P405', 'P501'],
  H332: ['P261', 'P271', 'P304+P340', 'P312'],
  H314: ['P260', 'P264', 'P280', 'P301+P330+P331', 'P303+P361+P353', 'P304+P340', 'P305+P351+P338', 'P310', 'P321', 'P363', 'P405', 'P501'],
  H315: ['P264', 'P280', 'P302+P352', 'P321', 'P332+P313', 'P362+P364'],
  H318: ['P280', 'P305+P351+P338', 'P310'],
  H319: ['P264', 'P280', 'P305+P351+P338', 'P337+P313'],
  H334: ['P261', 'P284', 'P304+P340', 'P342+P311', 'P501'],
  H317: ['P261', 'P272', 'P280', 'P302+P352', 'P321', 'P333+P313', 'P362+P364', 'P501'],
  H340: ['P201', 'P202', 'P280', 'P308+P313', 'P405', 'P501'],
  H341: ['P201', 'P202', 'P280', 'P308+P313', 'P405', 'P501'],
  H350: ['P201', 'P202', 'P280', 'P308+P313', 'P405', 'P501'],
  H351: ['P201', 'P202', 'P280', 'P308+P313', 'P405', 'P501'],
  H360: ['P201', 'P202', 'P280', 'P308+P313', 'P405', 'P501'],
  H360D: ['P201', 'P202', 'P280', 'P308+P313', 'P405', 'P501'],
  H360FD: ['P201', 'P202', 'P280', 'P308+P313', 'P405', 'P501'],
  H361: ['P201', 'P202', 'P280', 'P308+P313', 'P405', 'P501'],
  H361d: ['P201', 'P202', 'P280', 'P308+P313', 'P405', 'P501'],
  H362: ['P201', 'P260', 'P263', 'P264', 'P270', 'P308+P313'],
  H335: ['P261', 'P271', 'P304+P340', 'P312', 'P403+P233', 'P405', 'P501'],
  H336: ['P261', 'P271', 'P304+P340', 'P312', 'P403+P233', 'P405', 'P501'],
  H372: ['P260', 'P264', 'P270', 'P314', 'P501'],
  H373: ['P260', 'P314', 'P501'],
  H304: ['P301+P310', 'P331', 'P405', 'P501'],
  H400: ['P273', 'P391', 'P501'],
  H410: ['P273', 'P391', 'P501'],
  H411: ['P273', 'P391', 'P501'],
  H412: ['P273', 'P501'],
  H413: ['P273', 'P501'],
};

/** Sort key of a P code: its first number (P2xx prevention, P3xx response, P4xx storage, P5xx disposal). */
const pOrder = (code: string) => Number(code.slice(1, 4)) * 1000 + code.length;

export interface DerivedGhs {
  signalWord: SignalWord | null;
  pictograms: GhsPictogram[];
  classes: string[];
  h: string[];
  p: string[];
}

/** Signal word, pictograms (with the GHS precedence rules), H and P codes of a list of classes. */
export function deriveGhs(keys: ClassKey[]): DerivedGhs {
  const list: GhsClass[] = keys.map((k) => CLASSES[k]);
  const pictos = new Set(list.flatMap((x) => (x.pictogram ? [x.pictogram] : [])));
  // Skull and crossbones → no exclamation mark; corrosion → none for irritation; GHS08 for respiratory
  // sensitisation → none for skin sensitisation or irritation.
  const needs07 = list.some((x) => {
    if (x.pictogram !== 'GHS07') return false;
    if (pictos.has('GHS06')) return false;
    if (x.mark === 'irritation' && pictos.has('GHS05')) return false;
    if ((x.mark === 'irritation' || x.mark === 'skinSens') && keys.includes('respSens1')) return false;
    return true;
  });
  if (!needs07) pictos.delete('GHS07');
  const h = [...new Set(list.map((x) => x.h))];
  const p = [...new Set(h.flatMap((code) => P_FOR_H[code] ?? []))].sort((a, b) => pOrder(a) - pOrder(b) || a.localeCompare(b));
  return {
    signalWord: list.some((x) => x.signal === '危险') ? '危险' : list.some((x) => x.signal === '警告') ? '警告' : null,
    pictograms: [...pictos].sort(),
    classes: list.map((x) => x.text),
    h,
    p,
  };
}
