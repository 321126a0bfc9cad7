/**
 * Vouchers, points-mall items and activities of this shop (docs/adr/0029-member-assets.md). Money in fen;
 * dates in China time (+08:00). Gifts are lab consumables the shop posts with orders; they are not
 * catalogue products and are never sold.
 */
export interface SeedVoucherTemplate {
  key: string;
  name: string;
  faceFen: number;
  minOrderFen: number;
  validDays?: number;
  validFrom?: string;
  validTo?: string;
}

export const voucherTemplates: SeedVoucherTemplate[] = [
  { key: 'points-10', name: '10 元优惠券（满 200 元可用）', faceFen: 1000, minOrderFen: 20000, validDays: 90 },
  { key: 'points-30', name: '30 元优惠券（满 500 元可用）', faceFen: 3000, minOrderFen: 50000, validDays: 90 },
  { key: 'points-80', name: '80 元优惠券（满 1000 元可用）', faceFen: 8000, minOrderFen: 100000, validDays: 90 },
  { key: 'labor-day-2026-50', name: '劳动节 50 元优惠券（满 800 元可用）', faceFen: 5000, minOrderFen: 80000, validFrom: '2026-05-01T00:00:00+08:00', validTo: '2026-05-06T00:00:00+08:00' },
  { key: 'year-end-2026-20', name: '年终回馈 20 元优惠券（满 300 元可用）', faceFen: 2000, minOrderFen: 30000, validDays: 30 },
  { key: 'year-end-2026-60', name: '年终回馈 60 元优惠券（满 1000 元可用）', faceFen: 6000, minOrderFen: 100000, validDays: 30 },
  // SPEC §9: an adopted suggestion earns its author this voucher (server/services/feedback.ts).
  { key: 'feedback-100', name: '问题反馈采纳奖励 100 元优惠券（无门槛）', faceFen: 10000, minOrderFen: 0, validDays: 180 },
];

export interface SeedMallItem {
  key: string;
  kind: 'voucher' | 'gift';
  name: string;
  description: string;
  points: number;
  stock: number;
  perUserLimit: number;
  template?: string;
}

export const mallItems: SeedMallItem[] = [
  { key: 'voucher-10', kind: 'voucher', template: 'points-10', name: '10 元优惠券', description: '商品金额满 200 元可用，兑换后 90 天内有效，结算时抵扣商品金额（不抵运费）。', points: 100, stock: 5000, perUserLimit: 5 },
  { key: 'voucher-30', kind: 'voucher', template: 'points-30', name: '30 元优惠券', description: '商品金额满 500 元可用，兑换后 90 天内有效，结算时抵扣商品金额（不抵运费）。', points: 280, stock: 2000, perUserLimit: 3 },
  { key: 'voucher-80', kind: 'voucher', template: 'points-80', name: '80 元优惠券', description: '商品金额满 1000 元可用，兑换后 90 天内有效，结算时抵扣商品金额（不抵运费）。', points: 700, stock: 1000, perUserLimit: 2 },
  { key: 'gift-tips-1000', kind: 'gift', name: '移液器吸头 1000 μL（96 支/盒）', description: '通用型 1000 μL 蓝色吸头，盒装灭菌，适配常见单道移液器。兑换后随下一笔订单或单独寄送至所选地址。', points: 300, stock: 200, perUserLimit: 2 },
  { key: 'gift-notebook', kind: 'gift', name: '实验记录本（A4，100 页）', description: '带连续页码和签字栏的实验记录本，便于按 GLP 要求记录称量、配制与检测过程。', points: 200, stock: 300, perUserLimit: 3 },
  { key: 'gift-nitrile-gloves', kind: 'gift', name: '丁腈手套（无粉，M 码，100 只/盒）', description: '一次性无粉丁腈检查手套，耐常见有机溶剂短时接触，适合标准品称量与溶液配制。', points: 400, stock: 150, perUserLimit: 2 },
];

export interface SeedActivity {
  slug: string;
  title: string;
  summary: string;
  body: string;
  startsAt: string;
  endsAt: string;
  /** Product codes of the catalogue. */
  products: string[];
  vouchers: { template: string; stock: number }[];
}

export const activities: SeedActivity[] = [
  {
    slug: 'laborDay',
    title: '2026 劳动节实验室补给季',
    summary: '2026 年 5 月 1 日至 5 日，领取满 800 减 50 元优惠券，亚硝胺杂质与熔点标准品专题推荐。',
    body: [
      '劳动节期间（2026 年 5 月 1 日 0:00 至 5 月 5 日 24:00），登录后可在本页领取一张满 800 元减 50 元的优惠券，每位用户限领一张，数量有限，领完即止。',
      '优惠券在活动期内提交订单时可用，仅抵扣商品金额，不抵扣运费；订单取消后优惠券退回账户，在有效期内可再次使用。',
      '本期专题：N-亚硝胺类杂质对照品与熔点标准品。管制类商品仍需完成实名认证并上传许可证明，审核通过后方可付款。',
    ].join('\n\n'),
    startsAt: '2026-05-01T00:00:00+08:00',
    endsAt: '2026-05-06T00:00:00+08:00',
    products: ['RM-X001', 'RM-X002', 'RM-X004', 'RM-Q001', 'RM-Q003'],
    vouchers: [{ template: 'labor-day-2026-50', stock: 500 }],
  },
  {
    slug: 'yearEnd2026',
    title: '2026 年终回馈',
    summary: '2026 年 11 月 20 日至 12 月 31 日，满 300 减 20、满 1000 减 60 两档优惠券，每档每人限领一张。',
    body: [
      '年终回馈活动期间（2026 年 11 月 20 日至 12 月 31 日），登录后可领取两档优惠券：满 300 元减 20 元、满 1000 元减 60 元，每档每位用户限领一张，领取后 30 天内有效。',
      '每笔订单只能使用一张优惠券，仅抵扣商品金额，不抵扣运费；未付款订单取消或超时关闭后，优惠券退回账户。',
      '积分同样可以在积分商城兑换优惠券与实验耗材，订单完成后按实付金额每元累积 1 积分。',
    ].join('\n\n'),
    startsAt: '2026-11-20T00:00:00+08:00',
    endsAt: '2027-01-01T00:00:00+08:00',
    products: ['RM-Q002', 'RM-Q004', 'RM-Q005', 'RM-X003', 'RM-X005'],
    vouchers: [
      { template: 'year-end-2026-20', stock: 1000 },
      { template: 'year-end-2026-60', stock: 300 },
    ],
  },
];
