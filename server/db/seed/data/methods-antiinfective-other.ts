import { CH, chpRelated, epIdentity, epRelated, epRelatedPlain, imp, method, ref, uspAssay } from './methods-build';
import type { SeedMethod } from './methods-types';

const CIPROFLOXACIN = '85721-33-1';
const LEVOFLOXACIN = '100986-85-4';
const AMOXICILLIN = '61336-70-7';
const CEFALEXIN = '15686-71-2';
const SULFAMETHOXAZOLE = '723-46-6';
const TRIMETHOPRIM = '738-70-5';
const METRONIDAZOLE = '443-48-1';
const ACICLOVIR = '59277-89-3';
const LORATADINE = '79794-75-5';
const CETIRIZINE = '83881-52-1';
const LEVOTHYROXINE = '51-48-9';
const LIDOCAINE = '137-58-6';
const PROCAINE = '51-05-8';
const BENZOCAINE = '94-09-7';
const TADALAFIL = '171596-29-5';

const nitrite = (what: string) =>
  `亚硝酸钠滴定法：${what}的芳伯氨基在酸性条件下与亚硝酸钠定量发生重氮化反应，以${CH.chpDeadStop}指示终点。不需对照品。`;

/** Anti-infectives, antihistamines, thyroid hormone, local anaesthetics and a PDE5 inhibitor. */
export const antiinfectiveOtherMethods: SeedMethod[] = [
  // ---- 喹诺酮类 ----
  method(CIPROFLOXACIN, 'ChP', '盐酸环丙沙星', '有关物质', 'HPLC', chpRelated(), [ref('RM-I001')]),
  method(CIPROFLOXACIN, 'EP', 'Ciprofloxacin', '有关物质', 'HPLC', epRelated('杂质A（氟喹啉酸，合成原料）等'), [ref('RM-I001'), imp('RM-I002', 'EP 杂质A')]),
  method(CIPROFLOXACIN, 'USP-NF', 'Ciprofloxacin', '含量测定', 'HPLC', uspAssay('环丙沙星'), [ref('RM-I001')]),
  method(LEVOFLOXACIN, 'ChP', '左氧氟沙星', '有关物质', 'HPLC', chpRelated(), [ref('RM-I003')]),
  method(LEVOFLOXACIN, 'EP', 'Levofloxacin hemihydrate', '有关物质', 'HPLC', epRelatedPlain('以左氧氟沙星对照品确认主峰。'), [ref('RM-I003')]),

  // ---- β-内酰胺类 ----
  method(AMOXICILLIN, 'ChP', '阿莫西林', '有关物质', 'HPLC', chpRelated(), [ref('RM-I010')]),
  method(AMOXICILLIN, 'ChP', '阿莫西林', '含量测定', 'HPLC', `照${CH.chpHplc}测定，以阿莫西林对照品作外标。`, [ref('RM-I010')]),
  method(AMOXICILLIN, 'EP', 'Amoxicillin trihydrate', '有关物质', 'HPLC', epRelated('杂质A（6-氨基青霉烷酸）等'), [ref('RM-I010'), imp('RM-I012', 'EP 杂质A')]),
  method(CEFALEXIN, 'ChP', '头孢氨苄', '有关物质', 'HPLC', chpRelated('以7-氨基去乙酰氧基头孢烷酸（7-ADCA）和α-苯甘氨酸两种合成原料的对照品定位和限量。'),
    [ref('RM-I014'), imp('RM-I015', '7-ADCA'), imp('RM-I016', 'α-苯甘氨酸')]),
  method(CEFALEXIN, 'ChP', '头孢氨苄', '含量测定', 'HPLC', `照${CH.chpHplc}测定，以头孢氨苄对照品作外标。`, [ref('RM-I014')]),
  method(CEFALEXIN, 'EP', 'Cefalexin monohydrate', '有关物质', 'HPLC', epRelated('杂质A（D-苯甘氨酸）、B（7-ADCA）等'),
    [ref('RM-I014'), imp('RM-I016', 'EP 杂质A'), imp('RM-I015', 'EP 杂质B')]),

  // ---- 磺胺类及增效剂、硝基咪唑类、抗病毒 ----
  method(SULFAMETHOXAZOLE, 'ChP', '磺胺甲噁唑', '含量测定', '滴定', nitrite('磺胺甲噁唑'), []),
  method(TRIMETHOPRIM, 'EP', 'Trimethoprim', '有关物质', 'HPLC', epRelatedPlain('以甲氧苄啶对照品确认主峰。'), [ref('RM-I022')]),
  method(METRONIDAZOLE, 'ChP', '甲硝唑', '有关物质', 'HPLC', chpRelated('以2-甲基-5-硝基咪唑（合成原料）对照品定位和限量。'), [ref('RM-I030'), imp('RM-I031', '2-甲基-5-硝基咪唑')]),
  method(METRONIDAZOLE, 'ChP', '甲硝唑', '含量测定', '滴定', `${CH.chpNonAqueous}：供试品溶于冰醋酸，用高氯酸滴定液滴定。不需对照品。`, []),
  method(METRONIDAZOLE, 'EP', 'Metronidazole', '有关物质', 'HPLC', epRelated('杂质A（2-甲基-5-硝基咪唑）等'), [ref('RM-I030'), imp('RM-I031', 'EP 杂质A')]),
  method(ACICLOVIR, 'ChP', '阿昔洛韦', '有关物质', 'HPLC', chpRelated('以鸟嘌呤（合成原料和水解产物）对照品定位和限量。'), [ref('RM-I041'), imp('RM-I042', '鸟嘌呤')]),
  method(ACICLOVIR, 'EP', 'Aciclovir', '有关物质', 'HPLC', epRelated('杂质B（鸟嘌呤）等'), [ref('RM-I041'), imp('RM-I042', 'EP 杂质B')]),

  // ---- 抗组胺药 ----
  method(LORATADINE, 'ChP', '氯雷他定', '有关物质', 'HPLC', chpRelated(), [ref('RM-R010')]),
  method(LORATADINE, 'EP', 'Loratadine', '有关物质', 'HPLC', epRelatedPlain('以氯雷他定对照品确认主峰。'), [ref('RM-R010')]),
  method(CETIRIZINE, 'ChP', '盐酸西替利嗪', '有关物质', 'HPLC', chpRelated(), [ref('RM-R012')]),
  method(CETIRIZINE, 'EP', 'Cetirizine dihydrochloride', '有关物质', 'HPLC', epRelated('杂质A 等'), [ref('RM-R012'), imp('RM-R013', 'EP 杂质A')]),

  // ---- 甲状腺激素 ----
  method(LEVOTHYROXINE, 'ChP', '左甲状腺素钠', '有关物质', 'HPLC', chpRelated('脱碘产物碘塞罗宁（三碘甲状腺原氨酸）是需要控制的主要杂质。'), [ref('RM-H007')]),
  method(LEVOTHYROXINE, 'EP', 'Levothyroxine sodium', '有关物质', 'HPLC', epRelated('碘塞罗宁（脱碘产物）等'), [ref('RM-H007'), imp('RM-H008', '碘塞罗宁')]),

  // ---- 局部麻醉药 ----
  method(LIDOCAINE, 'ChP', '盐酸利多卡因', '有关物质', 'HPLC', chpRelated('以2,6-二甲基苯胺（合成原料和水解产物）对照品定位和限量。'), [ref('RM-L001'), imp('RM-L002', '2,6-二甲基苯胺')]),
  method(LIDOCAINE, 'EP', 'Lidocaine', '有关物质', 'HPLC', epRelated('杂质A（2,6-二甲基苯胺）等'), [ref('RM-L001'), imp('RM-L002', 'EP 杂质A')]),
  method(LIDOCAINE, 'EP', 'Lidocaine', '鉴别', 'IR', epIdentity('利多卡因'), [ref('RM-L001')]),
  method(PROCAINE, 'ChP', '盐酸普鲁卡因', '特定杂质', 'HPLC', `照${CH.chpHplc}检查对氨基苯甲酸（酯键水解产物），以对氨基苯甲酸对照品定位和限量。`,
    [ref('RM-L004'), imp('RM-L005', '对氨基苯甲酸')], '对氨基苯甲酸'),
  method(PROCAINE, 'ChP', '盐酸普鲁卡因', '含量测定', '滴定', nitrite('普鲁卡因'), []),
  method(BENZOCAINE, 'ChP', '苯佐卡因', '含量测定', '滴定', nitrite('苯佐卡因'), []),
  method(BENZOCAINE, 'EP', 'Benzocaine', '鉴别', 'IR', epIdentity('苯佐卡因'), [ref('RM-L006')]),

  // ---- PDE5抑制剂 ----
  method(TADALAFIL, 'EP', 'Tadalafil', '有关物质', 'HPLC', epRelatedPlain('以他达拉非对照品确认主峰。'), [ref('RM-U002')]),
];
