/** Issuing bodies (发布单位) as printed on covers, by era; used only where we know the cover. */
export const BODY = {
  aqsiqSac: '国家质量监督检验检疫总局、国家标准化管理委员会',
  samrSac: '国家市场监督管理总局、国家标准化管理委员会',
  aqsiq: '国家质量监督检验检疫总局',
  samr: '国家市场监督管理总局',
  mep: '环境保护部',
  mee: '生态环境部',
  sepaAqsiq: '国家环境保护总局、国家质量监督检验检疫总局',
  meeSamr: '生态环境部、国家市场监督管理总局',
  nhc: '国家卫生健康委员会',
  nhcSamr: '国家卫生健康委员会、国家市场监督管理总局',
  nhcMaraSamr: '国家卫生健康委员会、农业农村部、国家市场监督管理总局',
  maraNhcSamr: '农业农村部、国家卫生健康委员会、国家市场监督管理总局',
  mohSac: '卫生部、国家标准化管理委员会',
  moa: '农业部',
} as const;
