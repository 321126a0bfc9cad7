import { CH, chpRelated, epIdentity, epRelated, epRelatedPlain, imp, method, ref, uspAssay } from './methods-build';
import type { SeedMethod } from './methods-types';

const ASPIRIN = '50-78-2';
const PARACETAMOL = '103-90-2';
const IBUPROFEN = '15687-27-1';
const NAPROXEN = '22204-53-1';
const DICLOFENAC = '15307-79-6';
const CAFFEINE = '58-08-2';
const CARBAMAZEPINE = '298-46-4';
const GABAPENTIN = '60142-96-3';
const DONEPEZIL = '120011-70-3';
const OMEPRAZOLE = '73590-58-6';
const LANSOPRAZOLE = '103577-45-3';
const PANTOPRAZOLE = '102625-70-7';
const RABEPRAZOLE = '117976-90-6';

/** Analgesics, CNS drugs and proton pump inhibitors. */
export const analgesicCnsDigestiveMethods: SeedMethod[] = [
  // ---- 阿司匹林 ----
  method(ASPIRIN, 'ChP', '阿司匹林', '特定杂质', 'HPLC',
    `照${CH.chpHplc}检查游离水杨酸，以水杨酸对照品作外标。阿司匹林在溶液中易水解生成水杨酸，供试品溶液应临用新制。`,
    [imp('RM-A002', '水杨酸')], '游离水杨酸'),
  method(ASPIRIN, 'ChP', '阿司匹林', '有关物质', 'HPLC', chpRelated('水杨酸是主要的降解杂质，可用水杨酸对照品确认其峰位。'), [ref('RM-A001'), imp('RM-A002', '水杨酸')]),
  method(ASPIRIN, 'ChP', '阿司匹林', '含量测定', '滴定',
    '酸碱滴定法：供试品用中性乙醇溶解，以酚酞为指示剂，用氢氧化钠滴定液直接滴定羧基。不需对照品。', []),
  method(ASPIRIN, 'EP', 'Acetylsalicylic acid', '有关物质', 'HPLC', epRelated('杂质A、B、C（水杨酸）、D、E、F'),
    [imp('RM-A003', 'EP 杂质A'), imp('RM-A004', 'EP 杂质B'), imp('RM-A002', 'EP 杂质C'), imp('RM-A005', 'EP 杂质D'), imp('RM-A006', 'EP 杂质E'), imp('RM-A007', 'EP 杂质F')]),
  method(ASPIRIN, 'EP', 'Acetylsalicylic acid', '鉴别', 'IR', epIdentity('乙酰水杨酸'), [ref('RM-A001')]),
  method(ASPIRIN, 'JP', 'Aspirin', '含量测定', '滴定',
    '剩余滴定法：加定量过量的氢氧化钠滴定液加热使酯键水解，再用酸滴定液回滴剩余的碱，并做空白试验校正。不需对照品。', []),

  // ---- 对乙酰氨基酚 ----
  method(PARACETAMOL, 'ChP', '对乙酰氨基酚', '有关物质', 'HPLC',
    chpRelated('各论项目为“对氨基酚及有关物质”：以对氨基酚对照品和对乙酰氨基酚对照品定位，对氨基酚单独限量。'),
    [ref('RM-A010'), imp('RM-A020', '对氨基酚')], '对氨基酚及有关物质'),
  method(PARACETAMOL, 'ChP', '对乙酰氨基酚', '特定杂质', 'HPLC', `照${CH.chpHplc}检查对氯苯乙酰胺，以对氯苯乙酰胺对照品作外标。`,
    [imp('RM-A019', '对氯苯乙酰胺'), ref('RM-A010')], '对氯苯乙酰胺'),
  method(PARACETAMOL, 'ChP', '对乙酰氨基酚', '含量测定', 'UV',
    `${CH.chpUv}：供试品在稀氢氧化钠溶液中测定吸光度，按百分吸收系数计算含量，不需对照品。`, []),
  method(PARACETAMOL, 'EP', 'Paracetamol', '有关物质', 'HPLC', epRelated('杂质A至K（含4-氨基苯酚即杂质K、4\'-氯乙酰苯胺即杂质J）'),
    [imp('RM-A011', 'EP 杂质A'), imp('RM-A012', 'EP 杂质B'), imp('RM-A013', 'EP 杂质C'), imp('RM-A014', 'EP 杂质D'), imp('RM-A015', 'EP 杂质E'), imp('RM-A016', 'EP 杂质F'),
      imp('RM-A017', 'EP 杂质H'), imp('RM-A018', 'EP 杂质I'), imp('RM-A019', 'EP 杂质J'), imp('RM-A020', 'EP 杂质K')]),
  method(PARACETAMOL, 'EP', 'Paracetamol', '鉴别', 'IR', epIdentity('对乙酰氨基酚'), [ref('RM-A010')]),

  // ---- 布洛芬 ----
  method(IBUPROFEN, 'ChP', '布洛芬', '含量测定', '滴定',
    '酸碱滴定法：供试品用中性乙醇溶解，以酚酞为指示剂，用氢氧化钠滴定液滴定羧基。不需对照品。', []),
  method(IBUPROFEN, 'EP', 'Ibuprofen', '有关物质', 'HPLC', epRelated('杂质A、B、C、D、E（4-异丁基苯乙酮）、F、J 等'),
    [imp('RM-A032', 'EP 杂质A'), imp('RM-A033', 'EP 杂质B'), imp('RM-A034', 'EP 杂质C'), imp('RM-A035', 'EP 杂质D'), imp('RM-A036', 'EP 杂质E'), imp('RM-A037', 'EP 杂质F'), imp('RM-A038', 'EP 杂质J')]),
  method(IBUPROFEN, 'EP', 'Ibuprofen', '鉴别', 'IR', epIdentity('布洛芬'), [ref('RM-A030')]),
  method(IBUPROFEN, 'USP-NF', 'Ibuprofen', '含量测定', 'HPLC', uspAssay('布洛芬'), [ref('RM-A030')]),

  // ---- 萘普生 ----
  method(NAPROXEN, 'EP', 'Naproxen', '有关物质', 'HPLC', epRelatedPlain('以萘普生对照品确认主峰。'), [ref('RM-A050')]),
  method(NAPROXEN, 'USP-NF', 'Naproxen', '含量测定', 'HPLC', uspAssay('萘普生'), [ref('RM-A050')]),

  // ---- 双氯芬酸钠 ----
  method(DICLOFENAC, 'ChP', '双氯芬酸钠', '有关物质', 'HPLC', chpRelated(), [ref('RM-A054')]),
  method(DICLOFENAC, 'EP', 'Diclofenac sodium', '有关物质', 'HPLC', epRelated('杂质A（1-(2,6-二氯苯基)吲哚啉-2-酮）等'), [ref('RM-A054'), imp('RM-A055', 'EP 杂质A')]),

  // ---- 咖啡因 ----
  method(CAFFEINE, 'ChP', '咖啡因', '含量测定', '滴定',
    `${CH.chpNonAqueous}：供试品溶于醋酐-冰醋酸，以结晶紫为指示剂，用高氯酸滴定液滴定。不需对照品。`, []),
  method(CAFFEINE, 'EP', 'Caffeine', '有关物质', 'HPLC', epRelatedPlain('以咖啡因对照品确认主峰。'), [ref('RM-A070')]),

  // ---- 卡马西平 ----
  method(CARBAMAZEPINE, 'ChP', '卡马西平', '有关物质', 'HPLC', chpRelated(), [ref('RM-N001')]),
  method(CARBAMAZEPINE, 'EP', 'Carbamazepine', '有关物质', 'HPLC', epRelated('杂质A（10,11-二氢卡马西平）、杂质D（亚氨基芪）等'),
    [ref('RM-N001'), imp('RM-N002', 'EP 杂质A'), imp('RM-N003', 'EP 杂质D')]),

  // ---- 加巴喷丁 ----
  method(GABAPENTIN, 'ChP', '加巴喷丁', '有关物质', 'HPLC', chpRelated('加巴喷丁分子内环合生成的内酰胺（EP 杂质A）是其主要降解产物。'), [ref('RM-N007')]),
  method(GABAPENTIN, 'EP', 'Gabapentin', '有关物质', 'HPLC', epRelated('杂质A（加巴喷丁内酰胺）等'), [ref('RM-N007'), imp('RM-N008', 'EP 杂质A')]),

  // ---- 盐酸多奈哌齐 ----
  method(DONEPEZIL, 'ChP', '盐酸多奈哌齐', '有关物质', 'HPLC', chpRelated(), [ref('RM-N050')]),
  method(DONEPEZIL, 'EP', 'Donepezil hydrochloride', '有关物质', 'HPLC', epRelatedPlain('以盐酸多奈哌齐对照品确认主峰。'), [ref('RM-N050')]),

  // ---- 奥美拉唑 ----
  method(OMEPRAZOLE, 'ChP', '奥美拉唑', '有关物质', 'HPLC',
    chpRelated('奥美拉唑在酸性条件下不稳定；合成前体硫醚和过度氧化产物砜是其主要的工艺杂质。系统适用性试验用奥美拉唑与杂质Ⅰ（奥美拉唑砜）的混合溶液，考察两峰的分离。'),
    // The ChP monographs of the omeprazole family name 杂质Ⅰ 对照品 for system suitability (the sulfone, Ph. Eur. impurity D): docs/adr/0031-pharmacopoeia-methods.md and the comment on this method.
    [ref('RM-D001'), { code: 'RM-D005', role: '系统适用性对照品', label: '杂质Ⅰ' }]),
  method(OMEPRAZOLE, 'EP', 'Omeprazole', '有关物质', 'HPLC', epRelated('杂质A（5-甲氧基-2-巯基苯并咪唑）、C（硫醚）、D（砜）等'),
    [ref('RM-D001'), imp('RM-D003', 'EP 杂质A'), imp('RM-D004', 'EP 杂质C'), imp('RM-D005', 'EP 杂质D')]),
  method(OMEPRAZOLE, 'EP', 'Omeprazole', '鉴别', 'IR', epIdentity('奥美拉唑'), [ref('RM-D001')]),
  method(OMEPRAZOLE, 'USP-NF', 'Omeprazole', '含量测定', 'HPLC', uspAssay('奥美拉唑'), [ref('RM-D001')]),

  // ---- 兰索拉唑 ----
  method(LANSOPRAZOLE, 'ChP', '兰索拉唑', '有关物质', 'HPLC', chpRelated('合成前体硫醚和过度氧化产物砜是兰索拉唑主要的工艺杂质。'), [ref('RM-D010')]),
  method(LANSOPRAZOLE, 'EP', 'Lansoprazole', '有关物质', 'HPLC', epRelated('兰索拉唑砜、兰索拉唑硫醚等'),
    [ref('RM-D010'), imp('RM-D013', '兰索拉唑砜'), imp('RM-D012', '兰索拉唑硫醚')]),
  method(LANSOPRAZOLE, 'USP-NF', 'Lansoprazole', '含量测定', 'HPLC', uspAssay('兰索拉唑'), [ref('RM-D010')]),

  // ---- 泮托拉唑 ----
  method(PANTOPRAZOLE, 'ChP', '泮托拉唑钠', '有关物质', 'HPLC', chpRelated('合成前体硫醚和过度氧化产物砜是泮托拉唑主要的工艺杂质。'), [ref('RM-D020')]),
  method(PANTOPRAZOLE, 'EP', 'Pantoprazole sodium sesquihydrate', '有关物质', 'HPLC', epRelated('泮托拉唑砜、泮托拉唑硫醚等'),
    [ref('RM-D020'), imp('RM-D021', '泮托拉唑砜'), imp('RM-D022', '泮托拉唑硫醚')]),
  method(PANTOPRAZOLE, 'USP-NF', 'Pantoprazole Sodium', '含量测定', 'HPLC', uspAssay('泮托拉唑'), [ref('RM-D020')]),

  // ---- 雷贝拉唑钠 ----
  method(RABEPRAZOLE, 'ChP', '雷贝拉唑钠', '有关物质', 'HPLC', chpRelated('合成前体硫醚和过度氧化产物砜是雷贝拉唑主要的工艺杂质。'), [ref('RM-D030')]),
];
