import type { SeedApiItem } from './methods-types';

const api = (cas: string, nameCn: string, nameEn: string, productCode: string, category: string, compound: string, medicationUses: string[]): SeedApiItem => ({
  cas, nameCn, nameEn, productCode, category, compound, medicationUses, type: '化学药',
});

/**
 * The APIs (原料药) of the methods: every API the seed catalogue sells, whose impurities, intermediates or
 * labelled analogues it also sells. Categories follow the catalogue's therapeutic groups; compound classes are
 * the textbook structural classes.
 */
export const apiItems: SeedApiItem[] = [
  // 解热镇痛抗炎药
  api('50-78-2', '阿司匹林', 'Aspirin', 'RM-A001', '解热镇痛抗炎药', '水杨酸类', ['解热镇痛', '抗炎', '抗血小板']),
  api('103-90-2', '对乙酰氨基酚', 'Paracetamol', 'RM-A010', '解热镇痛抗炎药', '苯胺类', ['解热镇痛']),
  api('15687-27-1', '布洛芬', 'Ibuprofen', 'RM-A030', '解热镇痛抗炎药', '芳基丙酸类', ['解热镇痛', '抗炎']),
  api('22204-53-1', '萘普生', 'Naproxen', 'RM-A050', '解热镇痛抗炎药', '芳基丙酸类', ['解热镇痛', '抗炎']),
  api('15307-79-6', '双氯芬酸钠', 'Diclofenac Sodium', 'RM-A054', '解热镇痛抗炎药', '芳基乙酸类', ['解热镇痛', '抗炎']),
  // 神经精神系统药物
  api('58-08-2', '咖啡因', 'Caffeine', 'RM-A070', '神经精神系统药物', '黄嘌呤类', ['中枢兴奋']),
  api('298-46-4', '卡马西平', 'Carbamazepine', 'RM-N001', '神经精神系统药物', '二苯并氮杂䓬类', ['抗癫痫']),
  api('60142-96-3', '加巴喷丁', 'Gabapentin', 'RM-N007', '神经精神系统药物', 'γ-氨基丁酸类似物', ['抗癫痫']),
  api('120011-70-3', '盐酸多奈哌齐', 'Donepezil Hydrochloride', 'RM-N050', '神经精神系统药物', '哌啶类', ['抗痴呆']),
  // 消化系统药物
  api('73590-58-6', '奥美拉唑', 'Omeprazole', 'RM-D001', '消化系统药物', '苯并咪唑类', ['抑酸', '抗消化性溃疡']),
  api('103577-45-3', '兰索拉唑', 'Lansoprazole', 'RM-D010', '消化系统药物', '苯并咪唑类', ['抑酸', '抗消化性溃疡']),
  api('102625-70-7', '泮托拉唑', 'Pantoprazole', 'RM-D020', '消化系统药物', '苯并咪唑类', ['抑酸', '抗消化性溃疡']),
  api('117976-90-6', '雷贝拉唑钠', 'Rabeprazole Sodium', 'RM-D030', '消化系统药物', '苯并咪唑类', ['抑酸', '抗消化性溃疡']),
  // 心血管药物
  api('111470-99-6', '苯磺酸氨氯地平', 'Amlodipine Besylate', 'RM-C001', '心血管药物', '二氢吡啶类', ['抗高血压', '抗心绞痛']),
  api('21829-25-4', '硝苯地平', 'Nifedipine', 'RM-C006', '心血管药物', '二氢吡啶类', ['抗高血压', '抗心绞痛']),
  api('124750-99-8', '氯沙坦钾', 'Losartan Potassium', 'RM-C020', '心血管药物', '联苯四唑类', ['抗高血压']),
  api('145040-37-5', '坎地沙坦酯', 'Candesartan Cilexetil', 'RM-C024', '心血管药物', '联苯四唑类', ['抗高血压']),
  api('137862-53-4', '缬沙坦', 'Valsartan', 'RM-C022', '心血管药物', '联苯四唑类', ['抗高血压']),
  api('144701-48-4', '替米沙坦', 'Telmisartan', 'RM-C026', '心血管药物', '苯并咪唑类', ['抗高血压']),
  api('62571-86-2', '卡托普利', 'Captopril', 'RM-C040', '心血管药物', '脯氨酸衍生物', ['抗高血压', '抗心力衰竭']),
  api('76095-16-4', '马来酸依那普利', 'Enalapril Maleate', 'RM-C042', '心血管药物', '脯氨酸衍生物', ['抗高血压', '抗心力衰竭']),
  api('54-31-9', '呋塞米', 'Furosemide', 'RM-C060', '心血管药物', '磺酰胺类', ['利尿']),
  api('58-93-5', '氢氯噻嗪', 'Hydrochlorothiazide', 'RM-C063', '心血管药物', '苯并噻二嗪类', ['利尿', '抗高血压']),
  api('81-81-2', '华法林', 'Warfarin', 'RM-C070', '心血管药物', '香豆素类', ['抗凝血']),
  // 抗血小板药、降脂药
  api('120202-66-6', '硫酸氢氯吡格雷', 'Clopidogrel Bisulfate', 'RM-C080', '抗血小板药', '噻吩并吡啶类', ['抗血小板']),
  api('134523-03-8', '阿托伐他汀钙', 'Atorvastatin Calcium', 'RM-M001', '降脂药', '吡咯类', ['调血脂']),
  api('147098-20-2', '瑞舒伐他汀钙', 'Rosuvastatin Calcium', 'RM-M007', '降脂药', '嘧啶类', ['调血脂']),
  api('49562-28-9', '非诺贝特', 'Fenofibrate', 'RM-M011', '降脂药', '苯氧芳酸类', ['调血脂']),
  // 降糖药
  api('1115-70-4', '盐酸二甲双胍', 'Metformin Hydrochloride', 'RM-M020', '降糖药', '双胍类', ['降血糖']),
  api('21187-98-4', '格列齐特', 'Gliclazide', 'RM-M023', '降糖药', '磺酰脲类', ['降血糖']),
  api('10238-21-8', '格列本脲', 'Glibenclamide', 'RM-M025', '降糖药', '磺酰脲类', ['降血糖']),
  // 抗感染药
  api('85721-33-1', '环丙沙星', 'Ciprofloxacin', 'RM-I001', '抗感染药', '喹诺酮类', ['抗菌']),
  api('100986-85-4', '左氧氟沙星', 'Levofloxacin', 'RM-I003', '抗感染药', '喹诺酮类', ['抗菌']),
  api('61336-70-7', '阿莫西林', 'Amoxicillin', 'RM-I010', '抗感染药', '青霉素类', ['抗菌']),
  api('15686-71-2', '头孢氨苄', 'Cefalexin', 'RM-I014', '抗感染药', '头孢菌素类', ['抗菌']),
  api('723-46-6', '磺胺甲噁唑', 'Sulfamethoxazole', 'RM-I020', '抗感染药', '磺胺类', ['抗菌']),
  api('738-70-5', '甲氧苄啶', 'Trimethoprim', 'RM-I022', '抗感染药', '二氨基嘧啶类', ['抗菌']),
  api('443-48-1', '甲硝唑', 'Metronidazole', 'RM-I030', '抗感染药', '硝基咪唑类', ['抗厌氧菌', '抗滴虫']),
  api('59277-89-3', '阿昔洛韦', 'Aciclovir', 'RM-I041', '抗感染药', '核苷类', ['抗病毒']),
  // 呼吸系统及抗过敏药物
  api('79794-75-5', '氯雷他定', 'Loratadine', 'RM-R010', '呼吸系统及抗过敏药物', '三环类', ['抗过敏']),
  api('83881-52-1', '盐酸西替利嗪', 'Cetirizine Dihydrochloride', 'RM-R012', '呼吸系统及抗过敏药物', '哌嗪类', ['抗过敏']),
  // 激素类药物
  api('51-48-9', '左甲状腺素', 'Levothyroxine', 'RM-H007', '激素类药物', '碘代酪氨酸衍生物', ['甲状腺激素替代']),
  // 麻醉药
  api('137-58-6', '利多卡因', 'Lidocaine', 'RM-L001', '麻醉药', '酰胺类', ['局部麻醉', '抗心律失常']),
  api('51-05-8', '盐酸普鲁卡因', 'Procaine Hydrochloride', 'RM-L004', '麻醉药', '对氨基苯甲酸酯类', ['局部麻醉']),
  api('94-09-7', '苯佐卡因', 'Benzocaine', 'RM-L006', '麻醉药', '对氨基苯甲酸酯类', ['局部麻醉']),
  // 泌尿生殖系统药物
  api('171596-29-5', '他达拉非', 'Tadalafil', 'RM-U002', '泌尿生殖系统药物', 'β-咔啉类', ['勃起功能障碍', '良性前列腺增生']),
];
