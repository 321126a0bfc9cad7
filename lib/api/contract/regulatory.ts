import { z } from 'zod';

/**
 * GHS pictograms and the Chinese names of the controls, shared by the API (profiles, the MSDS) and the
 * storefront (marks). Names as in GB 30000.1 / the UN GHS Chinese edition.
 */
export const GHS_PICTOGRAMS = {
  GHS01: '爆炸弹',
  GHS02: '火焰',
  GHS03: '圆圈上方火焰',
  GHS04: '气瓶',
  GHS05: '腐蚀',
  GHS06: '骷髅和交叉骨',
  GHS07: '感叹号',
  GHS08: '健康危险',
  GHS09: '环境',
} as const;

export type GhsPictogram = keyof typeof GHS_PICTOGRAMS;

export const GHS_PICTOGRAM_CODES = Object.keys(GHS_PICTOGRAMS) as GhsPictogram[];

export const isGhsPictogram = (code: string): code is GhsPictogram => Object.hasOwn(GHS_PICTOGRAMS, code);

export const SIGNAL_WORDS = ['危险', '警告'] as const;
export type SignalWord = (typeof SIGNAL_WORDS)[number];

/** 易制毒化学品分类和品种目录: 第一类 / 第二类 / 第三类. */
export const PRECURSOR_CATEGORY_TEXT = { 1: '易制毒第一类', 2: '易制毒第二类', 3: '易制毒第三类' } as const;
export const EXPLOSIVE_PRECURSOR_TEXT = '易制爆';
export const HAZARDOUS_TEXT = '危险化学品';

/** The Chinese control marks of a product (server/services/regulatory.ts ProductControls). */
export const productControlsSchema = z.object({
  precursorCategory: z.union([z.literal(1), z.literal(2), z.literal(3)]).nullable(),
  explosivePrecursor: z.boolean(),
  hazardous: z.boolean(),
});
export type ProductControlsView = z.infer<typeof productControlsSchema>;

export const statementSchema = z.object({ code: z.string(), text: z.string() });

/** What the goods detail shows of a recorded GHS profile (the full sheet is the MSDS). Null: none recorded. */
export const hazardSummarySchema = z.object({
  signalWord: z.enum(SIGNAL_WORDS).nullable(),
  pictograms: z.array(z.enum(GHS_PICTOGRAM_CODES as [GhsPictogram, ...GhsPictogram[]])),
  hStatements: z.array(statementSchema),
  unNumber: z.string().nullable(),
  transportClass: z.string().nullable(),
  packingGroup: z.string().nullable(),
});
export type HazardSummary = z.infer<typeof hazardSummarySchema>;
