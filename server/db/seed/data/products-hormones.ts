import type { SeedProduct } from './types';
import { COLD, ROOM, sku } from './sku';

/** Steroid and thyroid hormones, local anaesthetics, urological agents. */
export const hormoneAndOtherProducts: SeedProduct[] = [
  // ---- Steroids ---------------------------------------------------------
  {
    code: 'RM-H001', nameCn: '睾酮', nameEn: 'Testosterone',
    synonyms: ['17β-Hydroxyandrost-4-en-3-one', '睾丸素', '睾丸酮'],
    cas: '58-22-0', smiles: 'C[C@]12CC[C@H]3[C@@H](CCC4=CC(=O)CC[C@]34C)[C@@H]1CC[C@@H]2O', formula: 'C19H28O2',
    purity: '≥99.0%(HPLC)', storage: '常温，避光密封保存；按蛋白同化制剂管理', shipping: '常温运输（凭购买证明发货）', brand: 'refmall', category: 'ref-sex-hormone',
    skus: [sku('100mg', 680, 10, 3), sku('500mg', 2280, 0, 20)],
  },
  {
    code: 'RM-H002', nameCn: '黄体酮', nameEn: 'Progesterone',
    synonyms: ['Pregn-4-ene-3,20-dione', '孕酮', '助孕素'],
    cas: '57-83-0', smiles: 'CC(=O)[C@H]1CC[C@H]2[C@@H]3CCC4=CC(=O)CC[C@]4(C)[C@H]3CC[C@]12C', formula: 'C21H30O2',
    purity: '≥99.0%(HPLC)', ...ROOM, brand: 'refmall', category: 'ref-sex-hormone',
    skus: [sku('100mg', 360, 28, 1), sku('1g', 1180, 8, 1)],
  },
  {
    code: 'RM-H003', nameCn: '雌二醇', nameEn: 'Estradiol',
    synonyms: ['17β-Estradiol', 'Estra-1,3,5(10)-triene-3,17β-diol', '求偶二醇'],
    cas: '50-28-2', smiles: 'C[C@]12CC[C@@H]3c4ccc(O)cc4CC[C@H]3[C@@H]1CC[C@@H]2O', formula: 'C18H24O2',
    purity: '≥98.0%(HPLC)', ...ROOM, brand: 'refmall', category: 'ref-sex-hormone',
    skus: [sku('100mg', 420, 24, 1), sku('1g', 1380, 6, 2)],
  },
  {
    code: 'RM-H004', nameCn: '氢化可的松', nameEn: 'Hydrocortisone',
    synonyms: ['Cortisol', '11β,17α,21-Trihydroxypregn-4-ene-3,20-dione', '皮质醇'],
    cas: '50-23-7', smiles: 'C[C@]12CCC(=O)C=C1CC[C@@H]1[C@@H]2[C@@H](O)C[C@@]2(C)[C@H]1CC[C@]2(O)C(=O)CO', formula: 'C21H30O5',
    purity: '≥98.0%(HPLC)', ...ROOM, brand: 'refmall', category: 'ref-corticosteroid',
    skus: [sku('100mg', 380, 26, 1), sku('1g', 1280, 8, 1)],
  },
  {
    code: 'RM-H005', nameCn: '泼尼松龙', nameEn: 'Prednisolone',
    synonyms: ['11β,17α,21-Trihydroxypregna-1,4-diene-3,20-dione', '强的松龙', '氢化泼尼松'],
    cas: '50-24-8', smiles: 'C[C@]12C=CC(=O)C=C1CC[C@@H]1[C@@H]2[C@@H](O)C[C@@]2(C)[C@H]1CC[C@]2(O)C(=O)CO', formula: 'C21H28O5',
    purity: '≥98.0%(HPLC)', ...ROOM, brand: 'refmall', category: 'ref-corticosteroid',
    skus: [sku('100mg', 380, 26, 1), sku('1g', 1280, 8, 1)],
  },
  {
    code: 'RM-H006', nameCn: '地塞米松', nameEn: 'Dexamethasone',
    synonyms: ['9α-Fluoro-16α-methylprednisolone', '氟美松', '9-Fluoro-11β,17,21-trihydroxy-16α-methylpregna-1,4-diene-3,20-dione'],
    cas: '50-02-2',
    smiles: 'C[C@@H]1C[C@H]2[C@@H]3CCC4=CC(=O)C=C[C@]4(C)[C@@]3(F)[C@@H](O)C[C@]2(C)[C@@]1(O)C(=O)CO', formula: 'C22H29FO5',
    purity: '≥98.0%(HPLC)', ...ROOM, brand: 'refmall', category: 'ref-corticosteroid',
    skus: [sku('100mg', 420, 24, 1), sku('1g', 1380, 6, 2)],
  },
  {
    code: 'RM-H007', nameCn: '左甲状腺素', nameEn: 'Levothyroxine',
    synonyms: ['L-Thyroxine', 'T4', '3,3′,5,5′-Tetraiodo-L-thyronine', '左旋甲状腺素'],
    cas: '51-48-9', smiles: 'N[C@@H](Cc1cc(I)c(Oc2cc(I)c(O)c(I)c2)c(I)c1)C(=O)O', formula: 'C15H11I4NO4',
    purity: '≥98.0%(HPLC)', storage: '2-8℃，严格避光密封保存', shipping: '冰袋运输', brand: 'refmall', category: 'ref-thyroid',
    skus: [sku('50mg', 580, 16, 1), sku('100mg', 980, 8, 2)],
  },
  {
    code: 'RM-H008', nameCn: '碘塞罗宁', nameEn: 'Liothyronine',
    synonyms: ['3,3′,5-Triiodo-L-thyronine', 'T3', '三碘甲状腺原氨酸'],
    cas: '6893-02-3', smiles: 'N[C@@H](Cc1cc(I)c(Oc2ccc(O)c(I)c2)c(I)c1)C(=O)O', formula: 'C15H12I3NO4',
    purity: '≥97.0%(HPLC)', storage: '2-8℃，严格避光密封保存', shipping: '冰袋运输', brand: 'puyuan', category: 'ref-thyroid',
    parentCas: '51-48-9',
    skus: [sku('25mg', 880, 10, 2), sku('100mg', 2680, 3, 3)],
  },

  // ---- Local anaesthetics -----------------------------------------------
  {
    code: 'RM-L001', nameCn: '利多卡因', nameEn: 'Lidocaine',
    synonyms: ['Lignocaine', '赛罗卡因', '2-(Diethylamino)-N-(2,6-dimethylphenyl)acetamide'],
    cas: '137-58-6', smiles: 'CCN(CC)CC(=O)Nc1c(C)cccc1C', formula: 'C14H22N2O',
    purity: '≥99.0%(HPLC)', ...ROOM, brand: 'refmall', category: 'ref-local-anesthetic',
    skus: [sku('100mg', 280, 34, 1), sku('1g', 880, 12, 1)],
  },
  {
    code: 'RM-L002', nameCn: '利多卡因杂质A（2,6-二甲基苯胺）', nameEn: 'Lidocaine EP Impurity A (2,6-Dimethylaniline)',
    synonyms: ['2,6-Dimethylaniline', '2,6-Xylidine', '2,6-二甲基苯胺'],
    cas: '87-62-7', smiles: 'Cc1cccc(C)c1N', formula: 'C8H11N',
    purity: '≥99.0%(GC)', storage: '2-8℃，避光、充氮密封保存', shipping: '冰袋运输', brand: 'puyuan', category: 'imp-anesthetic',
    parentCas: '137-58-6', impurityLabel: 'EP Impurity A',
    skus: [sku('100mg', 260, 30, 1), sku('1g', 680, 12, 1)],
  },
  {
    code: 'RM-L003', nameCn: '2-氯-N-(2,6-二甲基苯基)乙酰胺', nameEn: '2-Chloro-N-(2,6-dimethylphenyl)acetamide',
    synonyms: ["2-Chloro-2',6'-acetoxylidide", '氯乙酰-2,6-二甲基苯胺', '利多卡因中间体'],
    cas: '1131-01-7', smiles: 'Cc1cccc(C)c1NC(=O)CCl', formula: 'C10H12ClNO',
    purity: '≥98.0%(HPLC)', ...ROOM, brand: 'heyuan', category: 'int-misc',
    parentCas: '137-58-6',
    skus: [sku('5g', 180, 30, 1), sku('25g', 560, 10, 2)],
  },
  {
    code: 'RM-L004', nameCn: '盐酸普鲁卡因', nameEn: 'Procaine Hydrochloride',
    synonyms: ['Procaine HCl', '奴佛卡因', '2-(Diethylamino)ethyl 4-aminobenzoate hydrochloride'],
    cas: '51-05-8', smiles: 'CCN(CC)CCOC(=O)c1ccc(N)cc1.Cl', formula: 'C13H21ClN2O2',
    purity: '≥99.0%(HPLC)', ...ROOM, brand: 'refmall', category: 'ref-local-anesthetic',
    skus: [sku('100mg', 260, 34, 1), sku('1g', 780, 12, 1)],
  },
  {
    code: 'RM-L005', nameCn: '普鲁卡因杂质A（对氨基苯甲酸）', nameEn: 'Procaine EP Impurity A (4-Aminobenzoic Acid)',
    synonyms: ['4-Aminobenzoic acid', 'PABA', '对氨基苯甲酸', '维生素H1'],
    cas: '150-13-0', smiles: 'Nc1ccc(C(=O)O)cc1', formula: 'C7H7NO2',
    purity: '≥99.0%(HPLC)', storage: '常温，避光密封保存', shipping: '常温运输', brand: 'puyuan', category: 'imp-anesthetic',
    parentCas: '51-05-8', impurityLabel: 'EP Impurity A',
    skus: [sku('100mg', 220, 40, 1), sku('1g', 580, 15, 1)],
  },
  {
    code: 'RM-L006', nameCn: '苯佐卡因', nameEn: 'Benzocaine',
    synonyms: ['Ethyl 4-aminobenzoate', '对氨基苯甲酸乙酯', 'Anesthesine'],
    cas: '94-09-7', smiles: 'CCOC(=O)c1ccc(N)cc1', formula: 'C9H11NO2',
    purity: '≥99.0%(HPLC)', ...ROOM, brand: 'refmall', category: 'ref-local-anesthetic',
    skus: [sku('100mg', 240, 36, 1), sku('1g', 680, 12, 1)],
  },
  {
    code: 'RM-L007', nameCn: '对硝基苯甲酸乙酯', nameEn: 'Ethyl 4-Nitrobenzoate',
    synonyms: ['Ethyl p-nitrobenzoate', '4-硝基苯甲酸乙酯', '苯佐卡因中间体'],
    cas: '99-77-4', smiles: 'CCOC(=O)c1ccc([N+](=O)[O-])cc1', formula: 'C9H9NO4',
    purity: '≥99.0%(GC)', ...ROOM, brand: 'heyuan', category: 'int-misc',
    parentCas: '94-09-7',
    skus: [sku('5g', 140, 30, 1), sku('25g', 420, 10, 2)],
  },
  {
    code: 'RM-L008', nameCn: '布比卡因', nameEn: 'Bupivacaine',
    synonyms: ['1-Butyl-N-(2,6-dimethylphenyl)piperidine-2-carboxamide', '麻卡因', 'Bupivacaine base'],
    cas: '38396-39-3', smiles: 'CCCCN1CCCCC1C(=O)Nc1c(C)cccc1C', formula: 'C18H28N2O',
    purity: '≥99.0%(HPLC)', ...ROOM, brand: 'refmall', category: 'ref-local-anesthetic',
    skus: [sku('100mg', 420, 22, 1), sku('500mg', 1380, 6, 2)],
  },
  {
    code: 'RM-L009', nameCn: '丁卡因', nameEn: 'Tetracaine',
    synonyms: ['Amethocaine', '地卡因', '2-(Dimethylamino)ethyl 4-(butylamino)benzoate'],
    cas: '94-24-6', smiles: 'CCCCNc1ccc(C(=O)OCCN(C)C)cc1', formula: 'C15H24N2O2',
    purity: '≥98.0%(HPLC)', ...COLD, brand: 'refmall', category: 'ref-local-anesthetic',
    skus: [sku('100mg', 380, 22, 1), sku('500mg', 1180, 6, 2)],
  },

  // ---- Urology ----------------------------------------------------------
  {
    code: 'RM-U001', nameCn: '枸橼酸西地那非', nameEn: 'Sildenafil Citrate',
    synonyms: ['UK-92480-10', '万艾可', 'Sildenafil citrate salt'],
    cas: '171599-83-0',
    smiles: 'CCCc1nn(C)c2c(=O)[nH]c(-c3cc(S(=O)(=O)N4CCN(C)CC4)ccc3OCC)nc12.OC(=O)CC(O)(CC(=O)O)C(=O)O',
    formula: 'C28H38N6O11S',
    purity: '≥99.0%(HPLC)', ...ROOM, brand: 'refmall', category: 'ref-pde5',
    skus: [sku('100mg', 480, 24, 1), sku('500mg', 1580, 8, 2)],
  },
  {
    code: 'RM-U002', nameCn: '他达拉非', nameEn: 'Tadalafil',
    synonyms: ['IC-351', '希爱力', '(6R,12aR)-6-(1,3-Benzodioxol-5-yl)-2-methyl-2,3,6,7,12,12a-hexahydropyrazino[1′,2′:1,6]pyrido[3,4-b]indole-1,4-dione'],
    cas: '171596-29-5', smiles: 'CN1CC(=O)N2[C@H](Cc3c([nH]c4ccccc34)[C@H]2c2ccc3c(c2)OCO3)C1=O', formula: 'C22H19N3O4',
    purity: '≥99.0%(HPLC)', ...ROOM, brand: 'refmall', category: 'ref-pde5',
    skus: [sku('100mg', 560, 20, 1), sku('500mg', 1880, 6, 2)],
  },
  {
    code: 'RM-U003', nameCn: '盐酸坦索罗辛', nameEn: 'Tamsulosin Hydrochloride',
    synonyms: ['Tamsulosin HCl', '哈乐', '(R)-5-[2-[[2-(2-Ethoxyphenoxy)ethyl]amino]propyl]-2-methoxybenzenesulfonamide hydrochloride'],
    cas: '106463-17-6', smiles: 'CCOc1ccccc1OCCN[C@H](C)Cc1ccc(OC)c(S(N)(=O)=O)c1.Cl', formula: 'C20H29ClN2O5S',
    purity: '≥99.0%(HPLC)', ...ROOM, brand: 'refmall', category: 'ref-alpha-blocker',
    skus: [sku('50mg', 580, 16, 1), sku('100mg', 980, 8, 2)],
  },
];
