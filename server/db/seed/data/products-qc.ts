import type { SeedProduct } from './types';
import { DRY_ROOM, ROOM, sku } from './sku';

/** Instrument-qualification materials and food-safety QC samples. */
export const qcProducts: SeedProduct[] = [
  // ---- Melting point standards -------------------------------------------
  {
    code: 'RM-Q001', nameCn: '香草醛（熔点标准品）', nameEn: 'Vanillin (Melting Point Standard)',
    synonyms: ['4-Hydroxy-3-methoxybenzaldehyde', '香兰素', 'Vanillin'],
    cas: '121-33-5', smiles: 'COc1cc(C=O)ccc1O', formula: 'C8H8O3',
    purity: '≥99.9%，熔点约81-83℃（附定值证书）', ...DRY_ROOM, brand: 'hengzhun', category: 'qc-melting-point',
    skus: [sku('1g', 380, 30, 1), sku('5g', 1080, 10, 2)],
  },
  {
    code: 'RM-Q002', nameCn: '非那西丁（熔点标准品）', nameEn: 'Phenacetin (Melting Point Standard)',
    synonyms: ["4'-Ethoxyacetanilide", 'N-(4-Ethoxyphenyl)acetamide', '非那西汀', '对乙酰氨基苯乙醚'],
    cas: '62-44-2', smiles: 'CCOc1ccc(NC(C)=O)cc1', formula: 'C10H13NO2',
    purity: '≥99.9%，熔点约134-136℃（附定值证书）', ...DRY_ROOM, brand: 'hengzhun', category: 'qc-melting-point',
    skus: [sku('1g', 420, 26, 1), sku('5g', 1180, 8, 2)],
  },
  {
    code: 'RM-Q003', nameCn: '苯甲酸（熔点/量热标准品）', nameEn: 'Benzoic Acid (Melting Point Standard)',
    synonyms: ['Benzenecarboxylic acid', '安息香酸', 'Benzoic acid'],
    cas: '65-85-0', smiles: 'OC(=O)c1ccccc1', formula: 'C7H6O2',
    purity: '≥99.9%，熔点约122℃（附定值证书）', ...DRY_ROOM, brand: 'hengzhun', category: 'qc-melting-point',
    skus: [sku('1g', 280, 40, 1), sku('5g', 780, 12, 1)],
  },
  {
    code: 'RM-Q004', nameCn: '磺胺（熔点标准品）', nameEn: 'Sulfanilamide (Melting Point Standard)',
    synonyms: ['4-Aminobenzenesulfonamide', '对氨基苯磺酰胺', 'Sulfanilamide'],
    cas: '63-74-1', smiles: 'Nc1ccc(S(N)(=O)=O)cc1', formula: 'C6H8N2O2S',
    purity: '≥99.9%，熔点约164-166℃（附定值证书）', ...DRY_ROOM, brand: 'hengzhun', category: 'qc-melting-point',
    skus: [sku('1g', 380, 26, 1), sku('5g', 1080, 8, 2)],
  },
  {
    code: 'RM-Q005', nameCn: '二苯甲酮（熔点标准品）', nameEn: 'Benzophenone (Melting Point Standard)',
    synonyms: ['Diphenylmethanone', '二苯基甲酮', 'Benzophenone'],
    cas: '119-61-9', smiles: 'O=C(c1ccccc1)c1ccccc1', formula: 'C13H10O',
    purity: '≥99.9%，熔点约47-49℃（附定值证书）', ...DRY_ROOM, brand: 'hengzhun', category: 'qc-melting-point',
    skus: [sku('1g', 320, 26, 1), sku('5g', 880, 8, 2)],
  },
  {
    code: 'RM-Q006', nameCn: '偶氮苯（熔点标准品）', nameEn: 'Azobenzene (Melting Point Standard)',
    synonyms: ['trans-Azobenzene', 'Diphenyldiazene', '反式偶氮苯'],
    cas: '103-33-3', smiles: 'c1ccc(/N=N/c2ccccc2)cc1', formula: 'C12H10N2',
    purity: '≥99.5%，熔点约67-69℃（附定值证书）', storage: '常温，避光密封保存', shipping: '常温运输', brand: 'hengzhun', category: 'qc-melting-point',
    skus: [sku('1g', 320, 20, 1), sku('5g', 880, 6, 2)],
  },

  // ---- HPLC system suitability -------------------------------------------
  {
    code: 'RM-Q010', nameCn: '尿嘧啶（死时间标记物）', nameEn: 'Uracil (HPLC Void Volume Marker)',
    synonyms: ['Pyrimidine-2,4(1H,3H)-dione', '2,4-二羟基嘧啶', 'Uracil'],
    cas: '66-22-8', smiles: 'O=c1cc[nH]c(=O)[nH]1', formula: 'C4H4N2O2',
    purity: '≥99.5%(HPLC)', ...ROOM, brand: 'hengzhun', category: 'qc-hplc',
    skus: [sku('1g', 180, 40, 1), sku('5g', 480, 15, 1)],
  },
  {
    code: 'RM-Q011', nameCn: '苯乙酮（色谱系统适用性）', nameEn: 'Acetophenone (HPLC Test Substance)',
    synonyms: ['1-Phenylethanone', 'Methyl phenyl ketone', '甲基苯基酮'],
    cas: '98-86-2', smiles: 'CC(=O)c1ccccc1', formula: 'C8H8O',
    purity: '≥99.5%(GC)', ...ROOM, brand: 'hengzhun', category: 'qc-hplc',
    skus: [sku('1mL', 160, 40, 1), sku('5mL', 420, 15, 1)],
  },
  {
    code: 'RM-Q012', nameCn: '苯丙酮（色谱系统适用性）', nameEn: 'Propiophenone (HPLC Test Substance)',
    synonyms: ['1-Phenylpropan-1-one', 'Ethyl phenyl ketone', '苯基乙基酮'],
    cas: '93-55-0', smiles: 'CCC(=O)c1ccccc1', formula: 'C9H10O',
    purity: '≥99.5%(GC)', ...ROOM, brand: 'hengzhun', category: 'qc-hplc',
    skus: [sku('1mL', 180, 30, 1), sku('5mL', 480, 12, 1)],
  },
  {
    code: 'RM-Q013', nameCn: '苯丁酮（色谱系统适用性）', nameEn: 'Butyrophenone (HPLC Test Substance)',
    synonyms: ['1-Phenylbutan-1-one', 'Propyl phenyl ketone', '正丁酰苯'],
    cas: '495-40-9', smiles: 'CCCC(=O)c1ccccc1', formula: 'C10H12O',
    purity: '≥99.0%(GC)', ...ROOM, brand: 'hengzhun', category: 'qc-hplc',
    skus: [sku('1mL', 200, 30, 1), sku('5mL', 520, 10, 1)],
  },

  // ---- Food safety: melamine & analogues ---------------------------------
  {
    code: 'RM-Q020', nameCn: '三聚氰酸', nameEn: 'Cyanuric Acid',
    synonyms: ['1,3,5-Triazine-2,4,6(1H,3H,5H)-trione', '氰尿酸', 'Isocyanuric acid'],
    cas: '108-80-5', smiles: 'O=c1[nH]c(=O)[nH]c(=O)[nH]1', formula: 'C3H3N3O3',
    purity: '≥99.0%(HPLC)', ...DRY_ROOM, brand: 'hengzhun', category: 'qc-melamine',
    skus: [sku('100mg', 220, 30, 1), sku('1g', 580, 12, 1)],
  },
  {
    code: 'RM-Q021', nameCn: '三聚氰酸一酰胺', nameEn: 'Ammelide',
    synonyms: ['6-Amino-1,3,5-triazine-2,4(1H,3H)-dione', '三聚氰胺二酰胺水解物'],
    cas: '645-93-2', smiles: 'Nc1nc(=O)[nH]c(=O)[nH]1', formula: 'C3H4N4O2',
    purity: '≥98.0%(HPLC)', ...DRY_ROOM, brand: 'hengzhun', category: 'qc-melamine',
    skus: [sku('100mg', 480, 16, 1), sku('500mg', 1480, 5, 2)],
  },
  {
    code: 'RM-Q022', nameCn: '三聚氰酸二酰胺', nameEn: 'Ammeline',
    synonyms: ['4,6-Diamino-1,3,5-triazin-2(1H)-one', '2,4-Diamino-6-hydroxy-1,3,5-triazine'],
    cas: '645-92-1', smiles: 'Nc1nc(N)[nH]c(=O)n1', formula: 'C3H5N5O',
    purity: '≥98.0%(HPLC)', ...DRY_ROOM, brand: 'hengzhun', category: 'qc-melamine',
    skus: [sku('100mg', 480, 16, 1), sku('500mg', 1480, 5, 2)],
  },
];
