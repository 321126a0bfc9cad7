/**
 * SDS sections 4 (first aid), 5 (fire fighting) and 7 (handling and storage) in the wording of Chinese SDSs
 * (GB/T 16483, GB/T 17519), composed per kind of hazard: profiles in ./hazards.ts pick the ones that fit.
 */
const INHALE = '吸入：迅速脱离现场至空气新鲜处，保持呼吸道通畅；如呼吸困难，给输氧，就医。';
const SKIN = '皮肤接触：脱去污染的衣着，用肥皂水和清水彻底冲洗皮肤。';
const EYES = '眼睛接触：提起眼睑，用流动清水或生理盐水冲洗至少15分钟，就医。';

export const FIRST_AID = {
  /** Harmful or irritating solids (警告). */
  harmful: `${INHALE}${SKIN}${EYES}食入：漱口，饮适量温水，如感觉不适就医。`,
  /** Toxic solids (acute toxicity 1–3). */
  toxic: `${INHALE}${SKIN}${EYES}食入：立即漱口，禁止催吐，立即呼叫急救中心或就医，出示本安全技术说明书。`,
  /** Skin or respiratory sensitisers. */
  sensitiser: `${INHALE}出现哮喘、胸闷等呼吸道过敏症状时立即就医。${SKIN}出现皮疹时就医。${EYES}食入：漱口，如感觉不适就医。`,
  /** Carcinogens, mutagens and reproductive toxicants (no acute effect). */
  cmr: `${INHALE}${SKIN}${EYES}食入：漱口，就医。接触后或怀疑接触后均应就医，并告知医生所接触的物质。`,
  /** Volatile organic solvents (narcotic effect, aspiration). */
  solvent: `吸入：迅速脱离现场至空气新鲜处，保持呼吸道通畅；如呼吸困难，给输氧；如呼吸停止，立即进行人工呼吸，就医。${SKIN}${EYES}食入：漱口，禁止催吐（呕吐物可能吸入肺部），立即就医。`,
  /** Oxidising, irritating solids. */
  oxidiser: `${INHALE}皮肤接触：立即脱去污染的衣着，用大量流动清水冲洗至少15分钟，就医。${EYES}食入：用水漱口，饮水稀释，禁止催吐，立即就医。`,
};

const FIRE_TEAM = '消防人员须佩戴自给式正压空气呼吸器，穿全身防火防毒服，在上风向灭火；用水雾冷却火场中的容器。';

/** `gases`: what burning gives besides carbon oxides, e.g. '氮氧化物' (real elements of the compound). */
export const fireSolid = (gases?: string) => `灭火剂：水雾、干粉、二氧化碳、抗溶性泡沫。燃烧分解产生一氧化碳、二氧化碳${gases ? `、${gases}` : ''}等有毒烟气；粉尘与空气可形成爆炸性混合物。${FIRE_TEAM}`;

/** Combustible (not highly flammable) liquids. */
export const fireLiquid = (gases?: string) => `灭火剂：抗溶性泡沫、干粉、二氧化碳、雾状水。燃烧分解产生一氧化碳、二氧化碳${gases ? `、${gases}` : ''}等有毒烟气；容器受热有破裂危险。${FIRE_TEAM}`;

export const FIRE = {
  flammableLiquid: `灭火剂：抗溶性泡沫、干粉、二氧化碳、砂土；用直流水灭火无效。蒸气比空气重，能在较低处扩散到相当远的地方，遇火源会着火回燃；容器受热有破裂爆炸危险。${FIRE_TEAM}尽可能将容器从火场移至空旷处。`,
  oxidiser: `本品不燃，但为强氧化剂，与有机物、还原剂、可燃物接触或混合可引起燃烧或爆炸。灭火剂：水、雾状水、砂土；禁止用干粉、二氧化碳等窒息法灭火。${FIRE_TEAM}`,
  nonFlammableHalogenated: `本品不燃。受高热分解放出光气、氯化氢等剧毒气体。根据周围着火原因选择灭火剂。${FIRE_TEAM}`,
};

const HANDLE_SOLID = '操作：在通风橱或有局部排风的场所操作，避免产生和吸入粉尘，避免与皮肤和眼睛接触；戴防护手套、护目镜，必要时戴防尘口罩。操作后洗手，工作场所禁止饮食。';

export const HANDLING = {
  solid: `${HANDLE_SOLID}储存：密封，储存于阴凉、干燥、通风处，避光，远离强氧化剂；按标签所示温度保存。`,
  cmr: `操作：取得专门说明，仅由受过培训的人员在通风橱内操作；避免产生和吸入粉尘，避免一切接触，戴防护手套、护目镜和防护服；妊娠期和哺乳期人员避免接触。储存：密封，避光，按标签所示温度保存，存放处加锁。`,
  cmrLiquid: `操作：取得专门说明，仅由受过培训的人员在通风橱内密闭操作；避免吸入蒸气，避免一切接触，戴防护手套、护目镜和防护服；妊娠期和哺乳期人员避免接触。储存：密封，避光，按标签所示温度保存，存放处加锁。`,
  liquid: `操作：在通风橱内操作，避免吸入蒸气，避免与皮肤和眼睛接触；戴防护手套、护目镜；远离明火和热源。储存：密封，储存于阴凉、通风处，避光，远离强氧化剂。`,
  toxic: `操作：仅在通风橱内操作，避免产生和吸入粉尘，避免一切接触；戴防护手套、护目镜，必要时戴防毒面具。操作后彻底洗手，工作场所禁止饮食。储存：密封，避光，按标签所示温度保存，存放处加锁，专人保管。`,
  sensitiser: `操作：在通风橱内操作，避免产生和吸入粉尘；对本品过敏者不得接触；戴防护手套、护目镜和防尘口罩，受污染的工作服不得带出工作场所。储存：密封，储存于阴凉、干燥处，按标签所示温度保存。`,
  flammableLiquid: `操作：密闭操作，在通风橱内使用；远离火种、热源，使用防爆型通风设备和不产生火花的工具，容器接地防止静电；避免吸入蒸气和接触皮肤、眼睛。储存：储存于阴凉、通风的易燃液体专用库（柜）内，库温不宜超过30℃，远离火种、热源和氧化剂，保持容器密封。`,
  oxidiser: `操作：避免产生粉尘；远离可燃物、有机物、还原剂、强酸和活性金属粉末；戴防护手套、护目镜。储存：储存于阴凉、干燥、通风的库房，与还原剂、可燃物、有机物、酸类分开存放，包装密封。`,
};

/** 易制毒 / 易制爆 storage duty appended to the handling text (易制毒化学品管理条例; 易制爆危险化学品治安管理办法). */
export const CONTROLLED_STORAGE = '本品为管制化学品：专库（柜）储存，双人双锁，建立出入库台账，如实登记购买、使用、销毁情况；流失、被盗应立即报告公安机关。';
