import { CLASSES, deriveGhs, type ClassKey, type DerivedGhs } from './ghs-classes';
import { CONTROLLED_STORAGE, FIRE, FIRST_AID, HANDLING, fireSolid } from './hazard-texts';

/**
 * Regulatory marks and GHS hazard data of seed products, keyed by the CAS number of the exact form sold
 * (salt, hydrate), applied at every start by server/db/seed/hazards.ts.
 * - precursorCategory: 易制毒化学品分类和品种目录 (条例附表, with the 2012/2014/2017/2021 additions).
 * - explosivePrecursor: 易制爆危险化学品名录（2017年版）.
 * - hazardous: 危险化学品目录（2015版）.
 * - ghs: the classification from ECHA C&L (harmonised CLP Annex VI entry where there is one, otherwise the
 *   notified / registrant classification as carried on suppliers' SDSs); pictograms, signal word, H and P codes
 *   follow from the classes (./ghs-classes.ts). Texts in server/services/ghs-statements.ts.
 * A substance whose classification we could not establish with confidence has no `ghs` (no profile shown).
 */
export interface SeedGhs extends DerivedGhs {
  firstAid: string;
  fireFighting: string;
  handlingStorage: string;
  transport?: { un: string; class: string; packingGroup: string | null };
  sources: string;
}

export interface SeedHazard {
  /** For the reader of this file (the product's name). */
  name: string;
  precursorCategory?: 1 | 2 | 3;
  explosivePrecursor?: boolean;
  hazardous?: boolean;
  ghs?: SeedGhs;
}

const HARMONISED = 'ECHA C&L 协调分类（CLP 附录VI）；GB 30000 系列';
const NOTIFIED = 'ECHA C&L 通报分类及供应商SDS；GB 30000 系列';

interface Texts {
  firstAid: string;
  fireFighting: string;
  handlingStorage: string;
  transport?: SeedGhs['transport'];
  sources?: string;
}

function ghs(classes: ClassKey[], texts: Texts): SeedGhs {
  for (const k of classes) if (!CLASSES[k]) throw new Error(`unknown GHS class ${k}`);
  return { ...deriveGhs(classes), sources: NOTIFIED, ...texts };
}

/** Solids harmful if swallowed only (急性毒性-经口 类别4). */
const harmfulSolid = (gases?: string) => ghs(['acuteOral4'], { firstAid: FIRST_AID.harmful, fireFighting: fireSolid(gases), handlingStorage: HANDLING.solid });
/** Penicillins and cephalosporins: skin and respiratory sensitisers. */
const betaLactam = () => ghs(['skinSens1', 'respSens1'], { firstAid: FIRST_AID.sensitiser, fireFighting: fireSolid('氮氧化物、硫氧化物'), handlingStorage: HANDLING.sensitiser });
const TOXIC_SOLID_III = { un: 'UN2811', class: '6.1', packingGroup: 'III' };

export const hazards: Record<string, SeedHazard> = {
  // ---- 易制毒 / 易制爆 -----------------------------------------------------------------------------------
  '50-98-6': {
    name: '盐酸麻黄碱',
    precursorCategory: 1,
    ghs: ghs(['acuteOral4'], { firstAid: FIRST_AID.harmful, fireFighting: fireSolid('氮氧化物、氯化氢'), handlingStorage: `${HANDLING.solid}${CONTROLLED_STORAGE}` }),
  },
  '345-78-8': {
    name: '盐酸伪麻黄碱',
    precursorCategory: 1,
    ghs: ghs(['acuteOral4'], { firstAid: FIRST_AID.harmful, fireFighting: fireSolid('氮氧化物、氯化氢'), handlingStorage: `${HANDLING.solid}${CONTROLLED_STORAGE}` }),
  },
  '120-57-0': {
    name: '胡椒醛',
    precursorCategory: 1,
    ghs: ghs(['skinSens1'], { firstAid: FIRST_AID.sensitiser, fireFighting: fireSolid(), handlingStorage: `${HANDLING.sensitiser}${CONTROLLED_STORAGE}` }),
  },
  '103-82-2': {
    name: '苯乙酸',
    precursorCategory: 2,
    ghs: ghs(['eyeIrrit2'], { firstAid: FIRST_AID.harmful, fireFighting: fireSolid(), handlingStorage: `${HANDLING.solid}${CONTROLLED_STORAGE}` }),
  },
  // 1-苯基-1-丙酮 joined 第二类 in 2017. Its GHS classification differs between suppliers: no profile recorded.
  '93-55-0': { name: '苯丙酮（1-苯基-1-丙酮）', precursorCategory: 2 },
  '60-29-7': {
    name: '乙醚',
    precursorCategory: 2,
    hazardous: true,
    ghs: ghs(['flamLiq1', 'acuteOral4', 'stotSe3Narc'], {
      firstAid: FIRST_AID.solvent,
      fireFighting: `${FIRE.flammableLiquid}久置或受光照可生成易爆的过氧化物，切勿蒸干。`,
      handlingStorage: `${HANDLING.flammableLiquid}避光保存，开启后尽快用完，使用前检查过氧化物。${CONTROLLED_STORAGE}`,
      transport: { un: 'UN1155', class: '3', packingGroup: 'I' },
      sources: HARMONISED,
    }),
  },
  '67-66-3': {
    name: '三氯甲烷',
    precursorCategory: 2,
    hazardous: true,
    ghs: ghs(['acuteOral4', 'acuteInhal3', 'skinIrrit2', 'eyeIrrit2', 'carc2', 'repr2d', 'stotRe1'], {
      firstAid: FIRST_AID.solvent,
      fireFighting: FIRE.nonFlammableHalogenated,
      handlingStorage: `操作：密闭操作，在通风橱内使用，避免吸入蒸气和接触皮肤、眼睛；戴防护手套（氟橡胶或聚乙烯醇材质）、护目镜。储存：储存于阴凉、通风处，避光，与碱类、活性金属分开存放，保持容器密封。${CONTROLLED_STORAGE}`,
      transport: { un: 'UN1888', class: '6.1', packingGroup: 'III' },
      sources: HARMONISED,
    }),
  },
  '108-88-3': {
    name: '甲苯',
    precursorCategory: 3,
    hazardous: true,
    ghs: ghs(['flamLiq2', 'asp1', 'skinIrrit2', 'stotSe3Narc', 'repr2d', 'stotRe2'], {
      firstAid: FIRST_AID.solvent,
      fireFighting: FIRE.flammableLiquid,
      handlingStorage: `${HANDLING.flammableLiquid}${CONTROLLED_STORAGE}`,
      transport: { un: 'UN1294', class: '3', packingGroup: 'II' },
      sources: HARMONISED,
    }),
  },
  '67-64-1': {
    name: '丙酮',
    precursorCategory: 3,
    hazardous: true,
    ghs: ghs(['flamLiq2', 'eyeIrrit2', 'stotSe3Narc'], {
      firstAid: FIRST_AID.solvent,
      fireFighting: FIRE.flammableLiquid,
      handlingStorage: `${HANDLING.flammableLiquid}${CONTROLLED_STORAGE}`,
      transport: { un: 'UN1090', class: '3', packingGroup: 'II' },
      sources: HARMONISED,
    }),
  },
  '7722-64-7': {
    name: '高锰酸钾',
    precursorCategory: 3,
    explosivePrecursor: true,
    hazardous: true,
    ghs: ghs(['oxSol2', 'acuteOral4', 'repr2d', 'aquaticAcute1', 'aquaticChronic1'], {
      firstAid: FIRST_AID.oxidiser,
      fireFighting: FIRE.oxidiser,
      handlingStorage: `${HANDLING.oxidiser}${CONTROLLED_STORAGE}`,
      transport: { un: 'UN1490', class: '5.1', packingGroup: 'II' },
      sources: HARMONISED,
    }),
  },
  '75-52-5': {
    name: '硝基甲烷',
    explosivePrecursor: true,
    hazardous: true,
    ghs: ghs(['flamLiq3', 'acuteOral4'], {
      firstAid: FIRST_AID.solvent,
      fireFighting: `${FIRE.flammableLiquid}受热、撞击或与胺类、碱类、重金属氧化物混合时有爆炸危险，火场中的容器应在安全距离外冷却。`,
      handlingStorage: `${HANDLING.flammableLiquid}避免撞击、摩擦，远离胺类、碱类和强酸。${CONTROLLED_STORAGE}`,
      transport: { un: 'UN1261', class: '3', packingGroup: 'II' },
      sources: HARMONISED,
    }),
  },

  // ---- APIs and their impurities / intermediates ----------------------------------------------------------
  '50-78-2': { name: '阿司匹林', ghs: harmfulSolid() },
  '61336-70-7': { name: '阿莫西林（三水合物）', ghs: betaLactam() },
  '22071-15-4': {
    name: '酮洛芬',
    ghs: ghs(['acuteOral3'], { firstAid: FIRST_AID.toxic, fireFighting: fireSolid(), handlingStorage: HANDLING.toxic, transport: TOXIC_SOLID_III }),
  },
};
