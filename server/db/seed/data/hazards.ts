import { CLASSES, deriveGhs, type ClassKey, type DerivedGhs } from './ghs-classes';
import { CONTROLLED_STORAGE, FIRE, FIRST_AID, HANDLING, fireLiquid, fireSolid } from './hazard-texts';

/**
 * Regulatory marks and GHS hazard data of seed products, keyed by the CAS number of the exact form sold
 * (salt, hydrate), applied at every start by server/db/seed/hazards.ts.
 * - precursorCategory: 易制毒化学品分类和品种目录 (条例附表, with the 2012/2014/2017/2021 additions).
 * - explosivePrecursor: 易制爆危险化学品名录（2017年版）.
 * - hazardous: 危险化学品目录（2015版）.
 * - ghs: the classification from ECHA C&L (harmonised CLP Annex VI entry where there is one, otherwise the
 *   notified / registrant classification as carried on suppliers' SDSs), a government classification (Japan
 *   METI/NITE, New Zealand EPA CCID) or a supplier's SDS of the neat substance, as `sources` says; pictograms,
 *   signal word, H and P codes follow from the classes (./ghs-classes.ts). Texts in server/services/ghs-statements.ts.
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
/** The classification of one supplier's SDS for the neat substance (its URL is in a comment above the entry). */
const sds = (supplier: string) => `供应商SDS（${supplier}）；GB 30000 系列`;
/** New Zealand EPA HSNO classification (CCID), translated to GHS classes by the EPA's correlation table. */
const NZ_CCID = '新西兰环境保护局HSNO化学品分类（CCID）；GB 30000 系列';

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
/** Solids toxic if swallowed (急性毒性-经口 类别3): UN2811 有机毒性固体 6.1类 III. */
const toxicSolid = (gases?: string) => ghs(['acuteOral3'], { firstAid: FIRST_AID.toxic, fireFighting: fireSolid(gases), handlingStorage: HANDLING.toxic, transport: TOXIC_SOLID_III });

export const hazards: Record<string, SeedHazard> = {
  // ---- 易制毒 / 易制爆 -----------------------------------------------------------------------------------
  '50-98-6': {
    name: '盐酸麻黄碱',
    precursorCategory: 1,
    // Annex VI has 'ephedrine' and 'salts of ephedrine', both Acute Tox. 4 (H302).
    ghs: ghs(['acuteOral4'], { firstAid: FIRST_AID.harmful, fireFighting: fireSolid('氮氧化物、氯化氢'), handlingStorage: `${HANDLING.solid}${CONTROLLED_STORAGE}`, sources: HARMONISED }),
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
  '103-90-2': { name: '对乙酰氨基酚', ghs: harmfulSolid('氮氧化物') },
  '15687-27-1': { name: '布洛芬', ghs: harmfulSolid() },
  '51146-56-6': { name: '右布洛芬', ghs: harmfulSolid() },
  '53-86-1': {
    name: '吲哚美辛',
    ghs: ghs(['acuteOral2'], { firstAid: FIRST_AID.toxic, fireFighting: fireSolid('氮氧化物、氯化氢'), handlingStorage: HANDLING.toxic, transport: { un: 'UN2811', class: '6.1', packingGroup: 'II' } }),
  },
  '58-08-2': { name: '咖啡因', ghs: { ...harmfulSolid('氮氧化物'), sources: HARMONISED } },
  '58-55-9': { name: '茶碱', ghs: toxicSolid('氮氧化物') },
  '66357-59-3': { name: '盐酸雷尼替丁', ghs: ghs(['skinSens1', 'respSens1'], { firstAid: FIRST_AID.sensitiser, fireFighting: fireSolid('氮氧化物、硫氧化物、氯化氢'), handlingStorage: HANDLING.sensitiser }) },
  '21829-25-4': { name: '硝苯地平', ghs: harmfulSolid('氮氧化物') },
  '318-98-9': { name: '盐酸普萘洛尔', ghs: harmfulSolid('氮氧化物、氯化氢') },
  '1115-70-4': { name: '盐酸二甲双胍', ghs: harmfulSolid('氮氧化物、氯化氢') },
  '69-53-4': { name: '氨苄西林', ghs: betaLactam() },
  '15686-71-2': { name: '头孢氨苄', ghs: betaLactam() },
  '723-46-6': { name: '磺胺甲噁唑', ghs: ghs(['skinSens1'], { firstAid: FIRST_AID.sensitiser, fireFighting: fireSolid('氮氧化物、硫氧化物'), handlingStorage: HANDLING.sensitiser }) },
  '443-48-1': { name: '甲硝唑', ghs: ghs(['carc2'], { firstAid: FIRST_AID.cmr, fireFighting: fireSolid('氮氧化物'), handlingStorage: HANDLING.cmr }) },
  '54-85-3': { name: '异烟肼', ghs: harmfulSolid('氮氧化物') },
  '298-46-4': {
    name: '卡马西平',
    ghs: ghs(['acuteOral4', 'skinSens1', 'respSens1'], { firstAid: FIRST_AID.sensitiser, fireFighting: fireSolid('氮氧化物'), handlingStorage: HANDLING.sensitiser }),
  },
  '52-86-8': { name: '氟哌啶醇', ghs: toxicSolid('氮氧化物、氯化氢、氟化氢') },
  '5786-21-0': { name: '氯氮平', ghs: toxicSolid('氮氧化物、氯化氢') },
  '132539-06-1': { name: '奥氮平', ghs: toxicSolid('氮氧化物、硫氧化物') },
  '439-14-5': { name: '地西泮', ghs: harmfulSolid('氮氧化物、氯化氢') },
  '99300-78-4': { name: '盐酸文拉法辛', ghs: harmfulSolid('氮氧化物、氯化氢') },
  '41100-52-1': { name: '盐酸美金刚', ghs: harmfulSolid('氮氧化物、氯化氢') },
  '665-66-7': { name: '盐酸金刚烷胺', ghs: harmfulSolid('氮氧化物、氯化氢') },
  '18559-94-9': { name: '沙丁胺醇', ghs: harmfulSolid('氮氧化物') },
  '83881-52-1': { name: '盐酸西替利嗪', ghs: harmfulSolid('氮氧化物、氯化氢') },
  '147-24-0': { name: '盐酸苯海拉明', ghs: harmfulSolid('氮氧化物、氯化氢') },
  '171599-83-0': { name: '枸橼酸西地那非', ghs: harmfulSolid('氮氧化物、硫氧化物') },
  '137-58-6': { name: '利多卡因', ghs: harmfulSolid('氮氧化物') },
  '51-05-8': { name: '盐酸普鲁卡因', ghs: ghs(['acuteOral4', 'skinSens1'], { firstAid: FIRST_AID.sensitiser, fireFighting: fireSolid('氮氧化物、氯化氢'), handlingStorage: HANDLING.sensitiser }) },
  '94-09-7': { name: '苯佐卡因', ghs: ghs(['skinSens1'], { firstAid: FIRST_AID.sensitiser, fireFighting: fireSolid('氮氧化物'), handlingStorage: HANDLING.sensitiser }) },
  // Harmonised CLP Annex VI entries (ATP17 table): warfarin (index 607-056-00-0) and amlodipine free base. The
  // besilate salt has no entry of its own and is left without a profile.
  '81-81-2': {
    name: '华法林',
    ghs: ghs(['repr1AD', 'acuteInhal1', 'acuteDermal1', 'acuteOral2', 'stotRe1', 'aquaticChronic2'], {
      firstAid: FIRST_AID.toxic,
      fireFighting: fireSolid(),
      handlingStorage: HANDLING.cmr,
      sources: HARMONISED,
    }),
  },
  '88150-42-9': {
    name: '氨氯地平',
    ghs: ghs(['acuteOral3', 'stotRe2', 'eyeDam1', 'aquaticAcute1', 'aquaticChronic1'], {
      firstAid: FIRST_AID.toxic,
      fireFighting: fireSolid('氮氧化物、氯化氢'),
      handlingStorage: HANDLING.toxic,
      transport: TOXIC_SOLID_III,
      sources: HARMONISED,
    }),
  },

  // ---- APIs classified from a found safety data sheet of the neat substance ----
  // Each entry copies the section-2 classification of the source named in `sources` (URL above it). Where two
  // sources for the neat substance disagree, the more protective one is taken and the comment says so. SDSs of
  // tablets, injections or solutions do not count. No UN number is recorded unless the source gives one.

  // Japanese government GHS classification (METI/NITE, classified 20 Sep 2006; English results as republished in the
  // GHScrunch collection, GHS-jp/output): Muta. 1B, Carc. 1B (IARC 2A, NTP R), Repr. 2, STOT RE 1 (bone marrow,
  // nervous system, digestive organs) and STOT RE 2 (heart). Its acute oral category 5 is left out, as EU CLP and
  // this table (ghs-classes.ts) have no category 5. Aquatic hazards: not classified there.
  '56-75-7': {
    name: '氯霉素',
    ghs: ghs(['muta1B', 'carc1B', 'repr2', 'stotRe1', 'stotRe2'], {
      firstAid: FIRST_AID.cmr,
      fireFighting: fireSolid('氮氧化物、氯化氢'),
      handlingStorage: HANDLING.cmr,
      sources: '日本政府GHS分类结果（METI/NITE，2006）；GB 30000 系列',
    }),
  },

  // ---- New Zealand government classifications (hazard profiles) ----
  // The NZ EPA's HSNO Chemical Classification and Information Database (CCID), export of 4 June 2013 as republished in
  // the GHScrunch collection (GHS-nz/output/GHS-nz.csv, pure substances only):
  // https://github.com/TomLent1/GHScrunch/blob/85774bd39c92226e1007b6493016968de276105c/GHS-nz/output/GHS-nz.csv
  // HSNO categories are translated with the NZ EPA's own correlation table (EPA0125, Jan 2012, GHS-nz/hsnogen-ghs-nz-hazard.pdf):
  // 6.1C/6.1D = Acute Tox. 3/4, 6.3A = Skin Irrit. 2, 6.4A = Eye Irrit. 2, 6.5A = Resp. Sens. 1, 6.5B = Skin Sens. 1,
  // 6.8B = Repr. 2. Left out, as in the NITE entry above: 6.1E (acute category 5, not in this table) and 9.3 (toxic to
  // terrestrial vertebrates, which the GHS has no class for). Only substances whose every HSNO category maps to exactly
  // one GHS class are taken; 6.9B (STOT SE 2 or RE 2), 6.7A (Carc. 1A or 1B) and 6.8A (Repr. 1A or 1B) do not.

  // CCID, Naproxen (22204-53-1, the acid sold): 6.1C (oral), 6.5A, 6.5B, 6.8B (+ 9.3C) →
  // Acute Tox. 3 (oral), Resp. Sens. 1, Skin Sens. 1, Repr. 2.
  '22204-53-1': {
    name: '萘普生',
    ghs: ghs(['acuteOral3', 'respSens1', 'skinSens1', 'repr2'], { firstAid: FIRST_AID.toxic, fireFighting: fireSolid(), handlingStorage: HANDLING.toxic, sources: NZ_CCID }),
  },
  // CCID, Acyclovir (59277-89-3): 6.1D (oral), 6.5A, 6.5B (+ 9.3C) → Acute Tox. 4 (oral), Resp. Sens. 1, Skin Sens. 1.
  '59277-89-3': {
    name: '阿昔洛韦',
    ghs: ghs(['acuteOral4', 'respSens1', 'skinSens1'], { firstAid: FIRST_AID.sensitiser, fireFighting: fireSolid('氮氧化物'), handlingStorage: HANDLING.sensitiser, sources: NZ_CCID }),
  },
  // CCID, 3,4-Dihydroxy-L-phenylalanine (59-92-7): 6.1D (oral) (+ 9.3C) → Acute Tox. 4 (oral).
  '59-92-7': { name: '左旋多巴', ghs: { ...harmfulSolid('氮氧化物'), sources: NZ_CCID } },
  // CCID, Famotidine (76824-35-6): 6.1E (oral), 6.3A, 6.4A → Skin Irrit. 2, Eye Irrit. 2 (acute oral category 5 left out).
  '76824-35-6': {
    name: '法莫替丁',
    ghs: ghs(['skinIrrit2', 'eyeIrrit2'], { firstAid: FIRST_AID.harmful, fireFighting: fireSolid('氮氧化物、硫氧化物'), handlingStorage: HANDLING.solid, sources: NZ_CCID }),
  },

  // MP Biomedicals SDS, estradiol (C18H24O2), section 2: Carc. 2 H351, Repr. 1A H360, Lact. H362.
  // https://businessdocbox.com/Green_Solutions/109259578-Safety-data-sheet-acc-to-osha-hcs.html
  // (A Pfizer SDS giving Carc. 1A is for estradiol cypionate injection — another form, a solution — so it does not apply.)
  '50-28-2': {
    name: '雌二醇',
    ghs: ghs(['carc2', 'repr1A', 'lactation'], { firstAid: FIRST_AID.cmr, fireFighting: fireSolid(), handlingStorage: HANDLING.cmr, sources: sds('MP Biomedicals') }),
  },
  // Encore Scientific SDS, Phenytoin USP (CAS 57-41-0): Acute Tox. 4 (oral), Carc. 2, Repr. 1B, Skin Sens. 1.
  // https://documents.pub/document/phenytoin-usp-encore-scientific-phenytoin-usp-phenytoin-usp-sds-preparation.html
  // ChemicalBook's SDS (https://chemicalbook.in/sds/55-Diphenylhydantoin.htm) gives the same without Skin Sens. 1 and
  // H360 for Repr. 1B; the more protective Encore classification is taken, with H360.
  '57-41-0': {
    name: '苯妥英',
    ghs: ghs(['acuteOral4', 'carc2', 'repr1B', 'skinSens1'], { firstAid: FIRST_AID.cmr, fireFighting: fireSolid('氮氧化物'), handlingStorage: HANDLING.cmr, sources: sds('Encore Scientific') }),
  },
  // Triova Pharmaceuticals SDS, diclofenac sodium ("not for use as a drug"): Acute Tox. 3 (oral), Acute Tox. 4 (dermal),
  // Skin Irrit. 2, Eye Irrit. 2A, Repr. 2, STOT RE 1 (cardiovascular system, gastrointestinal tract, liver).
  // https://vdocuments.net/safety-data-sheet-triova-safety-data-sheet-1-identification-product-identifier.html
  // The ECHA REACH registrant (dossier 13423, https://echa.europa.eu/hr/registration-dossier/-/registered-dossier/13423/7/3/1)
  // classifies Acute Tox. 4 (oral) only; the two disagree, so the more protective SDS classification is taken.
  '15307-79-6': {
    name: '双氯芬酸钠',
    ghs: ghs(['acuteOral3', 'acuteDermal4', 'skinIrrit2', 'eyeIrrit2', 'repr2', 'stotRe1'], {
      firstAid: FIRST_AID.toxic,
      fireFighting: fireSolid('氮氧化物、氯化氢'),
      handlingStorage: HANDLING.toxic,
      sources: sds('Triova Pharmaceuticals'),
    }),
  },
  // ChemicalBook SDS, dexamethasone (CAS 50-02-2): Repr. 2 H361, STOT RE 2 H373.
  // https://chemicalbook.in/sds/Dexamethasone.htm
  '50-02-2': {
    name: '地塞米松',
    ghs: ghs(['repr2', 'stotRe2'], { firstAid: FIRST_AID.cmr, fireFighting: fireSolid('氟化氢'), handlingStorage: HANDLING.cmr, sources: sds('ChemicalBook') }),
  },
  // Caesar & Loretz SDS, Hydrochlorothiazid API (CAS 58-93-5): Acute Tox. 4 H302; fire gives HCl, SOx, NOx.
  // https://expydoc.com/doc/9662776/sdb---caesar-and-loretz-gmbh
  '58-93-5': { name: '氢氯噻嗪', ghs: { ...harmfulSolid('氮氧化物、硫氧化物、氯化氢'), sources: sds('Caesar & Loretz') } },
  // Cayman Chemical SDS, furosemide (item 17273): Repr. 1B H360. ChemicalBook's SDS (https://chemicalbook.in/sds/Furosemide.htm) agrees.
  // https://info.5y1.org/how-does-airborne-tablets-work_2_187224.html
  '54-31-9': {
    name: '呋塞米',
    ghs: ghs(['repr1B'], { firstAid: FIRST_AID.cmr, fireFighting: fireSolid('氮氧化物、硫氧化物、氯化氢'), handlingStorage: HANDLING.cmr, sources: sds('Cayman Chemical') }),
  },
  // Caesar & Loretz SDS, Prednisolon mikronisiert API (CAS 50-24-8): Repr. 1B H360D.
  // https://de.scribd.com/document/616982717/2550
  '50-24-8': {
    name: '泼尼松龙',
    ghs: ghs(['repr1BD'], { firstAid: FIRST_AID.cmr, fireFighting: fireSolid(), handlingStorage: HANDLING.cmr, sources: sds('Caesar & Loretz') }),
  },
  // ChemicalBook SDS, cimetidine (CAS 51481-61-9): Eye Dam. 1 H318.
  // https://chemicalbook.in/sds/Cimetidine.htm
  '51481-61-9': {
    name: '西咪替丁',
    ghs: ghs(['eyeDam1'], { firstAid: FIRST_AID.harmful, fireFighting: fireSolid('氮氧化物、硫氧化物'), handlingStorage: HANDLING.solid, sources: sds('ChemicalBook') }),
  },
  // Acofarma FDS, clorfeniramina maleato (the API supplied to compounding pharmacies): Acute Tox. 3 H301 ("Peligro").
  // https://es.scribd.com/document/314415429/Clorfeniramina-Maleato
  '113-92-8': {
    name: '马来酸氯苯那敏',
    ghs: ghs(['acuteOral3'], { firstAid: FIRST_AID.toxic, fireFighting: fireSolid('氮氧化物、氯化氢'), handlingStorage: HANDLING.toxic, sources: sds('Acofarma') }),
  },
  // MSD (the originator) SDS "Ezetimibe Formulation", section 3.2: the ingredient ezetimibe is itself classified
  // Aquatic Chronic 1 H410 (M-factor chronic 1) — the classification of the neat substance as its manufacturer gives it,
  // not that of the tablet (the tablet, at 10–20 %, is Aquatic Chronic 2). No other class is listed for it.
  // http://docplayer.nl/194315100-Ezetimibe-formulation.html
  '163222-33-1': {
    name: '依折麦布',
    ghs: ghs(['aquaticChronic1'], {
      firstAid: FIRST_AID.harmful,
      fireFighting: fireSolid('氮氧化物、氟化氢'),
      handlingStorage: `${HANDLING.solid}避免释放到环境中，泄漏物收集后按危险废物处置。`,
      sources: sds('MSD'),
    }),
  },

  // Impurities, intermediates and QC substances
  '69-72-7': {
    name: '水杨酸（阿司匹林杂质C）',
    ghs: ghs(['acuteOral4', 'eyeDam1', 'repr2d'], { firstAid: FIRST_AID.harmful, fireFighting: fireSolid(), handlingStorage: HANDLING.cmr, sources: HARMONISED }),
  },
  '100-02-7': {
    name: '4-硝基苯酚（对乙酰氨基酚杂质F）',
    hazardous: true,
    ghs: ghs(['acuteOral4', 'acuteDermal4', 'acuteInhal4', 'stotRe2'], {
      firstAid: FIRST_AID.harmful,
      fireFighting: fireSolid('氮氧化物'),
      handlingStorage: HANDLING.toxic,
      transport: { un: 'UN1663', class: '6.1', packingGroup: 'III' },
      sources: HARMONISED,
    }),
  },
  '123-30-8': {
    name: '4-氨基苯酚（对乙酰氨基酚杂质K）',
    ghs: ghs(['acuteOral4', 'acuteInhal4', 'muta2', 'aquaticAcute1', 'aquaticChronic1'], {
      firstAid: FIRST_AID.cmr,
      fireFighting: fireSolid('氮氧化物'),
      handlingStorage: HANDLING.cmr,
      transport: { un: 'UN2512', class: '6.1', packingGroup: 'III' },
      sources: HARMONISED,
    }),
  },
  '103-84-4': { name: '乙酰苯胺（对乙酰氨基酚杂质D）', ghs: harmfulSolid('氮氧化物') },
  '551-16-6': { name: '6-氨基青霉烷酸', ghs: betaLactam() },
  '22252-43-3': { name: '7-氨基去乙酰氧基头孢烷酸', ghs: betaLactam() },
  '87-62-7': {
    name: '2,6-二甲基苯胺（利多卡因杂质A）',
    hazardous: true,
    ghs: ghs(['acuteOral4', 'acuteDermal4', 'acuteInhal4', 'skinIrrit2', 'stotSe3Resp', 'carc2', 'aquaticChronic2'], {
      firstAid: FIRST_AID.cmr,
      fireFighting: fireLiquid('氮氧化物'),
      handlingStorage: HANDLING.cmrLiquid,
      transport: { un: 'UN1711', class: '6.1', packingGroup: 'II' },
    }),
  },
  '62-75-9': {
    name: 'N-亚硝基二甲胺（NDMA）',
    hazardous: true,
    ghs: ghs(['acuteOral3', 'acuteInhal2', 'carc1B', 'stotRe1', 'aquaticChronic2'], {
      firstAid: FIRST_AID.toxic,
      fireFighting: fireLiquid('氮氧化物'),
      handlingStorage: HANDLING.cmrLiquid,
      sources: HARMONISED,
    }),
  },
  '55-18-5': { name: 'N-亚硝基二乙胺（NDEA）', ghs: ghs(['acuteOral3', 'carc1B'], { firstAid: FIRST_AID.toxic, fireFighting: fireLiquid('氮氧化物'), handlingStorage: HANDLING.cmrLiquid }) },
  '621-64-7': { name: 'N-亚硝基二正丙胺（NDPA）', ghs: ghs(['acuteOral4', 'carc1B'], { firstAid: FIRST_AID.cmr, fireFighting: fireLiquid('氮氧化物'), handlingStorage: HANDLING.cmrLiquid, sources: HARMONISED }) },
  '98-86-2': { name: '苯乙酮', ghs: ghs(['acuteOral4', 'eyeIrrit2'], { firstAid: FIRST_AID.harmful, fireFighting: fireLiquid(), handlingStorage: HANDLING.liquid, sources: HARMONISED }) },
  '65-85-0': { name: '苯甲酸', ghs: ghs(['skinIrrit2', 'eyeDam1', 'stotRe1'], { firstAid: FIRST_AID.harmful, fireFighting: fireSolid(), handlingStorage: HANDLING.solid }) },
  '121-33-5': { name: '香草醛', ghs: ghs(['eyeIrrit2'], { firstAid: FIRST_AID.harmful, fireFighting: fireSolid(), handlingStorage: HANDLING.solid }) },
  '62-44-2': { name: '非那西丁', ghs: ghs(['carc1B'], { firstAid: FIRST_AID.cmr, fireFighting: fireSolid('氮氧化物'), handlingStorage: HANDLING.cmr, sources: HARMONISED }) },
  '103-33-3': {
    name: '偶氮苯',
    ghs: ghs(['acuteOral4', 'acuteInhal4', 'muta2', 'carc1B', 'stotRe2', 'aquaticAcute1', 'aquaticChronic1'], {
      firstAid: FIRST_AID.cmr,
      fireFighting: fireSolid('氮氧化物'),
      handlingStorage: HANDLING.cmr,
      sources: HARMONISED,
    }),
  },
  '108-78-1': { name: '三聚氰胺', ghs: ghs(['carc2', 'stotRe2'], { firstAid: FIRST_AID.cmr, fireFighting: fireSolid('氮氧化物、氰化氢'), handlingStorage: HANDLING.cmr, sources: HARMONISED }) },
  // Harmonised CLP Annex VI entries of impurities and intermediates the seed sells.
  '86393-33-1': {
    name: '环丙沙星杂质A（氟喹啉酸）',
    ghs: ghs(['acuteOral4', 'aquaticChronic3'], { firstAid: FIRST_AID.harmful, fireFighting: fireSolid('氮氧化物、氯化氢、氟化氢'), handlingStorage: HANDLING.solid, sources: HARMONISED }),
  },
  '72830-09-2': {
    name: '2-氯甲基-3,4-二甲氧基吡啶盐酸盐',
    ghs: ghs(['acuteDermal4', 'acuteOral4', 'stotRe2', 'skinIrrit2', 'eyeDam1', 'skinSens1', 'aquaticChronic2'], {
      firstAid: FIRST_AID.sensitiser,
      fireFighting: fireSolid('氮氧化物、氯化氢'),
      handlingStorage: HANDLING.sensitiser,
      sources: HARMONISED,
    }),
  },
  '83857-96-9': {
    name: '2-丁基-4-氯-5-甲酰基咪唑（BCFI）',
    ghs: ghs(['skinSens1', 'aquaticChronic2'], { firstAid: FIRST_AID.sensitiser, fireFighting: fireSolid('氮氧化物、氯化氢'), handlingStorage: HANDLING.sensitiser, sources: HARMONISED }),
  },
  '88150-62-3': {
    name: '氨氯地平杂质A（邻苯二甲酰氨氯地平）',
    ghs: ghs(['aquaticChronic4'], { firstAid: FIRST_AID.harmful, fireFighting: fireSolid('氮氧化物、氯化氢'), handlingStorage: HANDLING.solid, sources: HARMONISED }),
  },
  '125971-96-2': {
    name: '阿托伐他汀二酮中间体（M-4）',
    ghs: ghs(['aquaticChronic4'], { firstAid: FIRST_AID.harmful, fireFighting: fireSolid('氮氧化物、氟化氢'), handlingStorage: HANDLING.solid, sources: HARMONISED }),
  },
};
