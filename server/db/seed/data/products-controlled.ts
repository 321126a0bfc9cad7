import type { SeedProduct } from './types';
import { sku } from './sku';

/**
 * Reference standards that are controlled in China (易制毒 / 易制爆, most also 危险化学品). Their marks and GHS
 * data are in ./hazards.ts (by CAS); ordering them needs real-name verification and, for 易制毒 / 易制爆, a
 * permit. Neat materials (no solution packs), so the profile of the substance is the profile of the pack.
 */
export const controlledProducts: SeedProduct[] = [
  {
    code: 'RM-K001', nameCn: '盐酸麻黄碱', nameEn: 'Ephedrine Hydrochloride',
    synonyms: ['(1R,2S)-(−)-Ephedrine hydrochloride', '盐酸麻黄素', 'L-Ephedrine HCl'],
    cas: '50-98-6', smiles: 'C[C@@H]([C@@H](c1ccccc1)O)NC.Cl', formula: 'C10H16ClNO',
    purity: '≥99.0%(HPLC)', storage: '常温，避光密封保存，专柜双人双锁管理', shipping: '常温运输', brand: 'refmall', category: 'ref-antiasthma',
    skus: [sku('100mg', 680, 6, 3), sku('500mg', 1880, 2, 5)],
  },
  {
    code: 'RM-K002', nameCn: '盐酸伪麻黄碱', nameEn: 'Pseudoephedrine Hydrochloride',
    synonyms: ['(1S,2S)-(+)-Pseudoephedrine hydrochloride', '盐酸伪麻黄素', 'd-Isoephedrine hydrochloride'],
    cas: '345-78-8', smiles: 'C[C@@H]([C@H](c1ccccc1)O)NC.Cl', formula: 'C10H16ClNO',
    purity: '≥99.0%(HPLC)', storage: '常温，避光密封保存，专柜双人双锁管理', shipping: '常温运输', brand: 'refmall', category: 'ref-antihistamine',
    skus: [sku('100mg', 640, 6, 3), sku('500mg', 1780, 2, 5)],
  },
  {
    code: 'RM-K003', nameCn: '苯乙酸', nameEn: 'Phenylacetic Acid',
    synonyms: ['Benzeneacetic acid', 'α-Toluic acid', '苯醋酸', '青霉素G侧链'],
    cas: '103-82-2', smiles: 'OC(=O)Cc1ccccc1', formula: 'C8H8O2',
    purity: '≥99.5%(HPLC)', storage: '常温，密封干燥保存，专柜管理', shipping: '常温运输', brand: 'hengzhun', category: 'int-antiinfective',
    skus: [sku('1g', 280, 10, 3), sku('5g', 780, 4, 5)],
  },
  {
    code: 'RM-K004', nameCn: '胡椒醛', nameEn: 'Piperonal',
    synonyms: ['Heliotropin', '3,4-Methylenedioxybenzaldehyde', '洋茉莉醛', '1,3-Benzodioxole-5-carbaldehyde'],
    cas: '120-57-0', smiles: 'O=Cc1ccc2c(c1)OCO2', formula: 'C8H6O3', parentCas: '171596-29-5',
    purity: '≥99.0%(GC)', storage: '2-8℃，避光、充氮密封保存，专柜双人双锁管理', shipping: '冰袋运输', brand: 'hengzhun', category: 'int-misc',
    skus: [sku('1g', 360, 8, 3), sku('5g', 980, 3, 5)],
  },
  {
    code: 'RM-K010', nameCn: '高锰酸钾（基准物质）', nameEn: 'Potassium Permanganate (Primary Standard)',
    synonyms: ['Potassium manganate(VII)', '灰锰氧', 'KMnO4'],
    cas: '7722-64-7', smiles: '[K+].[O-][Mn](=O)(=O)=O', formula: 'KMnO4',
    purity: '≥99.8%（滴定），附定值证书', storage: '常温，避光密封保存，远离还原剂和可燃物，专柜双人双锁管理', shipping: '危险品运输（5.1类）', brand: 'hengzhun', category: 'qc-volumetric',
    skus: [sku('25g', 320, 6, 3), sku('100g', 780, 3, 5)],
  },
  {
    code: 'RM-K020', nameCn: '甲苯（残留溶剂对照品）', nameEn: 'Toluene (Residual Solvent Standard)',
    synonyms: ['Methylbenzene', 'Toluol', '甲基苯'],
    cas: '108-88-3', smiles: 'Cc1ccccc1', formula: 'C7H8',
    purity: '≥99.9%(GC)', storage: '常温，远离火源，阴凉通风处密封保存', shipping: '危险品运输（3类）', brand: 'hengzhun', category: 'qc-residual-solvent',
    skus: [sku('1mL', 180, 20, 3), sku('5mL', 420, 8, 5)],
  },
  {
    code: 'RM-K021', nameCn: '丙酮（残留溶剂对照品）', nameEn: 'Acetone (Residual Solvent Standard)',
    synonyms: ['2-Propanone', 'Dimethyl ketone', '二甲基酮'],
    cas: '67-64-1', smiles: 'CC(C)=O', formula: 'C3H6O',
    purity: '≥99.9%(GC)', storage: '常温，远离火源，阴凉通风处密封保存', shipping: '危险品运输（3类）', brand: 'hengzhun', category: 'qc-residual-solvent',
    skus: [sku('1mL', 160, 20, 3), sku('5mL', 380, 8, 5)],
  },
  {
    code: 'RM-K022', nameCn: '乙醚（残留溶剂对照品）', nameEn: 'Diethyl Ether (Residual Solvent Standard)',
    synonyms: ['Ethoxyethane', 'Ether', '二乙醚'],
    cas: '60-29-7', smiles: 'CCOCC', formula: 'C4H10O',
    purity: '≥99.7%(GC)，含BHT稳定剂', storage: '2-8℃，避光、远离火源密封保存（久置易生成过氧化物）', shipping: '危险品运输（3类）', brand: 'hengzhun', category: 'qc-residual-solvent',
    skus: [sku('1mL', 200, 12, 3)],
  },
  {
    code: 'RM-K023', nameCn: '三氯甲烷（残留溶剂对照品）', nameEn: 'Chloroform (Residual Solvent Standard)',
    synonyms: ['Trichloromethane', '氯仿', 'Methane trichloride'],
    cas: '67-66-3', smiles: 'ClC(Cl)Cl', formula: 'CHCl3',
    purity: '≥99.9%(GC)，含乙醇稳定剂', storage: '常温，避光密封保存', shipping: '危险品运输（6.1类）', brand: 'hengzhun', category: 'qc-residual-solvent',
    skus: [sku('1mL', 190, 12, 3)],
  },
  {
    code: 'RM-K024', nameCn: '硝基甲烷（残留溶剂对照品）', nameEn: 'Nitromethane (Residual Solvent Standard)',
    synonyms: ['Nitrocarbol', 'NM'],
    cas: '75-52-5', smiles: 'C[N+](=O)[O-]', formula: 'CH3NO2',
    purity: '≥99.0%(GC)', storage: '常温，避光、远离火源和热源，专柜双人双锁管理', shipping: '危险品运输（3类）', brand: 'hengzhun', category: 'qc-residual-solvent',
    skus: [sku('1mL', 220, 8, 3)],
  },
];
