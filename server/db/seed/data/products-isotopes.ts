import type { SeedProduct } from './types';
import { DEEP_FROZEN, FROZEN, sku } from './sku';

/** Stable-isotope-labelled internal standards. */
export const isotopeProducts: SeedProduct[] = [
  {
    code: 'RM-S001', nameCn: '对乙酰氨基酚-d4', nameEn: 'Paracetamol-d4',
    synonyms: ['Acetaminophen-d4', '4-Acetamidophenol-2,3,5,6-d4', "4'-Hydroxyacetanilide-d4"],
    cas: '64315-36-2', smiles: '[2H]c1c([2H])c(NC(C)=O)c([2H])c([2H])c1O', formula: 'C8H5D4NO2',
    purity: '≥98.0%(HPLC)，同位素丰度≥98 atom% D', ...FROZEN, brand: 'tongbiao', category: 'iso-d-api',
    parentCas: '103-90-2',
    skus: [sku('5mg', 1680, 12, 2), sku('10mg', 2880, 6, 2)],
  },
  {
    code: 'RM-S002', nameCn: '咖啡因-13C3', nameEn: 'Caffeine-(trimethyl-13C3)',
    synonyms: ['Caffeine-13C3', '1,3,7-Tri(methyl-13C)xanthine', '13C3-咖啡因'],
    cas: '78072-66-9', smiles: '[13CH3]n1cnc2c1c(=O)n([13CH3])c(=O)n2[13CH3]', formula: 'C5[13C]3H10N4O2',
    purity: '≥98.0%(HPLC)，同位素丰度≥99 atom% 13C', ...FROZEN, brand: 'tongbiao', category: 'iso-13c-api',
    parentCas: '58-08-2',
    skus: [sku('5mg', 2280, 8, 2), sku('10mg', 3880, 4, 3)],
  },
  {
    code: 'RM-S003', nameCn: '咖啡因-d9', nameEn: 'Caffeine-d9',
    synonyms: ['Caffeine-(trimethyl-d9)', '1,3,7-Tri(methyl-d3)xanthine', 'd9-咖啡因'],
    cas: '72238-85-8',
    smiles: '[2H]C([2H])([2H])n1cnc2c1c(=O)n(C([2H])([2H])[2H])c(=O)n2C([2H])([2H])[2H]', formula: 'C8HD9N4O2',
    purity: '≥98.0%(HPLC)，同位素丰度≥98 atom% D', ...FROZEN, brand: 'tongbiao', category: 'iso-d-api',
    parentCas: '58-08-2',
    skus: [sku('10mg', 1880, 10, 2), sku('50mg', 6880, 2, 3)],
  },
  {
    code: 'RM-S004', nameCn: 'N-亚硝基二甲胺-d6（NDMA-d6）', nameEn: 'N-Nitrosodimethylamine-d6 (NDMA-d6)',
    synonyms: ['NDMA-d6', 'Dimethylnitrosamine-d6', 'N-Nitroso-bis(methyl-d3)amine'],
    cas: '17829-05-9', smiles: '[2H]C([2H])([2H])N(N=O)C([2H])([2H])[2H]', formula: 'C2D6N2O',
    purity: '≥98.0%(GC)，同位素丰度≥98 atom% D', ...DEEP_FROZEN, brand: 'tongbiao', category: 'iso-d-nitrosamine',
    parentCas: '62-75-9',
    skus: [sku('1mL(1000μg/mL,甲醇)', 1280, 20, 1), sku('1mL(100μg/mL,甲醇)', 880, 24, 1)],
  },
  {
    code: 'RM-S005', nameCn: 'N-亚硝基二乙胺-d10（NDEA-d10）', nameEn: 'N-Nitrosodiethylamine-d10 (NDEA-d10)',
    synonyms: ['NDEA-d10', 'Diethylnitrosamine-d10', 'N-Nitroso-bis(ethyl-d5)amine'],
    cas: '1219794-54-3',
    smiles: '[2H]C([2H])([2H])C([2H])([2H])N(N=O)C([2H])([2H])C([2H])([2H])[2H]', formula: 'C4D10N2O',
    purity: '≥98.0%(GC)，同位素丰度≥98 atom% D', ...DEEP_FROZEN, brand: 'tongbiao', category: 'iso-d-nitrosamine',
    parentCas: '55-18-5',
    skus: [sku('1mL(1000μg/mL,甲醇)', 1480, 16, 1), sku('1mL(100μg/mL,甲醇)', 980, 20, 1)],
  },
  {
    code: 'RM-S006', nameCn: '盐酸二甲双胍-d6', nameEn: 'Metformin-d6 Hydrochloride',
    synonyms: ['Metformin-d6 HCl', '1,1-Di(methyl-d3)biguanide hydrochloride', 'd6-二甲双胍盐酸盐'],
    cas: '1185166-01-1', smiles: '[2H]C([2H])([2H])N(C(=N)NC(=N)N)C([2H])([2H])[2H].Cl', formula: 'C4H6D6ClN5',
    purity: '≥98.0%(HPLC)，同位素丰度≥99 atom% D', ...FROZEN, brand: 'tongbiao', category: 'iso-d-api',
    parentCas: '1115-70-4',
    skus: [sku('5mg', 1580, 10, 2), sku('10mg', 2680, 5, 2)],
  },
];
