import type { SeedCategory } from './types';

/** Three-level category tree. Products are always attached to a third-level (leaf) key. */
export const categories: SeedCategory[] = [
  {
    key: 'ref',
    name: '对照品',
    children: [
      {
        key: 'ref-analgesic',
        name: '解热镇痛抗炎药',
        children: [
          { key: 'ref-analgesic-salicylate', name: '水杨酸类' },
          { key: 'ref-analgesic-anilide', name: '苯胺类' },
          { key: 'ref-analgesic-propionic', name: '芳基丙酸类' },
          { key: 'ref-analgesic-other', name: '其他非甾体抗炎药' },
        ],
      },
      {
        key: 'ref-digestive',
        name: '消化系统药物',
        children: [
          { key: 'ref-ppi', name: '质子泵抑制剂' },
          { key: 'ref-h2ra', name: 'H2受体拮抗剂' },
        ],
      },
      {
        key: 'ref-cardio',
        name: '心血管药物',
        children: [
          { key: 'ref-ccb', name: '钙通道阻滞剂' },
          { key: 'ref-arb', name: '沙坦类（ARB）' },
          { key: 'ref-acei', name: '普利类（ACEI）' },
          { key: 'ref-beta-blocker', name: 'β受体阻滞剂' },
          { key: 'ref-diuretic', name: '利尿药' },
          { key: 'ref-anticoagulant', name: '抗凝血药' },
        ],
      },
      {
        key: 'ref-antiplatelet',
        name: '抗血小板药',
        children: [{ key: 'ref-thienopyridine', name: '噻吩并吡啶类（P2Y12抑制剂）' }],
      },
      {
        key: 'ref-lipid',
        name: '降脂药',
        children: [
          { key: 'ref-statin', name: '他汀类' },
          { key: 'ref-lipid-other', name: '贝特类及胆固醇吸收抑制剂' },
        ],
      },
      {
        key: 'ref-antidiabetic',
        name: '降糖药',
        children: [
          { key: 'ref-biguanide', name: '双胍类' },
          { key: 'ref-sulfonylurea', name: '磺酰脲类' },
          { key: 'ref-dpp4', name: 'DPP-4抑制剂' },
          { key: 'ref-tzd', name: '噻唑烷二酮类' },
        ],
      },
      {
        key: 'ref-antiinfective',
        name: '抗感染药',
        children: [
          { key: 'ref-quinolone', name: '喹诺酮类' },
          { key: 'ref-betalactam', name: 'β-内酰胺类' },
          { key: 'ref-sulfonamide', name: '磺胺类及增效剂' },
          { key: 'ref-nitroimidazole', name: '硝基咪唑类' },
          { key: 'ref-antiinfective-other', name: '其他抗菌、抗真菌及抗病毒药' },
        ],
      },
      {
        key: 'ref-cns',
        name: '神经精神系统药物',
        children: [
          { key: 'ref-antiepileptic', name: '抗癫痫药' },
          { key: 'ref-antidepressant', name: '抗抑郁药' },
          { key: 'ref-antipsychotic', name: '抗精神病药' },
          { key: 'ref-sedative', name: '镇静催眠及抗焦虑药' },
          { key: 'ref-neurodegenerative', name: '抗痴呆及抗帕金森病药' },
          { key: 'ref-cns-stimulant', name: '中枢兴奋药' },
        ],
      },
      {
        key: 'ref-respiratory',
        name: '呼吸系统及抗过敏药物',
        children: [
          { key: 'ref-antiasthma', name: '平喘药' },
          { key: 'ref-antitussive', name: '镇咳祛痰药' },
          { key: 'ref-antihistamine', name: '抗组胺药' },
        ],
      },
      {
        key: 'ref-hormone',
        name: '激素类药物',
        children: [
          { key: 'ref-corticosteroid', name: '肾上腺皮质激素' },
          { key: 'ref-sex-hormone', name: '性激素' },
          { key: 'ref-thyroid', name: '甲状腺激素' },
        ],
      },
      {
        key: 'ref-anesthetic',
        name: '麻醉药',
        children: [{ key: 'ref-local-anesthetic', name: '局部麻醉药' }],
      },
      {
        key: 'ref-urology',
        name: '泌尿生殖系统药物',
        children: [
          { key: 'ref-pde5', name: 'PDE5抑制剂' },
          { key: 'ref-alpha-blocker', name: 'α1受体阻滞剂' },
        ],
      },
    ],
  },
  {
    key: 'imp',
    name: '杂质',
    children: [
      {
        key: 'imp-analgesic',
        name: '解热镇痛药杂质',
        children: [
          { key: 'imp-aspirin', name: '阿司匹林杂质' },
          { key: 'imp-paracetamol', name: '对乙酰氨基酚杂质' },
          { key: 'imp-ibuprofen', name: '布洛芬杂质' },
          { key: 'imp-nsaid-other', name: '其他非甾体抗炎药杂质' },
        ],
      },
      {
        key: 'imp-digestive',
        name: '消化系统药物杂质',
        children: [
          { key: 'imp-omeprazole', name: '奥美拉唑杂质' },
          { key: 'imp-lansoprazole', name: '兰索拉唑杂质' },
          { key: 'imp-pantoprazole', name: '泮托拉唑杂质' },
          { key: 'imp-rabeprazole', name: '雷贝拉唑杂质' },
        ],
      },
      {
        key: 'imp-cardio',
        name: '心血管药物杂质',
        children: [
          { key: 'imp-dihydropyridine', name: '二氢吡啶类杂质' },
          { key: 'imp-sartan', name: '沙坦类杂质' },
          { key: 'imp-acei', name: '普利类杂质' },
          { key: 'imp-diuretic', name: '利尿药杂质' },
        ],
      },
      {
        key: 'imp-antiplatelet',
        name: '抗血小板药杂质',
        children: [{ key: 'imp-clopidogrel', name: '氯吡格雷杂质' }],
      },
      {
        key: 'imp-lipid',
        name: '降脂药杂质',
        children: [
          { key: 'imp-statin', name: '他汀类杂质' },
          { key: 'imp-fibrate', name: '贝特类杂质及代谢物' },
        ],
      },
      {
        key: 'imp-antidiabetic',
        name: '降糖药杂质',
        children: [
          { key: 'imp-metformin', name: '二甲双胍杂质' },
          { key: 'imp-sulfonylurea', name: '磺酰脲类杂质' },
        ],
      },
      {
        key: 'imp-antiinfective',
        name: '抗感染药杂质',
        children: [
          { key: 'imp-antibiotic', name: '抗生素杂质' },
          { key: 'imp-antiinfective-other', name: '其他抗感染药杂质' },
        ],
      },
      {
        key: 'imp-cns',
        name: '神经系统药物杂质',
        children: [{ key: 'imp-antiepileptic', name: '抗癫痫药杂质' }],
      },
      {
        key: 'imp-other',
        name: '其他药物杂质',
        children: [
          { key: 'imp-antihistamine', name: '抗组胺药杂质' },
          { key: 'imp-anesthetic', name: '局麻药杂质' },
          { key: 'imp-xanthine', name: '黄嘌呤类杂质' },
        ],
      },
    ],
  },
  {
    key: 'int',
    name: '中间体',
    children: [
      {
        key: 'int-digestive',
        name: '消化系统药物中间体',
        children: [{ key: 'int-ppi', name: '质子泵抑制剂中间体' }],
      },
      {
        key: 'int-cardio',
        name: '心血管药物中间体',
        children: [
          { key: 'int-sartan', name: '沙坦类中间体' },
          { key: 'int-statin', name: '他汀类中间体' },
          { key: 'int-cardio-other', name: '其他心血管药物中间体' },
        ],
      },
      {
        key: 'int-general',
        name: '其他原料药中间体',
        children: [
          { key: 'int-nsaid', name: '解热镇痛药中间体' },
          { key: 'int-antiinfective', name: '抗感染药中间体' },
          { key: 'int-cns', name: '神经系统药物中间体' },
          { key: 'int-misc', name: '其他医药中间体' },
        ],
      },
    ],
  },
  {
    key: 'nitro',
    name: '亚硝胺杂质',
    children: [
      {
        key: 'nitro-small',
        name: '小分子亚硝胺',
        children: [
          { key: 'nitro-dialkyl', name: '二烷基亚硝胺' },
          { key: 'nitro-cyclic', name: '环状亚硝胺' },
          { key: 'nitro-aryl', name: '芳基亚硝胺' },
        ],
      },
      {
        key: 'nitro-api',
        name: '原料药相关亚硝胺',
        children: [{ key: 'nitro-process', name: '工艺相关亚硝胺' }],
      },
    ],
  },
  {
    key: 'iso',
    name: '同位素标记',
    children: [
      {
        key: 'iso-deuterium',
        name: '氘代标准品',
        children: [
          { key: 'iso-d-api', name: '氘代药物' },
          { key: 'iso-d-nitrosamine', name: '氘代亚硝胺' },
        ],
      },
      {
        key: 'iso-carbon',
        name: '13C/15N标记标准品',
        children: [{ key: 'iso-13c-api', name: '13C标记药物' }],
      },
    ],
  },
  {
    key: 'qc',
    name: '质控样品',
    children: [
      {
        key: 'qc-instrument',
        name: '仪器校准',
        children: [
          { key: 'qc-melting-point', name: '熔点标准品' },
          { key: 'qc-hplc', name: '色谱系统适用性' },
        ],
      },
      {
        key: 'qc-food',
        name: '食品安全检测',
        children: [{ key: 'qc-melamine', name: '三聚氰胺及其类似物' }],
      },
      {
        key: 'qc-pharma',
        name: '药品检验',
        children: [
          { key: 'qc-residual-solvent', name: '残留溶剂对照品' },
          { key: 'qc-volumetric', name: '滴定分析基准物质' },
        ],
      },
    ],
  },
];
