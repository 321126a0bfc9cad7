import type { SeedProduct } from './types';
import { COLD, FROZEN, ROOM, sku } from './sku';

/** Antibacterials, antifungals, antivirals and their impurities / intermediates. */
export const antiinfectiveProducts: SeedProduct[] = [
  // ---- Quinolones -------------------------------------------------------
  {
    code: 'RM-I001', nameCn: '环丙沙星', nameEn: 'Ciprofloxacin',
    synonyms: ['1-Cyclopropyl-6-fluoro-4-oxo-7-(piperazin-1-yl)-1,4-dihydroquinoline-3-carboxylic acid', '环丙氟哌酸', 'Bay q 3939'],
    cas: '85721-33-1', smiles: 'OC(=O)c1cn(C2CC2)c2cc(N3CCNCC3)c(F)cc2c1=O', formula: 'C17H18FN3O3',
    purity: '≥99.0%(HPLC)', storage: '常温，避光密封保存', shipping: '常温运输', brand: 'refmall', category: 'ref-quinolone',
    skus: [sku('100mg', 340, 32, 1), sku('1g', 1080, 10, 1)],
  },
  {
    code: 'RM-I002', nameCn: '环丙沙星杂质A（氟喹啉酸）', nameEn: 'Ciprofloxacin EP Impurity A (Fluoroquinolonic Acid)',
    synonyms: ['7-Chloro-1-cyclopropyl-6-fluoro-4-oxo-1,4-dihydroquinoline-3-carboxylic acid', 'Fluoroquinolonic acid', '环丙酸'],
    cas: '86393-33-1', smiles: 'OC(=O)c1cn(C2CC2)c2cc(Cl)c(F)cc2c1=O', formula: 'C13H9ClFNO3',
    purity: '≥98.0%(HPLC)', ...ROOM, brand: 'puyuan', category: 'imp-antibiotic',
    parentCas: '85721-33-1', impurityLabel: 'EP Impurity A',
    skus: [sku('100mg', 480, 26, 1), sku('1g', 1580, 8, 2)],
  },
  {
    code: 'RM-I003', nameCn: '左氧氟沙星', nameEn: 'Levofloxacin',
    synonyms: ['(S)-Ofloxacin', '可乐必妥', 'Levofloxacin anhydrous'],
    cas: '100986-85-4', smiles: 'C[C@H]1COc2c(N3CCN(C)CC3)c(F)cc3c(=O)c(C(=O)O)cn1c23', formula: 'C18H20FN3O4',
    purity: '≥99.0%(HPLC)', storage: '常温，避光密封保存', shipping: '常温运输', brand: 'refmall', category: 'ref-quinolone',
    skus: [sku('100mg', 420, 28, 1), sku('1g', 1380, 8, 1)],
  },
  {
    code: 'RM-I004', nameCn: '氧氟沙星', nameEn: 'Ofloxacin',
    synonyms: ['(RS)-9-Fluoro-3-methyl-10-(4-methylpiperazin-1-yl)-7-oxo-2,3-dihydro-7H-pyrido[1,2,3-de]-1,4-benzoxazine-6-carboxylic acid', '泰利必妥'],
    cas: '82419-36-1', smiles: 'CC1COc2c(N3CCN(C)CC3)c(F)cc3c(=O)c(C(=O)O)cn1c23', formula: 'C18H20FN3O4',
    purity: '≥99.0%(HPLC)', storage: '常温，避光密封保存', shipping: '常温运输', brand: 'refmall', category: 'ref-quinolone',
    skus: [sku('100mg', 360, 30, 1), sku('1g', 1180, 10, 1)],
  },
  {
    code: 'RM-I005', nameCn: '左氧氟沙星Q酸（二氟羧酸）', nameEn: 'Levofloxacin Q-Acid',
    synonyms: ['(S)-9,10-Difluoro-3-methyl-7-oxo-2,3-dihydro-7H-pyrido[1,2,3-de]-1,4-benzoxazine-6-carboxylic acid', '左氟羧酸', 'Levofloxacin carboxylic acid'],
    cas: '100986-89-8', smiles: 'C[C@H]1COc2c(F)c(F)cc3c(=O)c(C(=O)O)cn1c23', formula: 'C13H9F2NO4',
    purity: '≥98.0%(HPLC)', ...ROOM, brand: 'heyuan', category: 'int-antiinfective',
    parentCas: '100986-85-4',
    skus: [sku('1g', 380, 24, 1), sku('5g', 1280, 8, 2)],
  },
  {
    code: 'RM-I006', nameCn: '诺氟沙星', nameEn: 'Norfloxacin',
    synonyms: ['1-Ethyl-6-fluoro-4-oxo-7-(piperazin-1-yl)-1,4-dihydroquinoline-3-carboxylic acid', '氟哌酸'],
    cas: '70458-96-7', smiles: 'CCn1cc(C(=O)O)c(=O)c2cc(F)c(N3CCNCC3)cc21', formula: 'C16H18FN3O3',
    purity: '≥99.0%(HPLC)', storage: '常温，避光密封保存', shipping: '常温运输', brand: 'refmall', category: 'ref-quinolone',
    skus: [sku('100mg', 300, 32, 1), sku('1g', 980, 10, 1)],
  },

  // ---- Beta-lactams -----------------------------------------------------
  {
    code: 'RM-I010', nameCn: '阿莫西林（三水合物）', nameEn: 'Amoxicillin Trihydrate',
    synonyms: ['Amoxicillin', '羟氨苄青霉素', 'Amoxycillin trihydrate'],
    cas: '61336-70-7',
    smiles: 'CC1(C)S[C@@H]2[C@H](NC(=O)[C@H](N)c3ccc(O)cc3)C(=O)N2[C@H]1C(=O)O.O.O.O', formula: 'C16H25N3O8S',
    purity: '≥98.0%(HPLC，以无水物计)', ...COLD, brand: 'refmall', category: 'ref-betalactam',
    skus: [sku('100mg', 380, 26, 1), sku('500mg', 1180, 8, 2)],
  },
  {
    code: 'RM-I011', nameCn: '氨苄西林', nameEn: 'Ampicillin',
    synonyms: ['Ampicillin anhydrous', '氨苄青霉素', 'D-(−)-α-Aminobenzylpenicillin'],
    cas: '69-53-4', smiles: 'CC1(C)S[C@@H]2[C@H](NC(=O)[C@H](N)c3ccccc3)C(=O)N2[C@H]1C(=O)O', formula: 'C16H19N3O4S',
    purity: '≥98.0%(HPLC)', ...COLD, brand: 'refmall', category: 'ref-betalactam',
    skus: [sku('100mg', 360, 26, 1), sku('500mg', 1080, 8, 2)],
  },
  {
    code: 'RM-I012', nameCn: '6-氨基青霉烷酸（6-APA）', nameEn: '6-Aminopenicillanic Acid (6-APA)',
    synonyms: ['6-APA', '阿莫西林杂质A', '(2S,5R,6R)-6-Amino-3,3-dimethyl-7-oxo-4-thia-1-azabicyclo[3.2.0]heptane-2-carboxylic acid'],
    cas: '551-16-6', smiles: 'CC1(C)S[C@@H]2[C@H](N)C(=O)N2[C@H]1C(=O)O', formula: 'C8H12N2O3S',
    purity: '≥98.0%(HPLC)', ...COLD, brand: 'puyuan', category: 'imp-antibiotic',
    parentCas: '61336-70-7', impurityLabel: 'EP Impurity A',
    skus: [sku('100mg', 360, 30, 1), sku('1g', 980, 10, 1)],
  },
  {
    code: 'RM-I013', nameCn: 'D-对羟基苯甘氨酸', nameEn: 'D-4-Hydroxyphenylglycine',
    synonyms: ['(R)-2-Amino-2-(4-hydroxyphenyl)acetic acid', 'D-HPG', 'D-(−)-4-羟基苯甘氨酸'],
    cas: '22818-40-2', smiles: 'N[C@@H](C(=O)O)c1ccc(O)cc1', formula: 'C8H9NO3',
    purity: '≥99.0%(HPLC)', ...ROOM, brand: 'heyuan', category: 'int-antiinfective',
    parentCas: '61336-70-7',
    skus: [sku('5g', 220, 30, 1), sku('25g', 680, 10, 2)],
  },
  {
    code: 'RM-I014', nameCn: '头孢氨苄', nameEn: 'Cefalexin',
    synonyms: ['Cephalexin', '先锋霉素IV', '头孢力新', 'Cefalexin anhydrous'],
    cas: '15686-71-2',
    smiles: 'CC1=C(C(=O)O)N2C(=O)[C@@H](NC(=O)[C@H](N)c3ccccc3)[C@H]2SC1', formula: 'C16H17N3O4S',
    purity: '≥98.0%(HPLC)', ...COLD, brand: 'refmall', category: 'ref-betalactam',
    skus: [sku('100mg', 380, 24, 1), sku('500mg', 1180, 8, 2)],
  },
  {
    code: 'RM-I015', nameCn: '7-氨基去乙酰氧基头孢烷酸（7-ADCA）', nameEn: '7-Aminodesacetoxycephalosporanic Acid (7-ADCA)',
    synonyms: ['7-ADCA', '头孢氨苄杂质B', '(6R,7R)-7-Amino-3-methyl-8-oxo-5-thia-1-azabicyclo[4.2.0]oct-2-ene-2-carboxylic acid'],
    cas: '22252-43-3', smiles: 'CC1=C(C(=O)O)N2C(=O)[C@@H](N)[C@H]2SC1', formula: 'C8H10N2O3S',
    purity: '≥98.0%(HPLC)', ...COLD, brand: 'puyuan', category: 'imp-antibiotic',
    parentCas: '15686-71-2', impurityLabel: 'EP Impurity B',
    skus: [sku('100mg', 420, 26, 1), sku('1g', 1280, 8, 2)],
  },
  {
    code: 'RM-I016', nameCn: 'D-苯甘氨酸', nameEn: 'D-Phenylglycine',
    synonyms: ['(R)-2-Amino-2-phenylacetic acid', 'D-(−)-α-Phenylglycine', '头孢氨苄杂质A'],
    cas: '875-74-1', smiles: 'N[C@@H](C(=O)O)c1ccccc1', formula: 'C8H9NO2',
    purity: '≥99.0%(HPLC)', ...ROOM, brand: 'puyuan', category: 'imp-antibiotic',
    parentCas: '15686-71-2', impurityLabel: 'EP Impurity A',
    skus: [sku('100mg', 280, 30, 1), sku('1g', 780, 12, 1)],
  },

  // ---- Sulfonamides -----------------------------------------------------
  {
    code: 'RM-I020', nameCn: '磺胺甲噁唑', nameEn: 'Sulfamethoxazole',
    synonyms: ['4-Amino-N-(5-methylisoxazol-3-yl)benzenesulfonamide', '新诺明', 'SMZ'],
    cas: '723-46-6', smiles: 'Cc1cc(NS(=O)(=O)c2ccc(N)cc2)no1', formula: 'C10H11N3O3S',
    purity: '≥99.0%(HPLC)', ...ROOM, brand: 'refmall', category: 'ref-sulfonamide',
    skus: [sku('100mg', 280, 36, 1), sku('1g', 880, 12, 1)],
  },
  {
    code: 'RM-I021', nameCn: '3-氨基-5-甲基异噁唑', nameEn: '3-Amino-5-methylisoxazole',
    synonyms: ['5-Methylisoxazol-3-amine', '5-甲基-3-氨基异噁唑', '磺胺甲噁唑中间体'],
    cas: '1072-67-9', smiles: 'Cc1cc(N)no1', formula: 'C4H6N2O',
    purity: '≥98.0%(GC)', ...ROOM, brand: 'heyuan', category: 'int-antiinfective',
    parentCas: '723-46-6',
    skus: [sku('5g', 200, 30, 1), sku('25g', 620, 10, 2)],
  },
  {
    code: 'RM-I022', nameCn: '甲氧苄啶', nameEn: 'Trimethoprim',
    synonyms: ['5-(3,4,5-Trimethoxybenzyl)pyrimidine-2,4-diamine', 'TMP', '甲氧苄氨嘧啶'],
    cas: '738-70-5', smiles: 'COc1cc(Cc2cnc(N)nc2N)cc(OC)c1OC', formula: 'C14H18N4O3',
    purity: '≥99.0%(HPLC)', ...ROOM, brand: 'refmall', category: 'ref-sulfonamide',
    skus: [sku('100mg', 300, 32, 1), sku('1g', 980, 10, 1)],
  },
  {
    code: 'RM-I023', nameCn: '3,4,5-三甲氧基苯甲醛', nameEn: '3,4,5-Trimethoxybenzaldehyde',
    synonyms: ['Trimethoxybenzaldehyde', '甲氧苄啶中间体'],
    cas: '86-81-7', smiles: 'COc1cc(C=O)cc(OC)c1OC', formula: 'C10H12O4',
    purity: '≥99.0%(GC)', ...ROOM, brand: 'heyuan', category: 'int-antiinfective',
    parentCas: '738-70-5',
    skus: [sku('5g', 160, 40, 1), sku('25g', 480, 12, 2)],
  },

  // ---- Nitroimidazoles --------------------------------------------------
  {
    code: 'RM-I030', nameCn: '甲硝唑', nameEn: 'Metronidazole',
    synonyms: ['2-(2-Methyl-5-nitro-1H-imidazol-1-yl)ethanol', '灭滴灵', 'Flagyl'],
    cas: '443-48-1', smiles: 'Cc1ncc([N+](=O)[O-])n1CCO', formula: 'C6H9N3O3',
    purity: '≥99.5%(HPLC)', storage: '常温，避光密封保存', shipping: '常温运输', brand: 'refmall', category: 'ref-nitroimidazole',
    skus: [sku('100mg', 260, 40, 1), sku('1g', 780, 15, 1)],
  },
  {
    code: 'RM-I031', nameCn: '甲硝唑杂质A（2-甲基-5-硝基咪唑）', nameEn: 'Metronidazole EP Impurity A (2-Methyl-5-nitroimidazole)',
    synonyms: ['2-Methyl-5-nitroimidazole', '2-Methyl-4(5)-nitroimidazole', '2-甲基-5-硝基咪唑'],
    cas: '696-23-1', smiles: 'Cc1ncc([N+](=O)[O-])[nH]1', formula: 'C4H5N3O2',
    purity: '≥99.0%(HPLC)', ...ROOM, brand: 'puyuan', category: 'imp-antiinfective-other',
    parentCas: '443-48-1', impurityLabel: 'EP Impurity A',
    skus: [sku('100mg', 300, 36, 1), sku('1g', 880, 12, 1)],
  },
  {
    code: 'RM-I032', nameCn: '替硝唑', nameEn: 'Tinidazole',
    synonyms: ['1-[2-(Ethylsulfonyl)ethyl]-2-methyl-5-nitroimidazole', '快服净'],
    cas: '19387-91-8', smiles: 'CCS(=O)(=O)CCn1c(C)ncc1[N+](=O)[O-]', formula: 'C8H13N3O4S',
    purity: '≥99.0%(HPLC)', storage: '常温，避光密封保存', shipping: '常温运输', brand: 'refmall', category: 'ref-nitroimidazole',
    skus: [sku('100mg', 320, 30, 1), sku('1g', 980, 10, 1)],
  },
  {
    code: 'RM-I033', nameCn: '奥硝唑', nameEn: 'Ornidazole',
    synonyms: ['1-Chloro-3-(2-methyl-5-nitroimidazol-1-yl)propan-2-ol', '滴比露'],
    cas: '16773-42-5', smiles: 'Cc1ncc([N+](=O)[O-])n1CC(O)CCl', formula: 'C7H10ClN3O3',
    purity: '≥99.0%(HPLC)', storage: '常温，避光密封保存', shipping: '常温运输', brand: 'refmall', category: 'ref-nitroimidazole',
    skus: [sku('100mg', 360, 26, 1), sku('1g', 1080, 8, 1)],
  },

  // ---- Other anti-infectives --------------------------------------------
  {
    code: 'RM-I040', nameCn: '氟康唑', nameEn: 'Fluconazole',
    synonyms: ['2-(2,4-Difluorophenyl)-1,3-bis(1,2,4-triazol-1-yl)propan-2-ol', '大扶康'],
    cas: '86386-73-4', smiles: 'OC(Cn1cncn1)(Cn1cncn1)c1ccc(F)cc1F', formula: 'C13H12F2N6O',
    purity: '≥99.0%(HPLC)', ...ROOM, brand: 'refmall', category: 'ref-antiinfective-other',
    skus: [sku('100mg', 360, 30, 1), sku('1g', 1180, 10, 1)],
  },
  {
    code: 'RM-I041', nameCn: '阿昔洛韦', nameEn: 'Aciclovir',
    synonyms: ['Acyclovir', '无环鸟苷', '2-Amino-9-[(2-hydroxyethoxy)methyl]-1,9-dihydro-6H-purin-6-one'],
    cas: '59277-89-3', smiles: 'Nc1nc2c(ncn2COCCO)c(=O)[nH]1', formula: 'C8H11N5O3',
    purity: '≥99.0%(HPLC)', ...ROOM, brand: 'refmall', category: 'ref-antiinfective-other',
    skus: [sku('100mg', 320, 30, 1), sku('1g', 1080, 10, 1)],
  },
  {
    code: 'RM-I042', nameCn: '阿昔洛韦杂质B（鸟嘌呤）', nameEn: 'Aciclovir EP Impurity B (Guanine)',
    synonyms: ['Guanine', '鸟嘌呤', '2-Amino-1,9-dihydro-6H-purin-6-one'],
    cas: '73-40-5', smiles: 'Nc1nc2[nH]cnc2c(=O)[nH]1', formula: 'C5H5N5O',
    purity: '≥99.0%(HPLC)', ...ROOM, brand: 'puyuan', category: 'imp-antiinfective-other',
    parentCas: '59277-89-3', impurityLabel: 'EP Impurity B',
    skus: [sku('100mg', 260, 40, 1), sku('1g', 680, 15, 1)],
  },
  {
    code: 'RM-I043', nameCn: '异烟肼', nameEn: 'Isoniazid',
    synonyms: ['Isonicotinic acid hydrazide', '雷米封', 'INH', 'Pyridine-4-carbohydrazide'],
    cas: '54-85-3', smiles: 'NNC(=O)c1ccncc1', formula: 'C6H7N3O',
    purity: '≥99.0%(HPLC)', storage: '常温，避光密封保存', shipping: '常温运输', brand: 'refmall', category: 'ref-antiinfective-other',
    skus: [sku('100mg', 240, 40, 1), sku('1g', 680, 15, 1)],
  },
  {
    code: 'RM-I044', nameCn: '氯霉素', nameEn: 'Chloramphenicol',
    synonyms: ['2,2-Dichloro-N-[(1R,2R)-1,3-dihydroxy-1-(4-nitrophenyl)propan-2-yl]acetamide', '左霉素', 'D-threo-Chloramphenicol'],
    cas: '56-75-7', smiles: 'O=C(N[C@H](CO)[C@H](O)c1ccc([N+](=O)[O-])cc1)C(Cl)Cl', formula: 'C11H12Cl2N2O5',
    purity: '≥99.0%(HPLC)', ...FROZEN, brand: 'refmall', category: 'ref-antiinfective-other',
    skus: [sku('100mg', 320, 30, 1), sku('1g', 980, 10, 1)],
  },
];
