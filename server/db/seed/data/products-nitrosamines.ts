import type { SeedProduct } from './types';
import { FROZEN, sku } from './sku';

/** N-Nitrosamine impurities (ICH M7 cohort of concern). Neat materials and certified solutions. */
const NITRO_STORAGE = { storage: '-20℃，避光密封保存；致癌物，专人专柜管理', shipping: '冰袋运输' } as const;

export const nitrosamineProducts: SeedProduct[] = [
  {
    code: 'RM-X001', nameCn: 'N-亚硝基二甲胺（NDMA）', nameEn: 'N-Nitrosodimethylamine (NDMA)',
    synonyms: ['NDMA', 'Dimethylnitrosamine', 'DMN', 'N-Methyl-N-nitrosomethanamine'],
    cas: '62-75-9', smiles: 'CN(C)N=O', formula: 'C2H6N2O',
    purity: '≥99.0%(GC)', ...NITRO_STORAGE, brand: 'henxi', category: 'nitro-dialkyl',
    skus: [sku('1mL(1000μg/mL,甲醇)', 680, 30, 1), sku('1mL(100μg/mL,甲醇)', 480, 40, 1), sku('100mg', 1880, 5, 3)],
  },
  {
    code: 'RM-X002', nameCn: 'N-亚硝基二乙胺（NDEA）', nameEn: 'N-Nitrosodiethylamine (NDEA)',
    synonyms: ['NDEA', 'Diethylnitrosamine', 'DEN', 'N-Ethyl-N-nitrosoethanamine'],
    cas: '55-18-5', smiles: 'CCN(CC)N=O', formula: 'C4H10N2O',
    purity: '≥99.0%(GC)', ...NITRO_STORAGE, brand: 'henxi', category: 'nitro-dialkyl',
    skus: [sku('1mL(1000μg/mL,甲醇)', 680, 28, 1), sku('1mL(100μg/mL,甲醇)', 480, 36, 1), sku('100mg', 1880, 4, 3)],
  },
  {
    code: 'RM-X003', nameCn: 'N-亚硝基-N-甲基-4-氨基丁酸（NMBA）', nameEn: 'N-Nitroso-N-methyl-4-aminobutyric Acid (NMBA)',
    synonyms: ['NMBA', '4-(Methylnitrosoamino)butanoic acid', 'N-亚硝基-N-甲基氨基丁酸'],
    cas: '61445-55-4', smiles: 'CN(CCCC(=O)O)N=O', formula: 'C5H10N2O3',
    purity: '≥98.0%(HPLC)', ...NITRO_STORAGE, brand: 'henxi', category: 'nitro-process',
    parentCas: '124750-99-8',
    skus: [sku('10mg', 1680, 10, 2), sku('1mL(1000μg/mL,甲醇)', 880, 20, 1)],
  },
  {
    code: 'RM-X004', nameCn: 'N-亚硝基二异丙胺（NDIPA）', nameEn: 'N-Nitrosodiisopropylamine (NDIPA)',
    synonyms: ['NDIPA', 'Diisopropylnitrosamine', 'N-Isopropyl-N-nitrosopropan-2-amine'],
    cas: '601-77-4', smiles: 'CC(C)N(N=O)C(C)C', formula: 'C6H14N2O',
    purity: '≥98.0%(GC)', ...NITRO_STORAGE, brand: 'henxi', category: 'nitro-dialkyl',
    skus: [sku('1mL(1000μg/mL,甲醇)', 780, 20, 1), sku('50mg', 1980, 4, 3)],
  },
  {
    code: 'RM-X005', nameCn: 'N-亚硝基乙基异丙基胺（NEIPA）', nameEn: 'N-Nitrosoethylisopropylamine (NEIPA)',
    synonyms: ['NEIPA', 'N-Ethyl-N-nitrosopropan-2-amine', 'Ethylisopropylnitrosamine'],
    cas: '16339-04-1', smiles: 'CCN(N=O)C(C)C', formula: 'C5H12N2O',
    purity: '≥98.0%(GC)', ...NITRO_STORAGE, brand: 'henxi', category: 'nitro-dialkyl',
    skus: [sku('1mL(1000μg/mL,甲醇)', 880, 16, 1), sku('50mg', 2380, 0, 20)],
  },
  {
    code: 'RM-X006', nameCn: 'N-亚硝基二正丁胺（NDBA）', nameEn: 'N-Nitrosodi-n-butylamine (NDBA)',
    synonyms: ['NDBA', 'Dibutylnitrosamine', 'N-Butyl-N-nitrosobutan-1-amine'],
    cas: '924-16-3', smiles: 'CCCCN(CCCC)N=O', formula: 'C8H18N2O',
    purity: '≥98.0%(GC)', ...NITRO_STORAGE, brand: 'henxi', category: 'nitro-dialkyl',
    skus: [sku('1mL(1000μg/mL,甲醇)', 680, 22, 1), sku('100mg', 1680, 4, 3)],
  },
  {
    code: 'RM-X007', nameCn: 'N-亚硝基二正丙胺（NDPA）', nameEn: 'N-Nitrosodi-n-propylamine (NDPA)',
    synonyms: ['NDPA', 'NDPrA', 'Dipropylnitrosamine', 'N-Nitroso-N-propylpropan-1-amine'],
    cas: '621-64-7', smiles: 'CCCN(CCC)N=O', formula: 'C6H14N2O',
    purity: '≥98.0%(GC)', ...NITRO_STORAGE, brand: 'henxi', category: 'nitro-dialkyl',
    skus: [sku('1mL(1000μg/mL,甲醇)', 680, 20, 1), sku('100mg', 1680, 3, 3)],
  },
  {
    code: 'RM-X008', nameCn: 'N-亚硝基吗啉（NMOR）', nameEn: 'N-Nitrosomorpholine (NMOR)',
    synonyms: ['NMOR', '4-Nitrosomorpholine', 'N-亚硝基吗啉'],
    cas: '59-89-2', smiles: 'O=NN1CCOCC1', formula: 'C4H8N2O2',
    purity: '≥98.0%(GC)', ...NITRO_STORAGE, brand: 'henxi', category: 'nitro-cyclic',
    skus: [sku('1mL(1000μg/mL,甲醇)', 680, 24, 1), sku('100mg', 1680, 4, 3)],
  },
  {
    code: 'RM-X009', nameCn: 'N-亚硝基哌啶（NPIP）', nameEn: 'N-Nitrosopiperidine (NPIP)',
    synonyms: ['NPIP', '1-Nitrosopiperidine', 'N-亚硝基六氢吡啶'],
    cas: '100-75-4', smiles: 'O=NN1CCCCC1', formula: 'C5H10N2O',
    purity: '≥98.0%(GC)', ...NITRO_STORAGE, brand: 'henxi', category: 'nitro-cyclic',
    skus: [sku('1mL(1000μg/mL,甲醇)', 680, 22, 1), sku('100mg', 1680, 4, 3)],
  },
  {
    code: 'RM-X010', nameCn: 'N-亚硝基吡咯烷（NPYR）', nameEn: 'N-Nitrosopyrrolidine (NPYR)',
    synonyms: ['NPYR', '1-Nitrosopyrrolidine', 'N-亚硝基四氢吡咯'],
    cas: '930-55-2', smiles: 'O=NN1CCCC1', formula: 'C4H8N2O',
    purity: '≥98.0%(GC)', ...NITRO_STORAGE, brand: 'henxi', category: 'nitro-cyclic',
    skus: [sku('1mL(1000μg/mL,甲醇)', 680, 22, 1), sku('100mg', 1680, 3, 3)],
  },
  {
    code: 'RM-X011', nameCn: '1-甲基-4-亚硝基哌嗪（MNP）', nameEn: '1-Methyl-4-nitrosopiperazine (MNP)',
    synonyms: ['MNP', 'MeNP', 'N-Nitroso-N′-methylpiperazine', '利福平相关亚硝胺'],
    cas: '16339-07-4', smiles: 'CN1CCN(N=O)CC1', formula: 'C5H11N3O',
    purity: '≥98.0%(GC)', ...NITRO_STORAGE, brand: 'henxi', category: 'nitro-process',
    skus: [sku('1mL(1000μg/mL,甲醇)', 980, 16, 1), sku('25mg', 2280, 3, 3)],
  },
  {
    code: 'RM-X012', nameCn: 'N-亚硝基-N-甲基苯胺（NMPA）', nameEn: 'N-Nitroso-N-methylaniline (NMPA)',
    synonyms: ['NMPA', 'N-Methyl-N-nitrosoaniline', 'N-Nitrosomethylphenylamine'],
    cas: '614-00-6', smiles: 'CN(N=O)c1ccccc1', formula: 'C7H8N2O',
    purity: '≥98.0%(GC)', ...NITRO_STORAGE, brand: 'henxi', category: 'nitro-aryl',
    skus: [sku('1mL(1000μg/mL,甲醇)', 780, 18, 1), sku('100mg', 1780, 3, 3)],
  },
  {
    code: 'RM-X013', nameCn: 'N-亚硝基二苯胺（NDPhA）', nameEn: 'N-Nitrosodiphenylamine (NDPhA)',
    synonyms: ['NDPhA', 'Diphenylnitrosamine', 'N-Nitroso-N-phenylaniline'],
    cas: '86-30-6', smiles: 'O=NN(c1ccccc1)c1ccccc1', formula: 'C12H10N2O',
    purity: '≥98.0%(HPLC)', ...FROZEN, brand: 'henxi', category: 'nitro-aryl',
    skus: [sku('100mg', 880, 12, 2), sku('1g', 2680, 3, 3)],
  },
];
