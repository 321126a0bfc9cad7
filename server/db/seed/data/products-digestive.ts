import type { SeedProduct } from './types';
import { COLD, FROZEN, ROOM, sku } from './sku';

/** Proton pump inhibitors, H2 antagonists, their impurities and key intermediates. */
export const digestiveProducts: SeedProduct[] = [
  // ---- Omeprazole / esomeprazole ----------------------------------------
  {
    code: 'RM-D001', nameCn: '奥美拉唑', nameEn: 'Omeprazole',
    synonyms: ['5-Methoxy-2-[[(4-methoxy-3,5-dimethylpyridin-2-yl)methyl]sulfinyl]-1H-benzimidazole', '洛赛克'],
    cas: '73590-58-6', smiles: 'COc1ccc2[nH]c(S(=O)Cc3ncc(C)c(OC)c3C)nc2c1', formula: 'C17H19N3O3S',
    purity: '≥99.0%(HPLC)', ...COLD, brand: 'refmall', category: 'ref-ppi',
    skus: [sku('100mg', 520, 30, 1), sku('500mg', 1680, 10, 2)],
  },
  {
    code: 'RM-D002', nameCn: '埃索美拉唑', nameEn: 'Esomeprazole',
    synonyms: ['(S)-Omeprazole', 'S-奥美拉唑', '左旋奥美拉唑'],
    cas: '119141-88-7', smiles: 'COc1ccc2[nH]c([S@@](=O)Cc3ncc(C)c(OC)c3C)nc2c1', formula: 'C17H19N3O3S',
    purity: '≥98.0%(HPLC)，ee≥99%', ...FROZEN, brand: 'refmall', category: 'ref-ppi',
    skus: [sku('50mg', 980, 12, 2), sku('100mg', 1680, 6, 2)],
  },
  {
    code: 'RM-D003', nameCn: '奥美拉唑杂质A（5-甲氧基-2-巯基苯并咪唑）', nameEn: 'Omeprazole EP Impurity A (5-Methoxy-2-mercaptobenzimidazole)',
    synonyms: ['5-Methoxy-1H-benzimidazole-2-thiol', '2-Mercapto-5-methoxybenzimidazole', '5-甲氧基-2-巯基苯并咪唑'],
    cas: '37052-78-1', smiles: 'COc1ccc2[nH]c(S)nc2c1', formula: 'C8H8N2OS',
    purity: '≥98.0%(HPLC)', ...ROOM, brand: 'puyuan', category: 'imp-omeprazole',
    parentCas: '73590-58-6', impurityLabel: 'EP Impurity A',
    skus: [sku('100mg', 480, 30, 1), sku('1g', 1580, 10, 2)],
  },
  {
    code: 'RM-D004', nameCn: '奥美拉唑杂质C（奥美拉唑硫醚）', nameEn: 'Omeprazole EP Impurity C (Ufiprazole)',
    synonyms: ['Ufiprazole', 'Omeprazole sulfide', '奥美拉唑硫醚', '5-Methoxy-2-[[(4-methoxy-3,5-dimethylpyridin-2-yl)methyl]thio]-1H-benzimidazole'],
    cas: '73590-85-9', smiles: 'COc1ccc2[nH]c(SCc3ncc(C)c(OC)c3C)nc2c1', formula: 'C17H19N3O2S',
    purity: '≥98.0%(HPLC)', ...COLD, brand: 'puyuan', category: 'imp-omeprazole',
    parentCas: '73590-58-6', impurityLabel: 'EP Impurity C',
    skus: [sku('25mg', 1280, 16, 2), sku('100mg', 3280, 6, 2)],
  },
  {
    code: 'RM-D005', nameCn: '奥美拉唑杂质D（奥美拉唑砜）', nameEn: 'Omeprazole EP Impurity D (Omeprazole Sulfone)',
    synonyms: ['Omeprazole sulfone', '奥美拉唑砜', '5-Methoxy-2-[[(4-methoxy-3,5-dimethylpyridin-2-yl)methyl]sulfonyl]-1H-benzimidazole'],
    cas: '88546-55-8', smiles: 'COc1ccc2[nH]c(S(=O)(=O)Cc3ncc(C)c(OC)c3C)nc2c1', formula: 'C17H19N3O4S',
    purity: '≥97.0%(HPLC)', ...COLD, brand: 'alpinora', category: 'imp-omeprazole',
    parentCas: '73590-58-6', impurityLabel: 'EP Impurity D',
    skus: [sku('10mg', 1880, 10, 3), sku('25mg', 3680, 4, 3)],
  },
  {
    code: 'RM-D006', nameCn: '2-氯甲基-3,5-二甲基-4-甲氧基吡啶盐酸盐', nameEn: '2-Chloromethyl-4-methoxy-3,5-dimethylpyridine Hydrochloride',
    synonyms: ['2-(Chloromethyl)-4-methoxy-3,5-dimethylpyridine HCl', '奥美拉唑氯化物', '吡啶氯甲基盐酸盐'],
    cas: '86604-75-3', smiles: 'COc1c(C)cnc(CCl)c1C.Cl', formula: 'C9H13Cl2NO',
    purity: '≥98.0%(HPLC)', storage: '2-8℃，干燥密封保存，防潮', shipping: '冰袋运输', brand: 'heyuan', category: 'int-ppi',
    parentCas: '73590-58-6',
    skus: [sku('1g', 280, 40, 1), sku('5g', 880, 15, 2), sku('25g', 2680, 4, 3)],
  },
  {
    code: 'RM-D007', nameCn: '4-甲氧基-3,5-二甲基-2-吡啶甲醇', nameEn: '(4-Methoxy-3,5-dimethylpyridin-2-yl)methanol',
    synonyms: ['4-Methoxy-3,5-dimethyl-2-pyridinemethanol', '2-Hydroxymethyl-4-methoxy-3,5-dimethylpyridine'],
    cas: '86604-78-6', smiles: 'COc1c(C)cnc(CO)c1C', formula: 'C9H13NO2',
    purity: '≥98.0%(HPLC)', ...ROOM, brand: 'heyuan', category: 'int-ppi',
    parentCas: '73590-58-6',
    skus: [sku('1g', 320, 25, 2), sku('5g', 1080, 8, 3)],
  },

  // ---- Lansoprazole -----------------------------------------------------
  {
    code: 'RM-D010', nameCn: '兰索拉唑', nameEn: 'Lansoprazole',
    synonyms: ['2-[[[3-Methyl-4-(2,2,2-trifluoroethoxy)pyridin-2-yl]methyl]sulfinyl]-1H-benzimidazole', '达克普隆'],
    cas: '103577-45-3', smiles: 'Cc1c(OCC(F)(F)F)ccnc1CS(=O)c1nc2ccccc2[nH]1', formula: 'C16H14F3N3O2S',
    purity: '≥99.0%(HPLC)', ...COLD, brand: 'refmall', category: 'ref-ppi',
    skus: [sku('100mg', 560, 26, 1), sku('500mg', 1880, 8, 2)],
  },
  {
    code: 'RM-D011', nameCn: '右兰索拉唑', nameEn: 'Dexlansoprazole',
    synonyms: ['(R)-Lansoprazole', 'R-兰索拉唑'],
    cas: '138530-94-6', smiles: 'Cc1c(OCC(F)(F)F)ccnc1C[S@@](=O)c1nc2ccccc2[nH]1', formula: 'C16H14F3N3O2S',
    purity: '≥98.0%(HPLC)，ee≥99%', ...FROZEN, brand: 'refmall', category: 'ref-ppi',
    skus: [sku('50mg', 1280, 8, 2), sku('100mg', 2180, 4, 3)],
  },
  {
    code: 'RM-D012', nameCn: '兰索拉唑硫醚', nameEn: 'Lansoprazole Sulfide',
    synonyms: ['2-[[[3-Methyl-4-(2,2,2-trifluoroethoxy)pyridin-2-yl]methyl]thio]-1H-benzimidazole', '兰索拉唑还原物'],
    cas: '103577-40-8', smiles: 'Cc1c(OCC(F)(F)F)ccnc1CSc1nc2ccccc2[nH]1', formula: 'C16H14F3N3OS',
    purity: '≥98.0%(HPLC)', ...COLD, brand: 'puyuan', category: 'imp-lansoprazole',
    parentCas: '103577-45-3',
    skus: [sku('25mg', 1180, 14, 2), sku('100mg', 2980, 5, 2)],
  },
  {
    code: 'RM-D013', nameCn: '兰索拉唑砜', nameEn: 'Lansoprazole Sulfone',
    synonyms: ['2-[[[3-Methyl-4-(2,2,2-trifluoroethoxy)pyridin-2-yl]methyl]sulfonyl]-1H-benzimidazole', '兰索拉唑氧化物'],
    cas: '131926-99-3', smiles: 'Cc1c(OCC(F)(F)F)ccnc1CS(=O)(=O)c1nc2ccccc2[nH]1', formula: 'C16H14F3N3O3S',
    purity: '≥97.0%(HPLC)', ...COLD, brand: 'puyuan', category: 'imp-lansoprazole',
    parentCas: '103577-45-3',
    skus: [sku('10mg', 1680, 10, 2), sku('25mg', 3280, 4, 3)],
  },
  {
    code: 'RM-D014', nameCn: '2-氯甲基-3-甲基-4-(2,2,2-三氟乙氧基)吡啶盐酸盐', nameEn: '2-Chloromethyl-3-methyl-4-(2,2,2-trifluoroethoxy)pyridine Hydrochloride',
    synonyms: ['兰索拉唑氯化物', '2-(Chloromethyl)-3-methyl-4-(2,2,2-trifluoroethoxy)pyridine HCl'],
    cas: '127337-60-4', smiles: 'Cc1c(OCC(F)(F)F)ccnc1CCl.Cl', formula: 'C9H10Cl2F3NO',
    purity: '≥98.0%(HPLC)', storage: '2-8℃，干燥密封保存，防潮', shipping: '冰袋运输', brand: 'heyuan', category: 'int-ppi',
    parentCas: '103577-45-3',
    skus: [sku('1g', 380, 30, 1), sku('5g', 1280, 10, 2)],
  },
  {
    code: 'RM-D015', nameCn: '2-巯基苯并咪唑', nameEn: '2-Mercaptobenzimidazole',
    synonyms: ['1H-Benzimidazole-2-thiol', '2-Benzimidazolethiol', '防老剂MB'],
    cas: '583-39-1', smiles: 'Sc1nc2ccccc2[nH]1', formula: 'C7H6N2S',
    purity: '≥99.0%(HPLC)', ...ROOM, brand: 'heyuan', category: 'int-ppi',
    parentCas: '103577-45-3',
    skus: [sku('5g', 180, 40, 1), sku('25g', 480, 15, 2)],
  },

  // ---- Pantoprazole -----------------------------------------------------
  {
    code: 'RM-D020', nameCn: '泮托拉唑', nameEn: 'Pantoprazole',
    synonyms: ['5-(Difluoromethoxy)-2-[[(3,4-dimethoxypyridin-2-yl)methyl]sulfinyl]-1H-benzimidazole', '潘妥洛克'],
    cas: '102625-70-7', smiles: 'COc1ccnc(CS(=O)c2nc3cc(OC(F)F)ccc3[nH]2)c1OC', formula: 'C16H15F2N3O4S',
    purity: '≥99.0%(HPLC)', ...COLD, brand: 'refmall', category: 'ref-ppi',
    skus: [sku('100mg', 580, 24, 1), sku('500mg', 1980, 8, 2)],
  },
  {
    code: 'RM-D021', nameCn: '泮托拉唑砜', nameEn: 'Pantoprazole Sulfone',
    synonyms: ['5-(Difluoromethoxy)-2-[[(3,4-dimethoxypyridin-2-yl)methyl]sulfonyl]-1H-benzimidazole', '泮托拉唑氧化杂质'],
    cas: '127780-16-9', smiles: 'COc1ccnc(CS(=O)(=O)c2nc3cc(OC(F)F)ccc3[nH]2)c1OC', formula: 'C16H15F2N3O5S',
    purity: '≥97.0%(HPLC)', ...COLD, brand: 'puyuan', category: 'imp-pantoprazole',
    parentCas: '102625-70-7',
    skus: [sku('10mg', 1780, 8, 2), sku('25mg', 3480, 3, 3)],
  },
  {
    code: 'RM-D022', nameCn: '泮托拉唑硫醚', nameEn: 'Pantoprazole Sulfide',
    synonyms: ['5-(Difluoromethoxy)-2-[[(3,4-dimethoxypyridin-2-yl)methyl]thio]-1H-benzimidazole', '泮托拉唑还原杂质'],
    cas: '102625-64-9', smiles: 'COc1ccnc(CSc2nc3cc(OC(F)F)ccc3[nH]2)c1OC', formula: 'C16H15F2N3O3S',
    purity: '≥97.0%(HPLC)', ...COLD, brand: 'puyuan', category: 'imp-pantoprazole',
    parentCas: '102625-70-7',
    skus: [sku('10mg', 1580, 10, 2), sku('25mg', 2980, 4, 3)],
  },
  {
    code: 'RM-D023', nameCn: '5-二氟甲氧基-2-巯基-1H-苯并咪唑', nameEn: '5-(Difluoromethoxy)-2-mercapto-1H-benzimidazole',
    synonyms: ['5-(Difluoromethoxy)-1H-benzimidazole-2-thiol', '泮托拉唑中间体'],
    cas: '97963-62-7', smiles: 'FC(F)Oc1ccc2[nH]c(S)nc2c1', formula: 'C8H6F2N2OS',
    purity: '≥98.0%(HPLC)', ...ROOM, brand: 'heyuan', category: 'int-ppi',
    parentCas: '102625-70-7',
    skus: [sku('1g', 420, 20, 2), sku('5g', 1380, 6, 3)],
  },
  {
    code: 'RM-D024', nameCn: '2-氯甲基-3,4-二甲氧基吡啶盐酸盐', nameEn: '2-Chloromethyl-3,4-dimethoxypyridine Hydrochloride',
    synonyms: ['2-(Chloromethyl)-3,4-dimethoxypyridine HCl', '泮托拉唑氯化物'],
    cas: '72830-09-2', smiles: 'COc1ccnc(CCl)c1OC.Cl', formula: 'C8H11Cl2NO2',
    purity: '≥98.0%(HPLC)', storage: '2-8℃，干燥密封保存，防潮', shipping: '冰袋运输', brand: 'heyuan', category: 'int-ppi',
    parentCas: '102625-70-7',
    skus: [sku('1g', 360, 28, 1), sku('5g', 1180, 9, 2)],
  },

  // ---- Rabeprazole ------------------------------------------------------
  {
    code: 'RM-D030', nameCn: '雷贝拉唑钠', nameEn: 'Rabeprazole Sodium',
    synonyms: ['Sodium 2-[[[4-(3-methoxypropoxy)-3-methylpyridin-2-yl]methyl]sulfinyl]benzimidazol-1-ide', '波利特'],
    cas: '117976-90-6', smiles: 'COCCCOc1ccnc(CS(=O)c2nc3ccccc3[n-]2)c1C.[Na+]', formula: 'C18H20N3NaO3S',
    purity: '≥98.0%(HPLC)', storage: '-20℃，避光、干燥密封保存（易吸湿）', shipping: '冰袋运输', brand: 'refmall', category: 'ref-ppi',
    skus: [sku('100mg', 680, 18, 1), sku('500mg', 2280, 5, 2)],
  },
  {
    code: 'RM-D031', nameCn: '雷贝拉唑砜', nameEn: 'Rabeprazole Sulfone',
    synonyms: ['2-[[[4-(3-Methoxypropoxy)-3-methylpyridin-2-yl]methyl]sulfonyl]-1H-benzimidazole'],
    cas: '117976-47-3', smiles: 'COCCCOc1ccnc(CS(=O)(=O)c2nc3ccccc3[nH]2)c1C', formula: 'C18H21N3O4S',
    purity: '≥97.0%(HPLC)', ...COLD, brand: 'puyuan', category: 'imp-rabeprazole',
    parentCas: '117976-90-6',
    skus: [sku('10mg', 1680, 8, 2), sku('25mg', 3280, 3, 3)],
  },
  {
    code: 'RM-D032', nameCn: '雷贝拉唑硫醚', nameEn: 'Rabeprazole Sulfide',
    synonyms: ['2-[[[4-(3-Methoxypropoxy)-3-methylpyridin-2-yl]methyl]thio]-1H-benzimidazole', '雷贝拉唑还原物'],
    cas: '117977-21-6', smiles: 'COCCCOc1ccnc(CSc2nc3ccccc3[nH]2)c1C', formula: 'C18H21N3O2S',
    purity: '≥97.0%(HPLC)', ...COLD, brand: 'puyuan', category: 'imp-rabeprazole',
    parentCas: '117976-90-6',
    skus: [sku('25mg', 1380, 12, 2), sku('100mg', 3580, 4, 3)],
  },

  // ---- H2 receptor antagonists ------------------------------------------
  {
    code: 'RM-D040', nameCn: '盐酸雷尼替丁', nameEn: 'Ranitidine Hydrochloride',
    synonyms: ['Ranitidine HCl', '雷尼替丁盐酸盐'],
    cas: '66357-59-3', smiles: 'CNC(=C[N+](=O)[O-])NCCSCc1ccc(CN(C)C)o1.Cl', formula: 'C13H23ClN4O3S',
    purity: '≥98.5%(HPLC)', storage: '2-8℃，避光、干燥密封保存（易吸湿）', shipping: '冰袋运输', brand: 'refmall', category: 'ref-h2ra',
    skus: [sku('100mg', 380, 26, 1), sku('500mg', 1180, 8, 2)],
  },
  {
    code: 'RM-D041', nameCn: '法莫替丁', nameEn: 'Famotidine',
    synonyms: ["3-[[[2-[(Diaminomethylene)amino]thiazol-4-yl]methyl]thio]-N'-sulfamoylpropanimidamide", '高舒达'],
    cas: '76824-35-6', smiles: 'NC(N)=Nc1nc(CSCCC(N)=NS(N)(=O)=O)cs1', formula: 'C8H15N7O2S3',
    purity: '≥99.0%(HPLC)', ...ROOM, brand: 'refmall', category: 'ref-h2ra',
    skus: [sku('100mg', 360, 30, 1), sku('500mg', 1080, 10, 1)],
  },
  {
    code: 'RM-D042', nameCn: '西咪替丁', nameEn: 'Cimetidine',
    synonyms: ["2-Cyano-1-methyl-3-[2-[[(5-methyl-1H-imidazol-4-yl)methyl]thio]ethyl]guanidine", '甲氰咪胍'],
    cas: '51481-61-9', smiles: 'CNC(=NC#N)NCCSCc1nc[nH]c1C', formula: 'C10H16N6S',
    purity: '≥99.0%(HPLC)', ...ROOM, brand: 'refmall', category: 'ref-h2ra',
    skus: [sku('100mg', 300, 34, 1), sku('1g', 980, 12, 1)],
  },
];
