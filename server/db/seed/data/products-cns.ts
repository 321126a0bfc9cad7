import type { SeedProduct } from './types';
import { COLD, ROOM, sku } from './sku';

/**
 * Nervous-system drugs. Controlled substances (e.g. diazepam, 第二类精神药品)
 * are sold only against the purchaser's permit; that is handled at checkout.
 */
export const cnsProducts: SeedProduct[] = [
  // ---- Antiepileptics ---------------------------------------------------
  {
    code: 'RM-N001', nameCn: '卡马西平', nameEn: 'Carbamazepine',
    synonyms: ['5H-Dibenz[b,f]azepine-5-carboxamide', '酰胺咪嗪', '得理多'],
    cas: '298-46-4', smiles: 'NC(=O)N1c2ccccc2C=Cc2ccccc21', formula: 'C15H12N2O',
    purity: '≥99.0%(HPLC)', ...ROOM, brand: 'refmall', category: 'ref-antiepileptic',
    skus: [sku('100mg', 320, 32, 1), sku('1g', 1080, 10, 1)],
  },
  {
    code: 'RM-N002', nameCn: '卡马西平杂质A（10,11-二氢卡马西平）', nameEn: 'Carbamazepine EP Impurity A (10,11-Dihydrocarbamazepine)',
    synonyms: ['10,11-Dihydrocarbamazepine', '10,11-Dihydro-5H-dibenz[b,f]azepine-5-carboxamide', '二氢卡马西平'],
    cas: '3564-73-6', smiles: 'NC(=O)N1c2ccccc2CCc2ccccc21', formula: 'C15H14N2O',
    purity: '≥98.0%(HPLC)', ...ROOM, brand: 'puyuan', category: 'imp-antiepileptic',
    parentCas: '298-46-4', impurityLabel: 'EP Impurity A',
    skus: [sku('25mg', 980, 16, 2), sku('100mg', 2680, 5, 2)],
  },
  {
    code: 'RM-N003', nameCn: '亚氨基芪', nameEn: 'Iminostilbene',
    synonyms: ['5H-Dibenz[b,f]azepine', '亚胺芪', '卡马西平杂质D'],
    cas: '256-96-2', smiles: 'C1=Cc2ccccc2Nc2ccccc21', formula: 'C14H11N',
    purity: '≥98.0%(HPLC)', storage: '常温，避光密封保存', shipping: '常温运输', brand: 'puyuan', category: 'imp-antiepileptic',
    parentCas: '298-46-4', impurityLabel: 'EP Impurity D',
    skus: [sku('100mg', 420, 24, 1), sku('1g', 1280, 8, 2)],
  },
  {
    code: 'RM-N004', nameCn: '奥卡西平', nameEn: 'Oxcarbazepine',
    synonyms: ['10-Oxo-10,11-dihydro-5H-dibenz[b,f]azepine-5-carboxamide', '曲莱'],
    cas: '28721-07-5', smiles: 'NC(=O)N1c2ccccc2CC(=O)c2ccccc21', formula: 'C15H12N2O2',
    purity: '≥99.0%(HPLC)', ...ROOM, brand: 'refmall', category: 'ref-antiepileptic',
    skus: [sku('100mg', 380, 26, 1), sku('1g', 1280, 8, 1)],
  },
  {
    code: 'RM-N005', nameCn: '苯妥英', nameEn: 'Phenytoin',
    synonyms: ['5,5-Diphenylimidazolidine-2,4-dione', '大仑丁', 'Diphenylhydantoin'],
    cas: '57-41-0', smiles: 'O=C1NC(=O)C(c2ccccc2)(c2ccccc2)N1', formula: 'C15H12N2O2',
    purity: '≥99.0%(HPLC)', ...ROOM, brand: 'refmall', category: 'ref-antiepileptic',
    skus: [sku('100mg', 300, 30, 1), sku('1g', 980, 10, 1)],
  },
  {
    code: 'RM-N006', nameCn: '左乙拉西坦', nameEn: 'Levetiracetam',
    synonyms: ['(2S)-2-(2-Oxopyrrolidin-1-yl)butanamide', '开浦兰', 'UCB L059'],
    cas: '102767-28-2', smiles: 'CC[C@@H](C(N)=O)N1CCCC1=O', formula: 'C8H14N2O2',
    purity: '≥99.0%(HPLC)，ee≥99%', ...ROOM, brand: 'refmall', category: 'ref-antiepileptic',
    skus: [sku('100mg', 340, 30, 1), sku('1g', 1080, 10, 1)],
  },
  {
    code: 'RM-N007', nameCn: '加巴喷丁', nameEn: 'Gabapentin',
    synonyms: ['1-(Aminomethyl)cyclohexaneacetic acid', '诺立汀', '派汀'],
    cas: '60142-96-3', smiles: 'NCC1(CC(=O)O)CCCCC1', formula: 'C9H17NO2',
    purity: '≥99.0%(HPLC)', ...ROOM, brand: 'refmall', category: 'ref-antiepileptic',
    skus: [sku('100mg', 300, 34, 1), sku('1g', 980, 12, 1)],
  },
  {
    code: 'RM-N008', nameCn: '加巴喷丁杂质A（加巴喷丁内酰胺）', nameEn: 'Gabapentin EP Impurity A (Gabapentin Lactam)',
    synonyms: ['2-Azaspiro[4.5]decan-3-one', 'Gabapentin lactam', '加巴喷丁内酰胺'],
    cas: '64744-50-9', smiles: 'O=C1CC2(CCCCC2)CN1', formula: 'C9H15NO',
    purity: '≥98.0%(GC)', ...ROOM, brand: 'puyuan', category: 'imp-antiepileptic',
    parentCas: '60142-96-3', impurityLabel: 'EP Impurity A',
    skus: [sku('50mg', 680, 20, 1), sku('250mg', 1980, 6, 2)],
  },
  {
    code: 'RM-N009', nameCn: '普瑞巴林', nameEn: 'Pregabalin',
    synonyms: ['(3S)-3-(Aminomethyl)-5-methylhexanoic acid', '乐瑞卡', 'S-(+)-3-Isobutyl-GABA'],
    cas: '148553-50-8', smiles: 'CC(C)C[C@H](CN)CC(=O)O', formula: 'C8H17NO2',
    purity: '≥99.0%(HPLC)，ee≥99%', ...ROOM, brand: 'refmall', category: 'ref-antiepileptic',
    skus: [sku('100mg', 380, 26, 1), sku('1g', 1180, 8, 1)],
  },
  {
    code: 'RM-N010', nameCn: '拉莫三嗪', nameEn: 'Lamotrigine',
    synonyms: ['6-(2,3-Dichlorophenyl)-1,2,4-triazine-3,5-diamine', '利必通'],
    cas: '84057-84-1', smiles: 'Nc1nnc(-c2cccc(Cl)c2Cl)c(N)n1', formula: 'C9H7Cl2N5',
    purity: '≥99.0%(HPLC)', ...ROOM, brand: 'refmall', category: 'ref-antiepileptic',
    skus: [sku('100mg', 360, 28, 1), sku('1g', 1180, 8, 1)],
  },
  {
    code: 'RM-N011', nameCn: '丙戊酸', nameEn: 'Valproic Acid',
    synonyms: ['2-Propylpentanoic acid', '二丙基乙酸', 'VPA'],
    cas: '99-66-1', smiles: 'CCCC(CCC)C(=O)O', formula: 'C8H16O2',
    purity: '≥99.0%(GC)', storage: '常温，密封保存（液体）', shipping: '常温运输', brand: 'refmall', category: 'ref-antiepileptic',
    skus: [sku('100mg', 240, 30, 1), sku('1g', 680, 12, 1)],
  },

  // ---- Antidepressants --------------------------------------------------
  {
    code: 'RM-N020', nameCn: '盐酸舍曲林', nameEn: 'Sertraline Hydrochloride',
    synonyms: ['Sertraline HCl', '左洛复', '(1S,4S)-4-(3,4-Dichlorophenyl)-N-methyl-1,2,3,4-tetrahydronaphthalen-1-amine hydrochloride'],
    cas: '79559-97-0', smiles: 'CN[C@H]1CC[C@@H](c2ccc(Cl)c(Cl)c2)c2ccccc21.Cl', formula: 'C17H18Cl3N',
    purity: '≥99.0%(HPLC)', ...ROOM, brand: 'refmall', category: 'ref-antidepressant',
    skus: [sku('100mg', 520, 22, 1), sku('500mg', 1680, 6, 2)],
  },
  {
    code: 'RM-N021', nameCn: '盐酸氟西汀', nameEn: 'Fluoxetine Hydrochloride',
    synonyms: ['Fluoxetine HCl', '百忧解', 'N-Methyl-3-phenyl-3-[4-(trifluoromethyl)phenoxy]propan-1-amine hydrochloride'],
    cas: '56296-78-7', smiles: 'CNCCC(Oc1ccc(C(F)(F)F)cc1)c1ccccc1.Cl', formula: 'C17H19ClF3NO',
    purity: '≥99.0%(HPLC)', ...ROOM, brand: 'refmall', category: 'ref-antidepressant',
    skus: [sku('100mg', 420, 26, 1), sku('500mg', 1380, 8, 2)],
  },
  {
    code: 'RM-N022', nameCn: '帕罗西汀', nameEn: 'Paroxetine',
    synonyms: ['(3S,4R)-3-[(1,3-Benzodioxol-5-yloxy)methyl]-4-(4-fluorophenyl)piperidine', '赛乐特（盐酸盐）', 'Paroxetine free base'],
    cas: '61869-08-7', smiles: 'Fc1ccc([C@@H]2CCNC[C@H]2COc2ccc3c(c2)OCO3)cc1', formula: 'C19H20FNO3',
    purity: '≥98.0%(HPLC)', ...COLD, brand: 'refmall', category: 'ref-antidepressant',
    skus: [sku('50mg', 680, 14, 1), sku('100mg', 1180, 8, 2)],
  },
  {
    code: 'RM-N023', nameCn: '氢溴酸西酞普兰', nameEn: 'Citalopram Hydrobromide',
    synonyms: ['Citalopram HBr', '喜普妙', '1-[3-(Dimethylamino)propyl]-1-(4-fluorophenyl)-1,3-dihydroisobenzofuran-5-carbonitrile hydrobromide'],
    cas: '59729-32-7', smiles: 'CN(C)CCCC1(c2ccc(F)cc2)OCc2cc(C#N)ccc21.Br', formula: 'C20H22BrFN2O',
    purity: '≥99.0%(HPLC)', ...ROOM, brand: 'refmall', category: 'ref-antidepressant',
    skus: [sku('100mg', 480, 22, 1), sku('500mg', 1580, 6, 2)],
  },
  {
    code: 'RM-N024', nameCn: '盐酸文拉法辛', nameEn: 'Venlafaxine Hydrochloride',
    synonyms: ['Venlafaxine HCl', '怡诺思', '1-[2-(Dimethylamino)-1-(4-methoxyphenyl)ethyl]cyclohexanol hydrochloride'],
    cas: '99300-78-4', smiles: 'COc1ccc(C(CN(C)C)C2(O)CCCCC2)cc1.Cl', formula: 'C17H28ClNO2',
    purity: '≥99.0%(HPLC)', ...ROOM, brand: 'refmall', category: 'ref-antidepressant',
    skus: [sku('100mg', 420, 24, 1), sku('500mg', 1380, 8, 2)],
  },
  {
    code: 'RM-N025', nameCn: '盐酸度洛西汀', nameEn: 'Duloxetine Hydrochloride',
    synonyms: ['Duloxetine HCl', '欣百达', '(S)-N-Methyl-3-(naphthalen-1-yloxy)-3-(thiophen-2-yl)propan-1-amine hydrochloride'],
    cas: '136434-34-9', smiles: 'CNCC[C@H](Oc1cccc2ccccc12)c1cccs1.Cl', formula: 'C18H20ClNOS',
    purity: '≥99.0%(HPLC)', ...COLD, brand: 'refmall', category: 'ref-antidepressant',
    skus: [sku('100mg', 580, 18, 1), sku('500mg', 1880, 6, 2)],
  },

  // ---- Antipsychotics ---------------------------------------------------
  {
    code: 'RM-N030', nameCn: '奥氮平', nameEn: 'Olanzapine',
    synonyms: ['2-Methyl-4-(4-methylpiperazin-1-yl)-10H-thieno[2,3-b][1,5]benzodiazepine', '再普乐'],
    cas: '132539-06-1', smiles: 'Cc1cc2c(s1)Nc1ccccc1N=C2N1CCN(C)CC1', formula: 'C17H20N4S',
    purity: '≥99.0%(HPLC)', ...COLD, brand: 'refmall', category: 'ref-antipsychotic',
    skus: [sku('100mg', 560, 20, 1), sku('500mg', 1880, 6, 2)],
  },
  {
    code: 'RM-N031', nameCn: '富马酸喹硫平', nameEn: 'Quetiapine Fumarate',
    synonyms: ['Quetiapine hemifumarate (2:1)', '思瑞康', 'ICI 204636'],
    cas: '111974-72-2',
    smiles: 'OCCOCCN1CCN(C2=Nc3ccccc3Sc3ccccc32)CC1.OCCOCCN1CCN(C2=Nc3ccccc3Sc3ccccc32)CC1.OC(=O)/C=C/C(=O)O',
    formula: 'C46H54N6O8S2',
    purity: '≥99.0%(HPLC)', ...ROOM, brand: 'refmall', category: 'ref-antipsychotic',
    skus: [sku('100mg', 480, 22, 1), sku('500mg', 1580, 7, 2)],
  },
  {
    code: 'RM-N032', nameCn: '利培酮', nameEn: 'Risperidone',
    synonyms: ['R 64766', '维思通', '3-[2-[4-(6-Fluoro-1,2-benzisoxazol-3-yl)piperidin-1-yl]ethyl]-2-methyl-6,7,8,9-tetrahydro-4H-pyrido[1,2-a]pyrimidin-4-one'],
    cas: '106266-06-2', smiles: 'Cc1nc2n(c(=O)c1CCN1CCC(c3noc4cc(F)ccc34)CC1)CCCC2', formula: 'C23H27FN4O2',
    purity: '≥99.0%(HPLC)', ...ROOM, brand: 'refmall', category: 'ref-antipsychotic',
    skus: [sku('100mg', 520, 22, 1), sku('500mg', 1680, 6, 2)],
  },
  {
    code: 'RM-N033', nameCn: '阿立哌唑', nameEn: 'Aripiprazole',
    synonyms: ['OPC-14597', '安立复', '7-[4-[4-(2,3-Dichlorophenyl)piperazin-1-yl]butoxy]-3,4-dihydroquinolin-2(1H)-one'],
    cas: '129722-12-9', smiles: 'O=C1CCc2ccc(OCCCCN3CCN(c4cccc(Cl)c4Cl)CC3)cc2N1', formula: 'C23H27Cl2N3O2',
    purity: '≥99.0%(HPLC)', ...ROOM, brand: 'refmall', category: 'ref-antipsychotic',
    skus: [sku('100mg', 560, 20, 1), sku('500mg', 1780, 6, 2)],
  },
  {
    code: 'RM-N034', nameCn: '氟哌啶醇', nameEn: 'Haloperidol',
    synonyms: ['4-[4-(4-Chlorophenyl)-4-hydroxypiperidin-1-yl]-1-(4-fluorophenyl)butan-1-one', '氟哌丁苯'],
    cas: '52-86-8', smiles: 'O=C(CCCN1CCC(O)(c2ccc(Cl)cc2)CC1)c1ccc(F)cc1', formula: 'C21H23ClFNO2',
    purity: '≥99.0%(HPLC)', storage: '常温，避光密封保存', shipping: '常温运输', brand: 'refmall', category: 'ref-antipsychotic',
    skus: [sku('100mg', 420, 24, 1), sku('500mg', 1380, 7, 2)],
  },
  {
    code: 'RM-N035', nameCn: '氯氮平', nameEn: 'Clozapine',
    synonyms: ['8-Chloro-11-(4-methylpiperazin-1-yl)-5H-dibenzo[b,e][1,4]diazepine', '氯扎平'],
    cas: '5786-21-0', smiles: 'CN1CCN(C2=Nc3cc(Cl)ccc3Nc3ccccc32)CC1', formula: 'C18H19ClN4',
    purity: '≥99.0%(HPLC)', ...ROOM, brand: 'refmall', category: 'ref-antipsychotic',
    skus: [sku('100mg', 420, 22, 1), sku('500mg', 1380, 7, 2)],
  },

  // ---- Sedatives ----------------------------------------------------------
  {
    code: 'RM-N040', nameCn: '地西泮', nameEn: 'Diazepam',
    synonyms: ['7-Chloro-1-methyl-5-phenyl-1,3-dihydro-2H-1,4-benzodiazepin-2-one', '安定', '第二类精神药品'],
    cas: '439-14-5', smiles: 'CN1C(=O)CN=C(c2ccccc2)c2cc(Cl)ccc21', formula: 'C16H13ClN2O',
    purity: '≥99.0%(HPLC)', storage: '常温，避光密封保存；按精神药品管理专柜存放', shipping: '常温运输（凭购买证明发货）', brand: 'refmall', category: 'ref-sedative',
    skus: [sku('100mg', 680, 10, 5), sku('500mg', 2280, 0, 20)],
  },

  // ---- Dementia / Parkinson's --------------------------------------------
  {
    code: 'RM-N050', nameCn: '盐酸多奈哌齐', nameEn: 'Donepezil Hydrochloride',
    synonyms: ['Donepezil HCl', '安理申', 'E2020', '(RS)-2-[(1-Benzylpiperidin-4-yl)methyl]-5,6-dimethoxyindan-1-one hydrochloride'],
    cas: '120011-70-3', smiles: 'COc1cc2c(cc1OC)C(=O)C(CC1CCN(Cc3ccccc3)CC1)C2.Cl', formula: 'C24H30ClNO3',
    purity: '≥99.0%(HPLC)', ...ROOM, brand: 'refmall', category: 'ref-neurodegenerative',
    skus: [sku('100mg', 520, 22, 1), sku('500mg', 1680, 6, 2)],
  },
  {
    code: 'RM-N051', nameCn: '5,6-二甲氧基-1-茚酮', nameEn: '5,6-Dimethoxy-1-indanone',
    synonyms: ['5,6-Dimethoxy-2,3-dihydro-1H-inden-1-one', '多奈哌齐中间体'],
    cas: '2107-69-9', smiles: 'COc1cc2c(cc1OC)C(=O)CC2', formula: 'C11H12O3',
    purity: '≥98.0%(HPLC)', ...ROOM, brand: 'heyuan', category: 'int-cns',
    parentCas: '120011-70-3',
    skus: [sku('5g', 260, 30, 1), sku('25g', 880, 10, 2)],
  },
  {
    code: 'RM-N052', nameCn: '1-苄基-4-哌啶甲醛', nameEn: '1-Benzylpiperidine-4-carboxaldehyde',
    synonyms: ['1-Benzyl-4-formylpiperidine', 'N-苄基-4-哌啶甲醛', '多奈哌齐中间体'],
    cas: '22065-85-6', smiles: 'O=CC1CCN(Cc2ccccc2)CC1', formula: 'C13H17NO',
    purity: '≥97.0%(GC)', storage: '2-8℃，惰性气体保护，密封保存', shipping: '冰袋运输', brand: 'heyuan', category: 'int-cns',
    parentCas: '120011-70-3',
    skus: [sku('1g', 220, 24, 1), sku('5g', 780, 8, 2)],
  },
  {
    code: 'RM-N053', nameCn: '盐酸美金刚', nameEn: 'Memantine Hydrochloride',
    synonyms: ['Memantine HCl', '易倍申', '3,5-Dimethyladamantan-1-amine hydrochloride'],
    cas: '41100-52-1', smiles: 'CC12CC3CC(C)(C1)CC(N)(C3)C2.Cl', formula: 'C12H22ClN',
    purity: '≥99.0%(GC)', ...ROOM, brand: 'refmall', category: 'ref-neurodegenerative',
    skus: [sku('100mg', 380, 26, 1), sku('1g', 1280, 8, 1)],
  },
  {
    code: 'RM-N054', nameCn: '盐酸金刚烷胺', nameEn: 'Amantadine Hydrochloride',
    synonyms: ['Amantadine HCl', '金刚烷胺盐酸盐', '1-Adamantanamine hydrochloride', 'Tricyclo[3.3.1.1³,⁷]decan-1-amine hydrochloride'],
    cas: '665-66-7', smiles: 'NC12CC3CC(CC(C3)C1)C2.Cl', formula: 'C10H18ClN',
    purity: '≥99.0%(GC)', ...ROOM, brand: 'refmall', category: 'ref-neurodegenerative',
    skus: [sku('100mg', 260, 34, 1), sku('1g', 780, 12, 1)],
  },
  {
    code: 'RM-N055', nameCn: '左旋多巴', nameEn: 'Levodopa',
    synonyms: ['L-DOPA', '3-Hydroxy-L-tyrosine', '(2S)-2-Amino-3-(3,4-dihydroxyphenyl)propanoic acid'],
    cas: '59-92-7', smiles: 'N[C@@H](Cc1ccc(O)c(O)c1)C(=O)O', formula: 'C9H11NO4',
    purity: '≥99.0%(HPLC)', storage: '2-8℃，避光密封保存（易氧化）', shipping: '冰袋运输', brand: 'refmall', category: 'ref-neurodegenerative',
    skus: [sku('100mg', 260, 34, 1), sku('1g', 780, 12, 1)],
  },
];
