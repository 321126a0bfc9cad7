// Part of lib/messages.ts (which re-exports it), in a module of its own so that code in every page's first load
// imports these texts without the rest of the storefront's (docs/adr/0009-first-load-javascript.md).
/** Lots and warehouses on the goods detail (components/catalogue/LotInfo.tsx) and on order lines. */
export const LOT_MSG = {
  title: '批次与库存',
  lotNo: '当前批号',
  expiry: '有效期至',
  retest: '复验期',
  manufactured: '生产日期',
  certified: (property: string) => `定值（${property}）`,
  certifiedValue: (value: string, uncertainty: string, unit: string) => `${value} ± ${uncertainty} ${unit}`,
  coverage: 'U，k=2',
  noLot: '暂无现货批次：下单后安排生产或调货，按新批次发货',
  warehouses: '分仓库存',
  inStock: (n: number) => `现货 ${n}`,
  noStock: '暂无现货',
  eta: (min: number, max: number) => (min === max ? `预计 ${min} 天送达` : `预计 ${min}-${max} 天送达`),
  cutoff: (time: string) => `${time} 前付款当日发出`,
  lineLot: (lotNo: string, quantity: number, warehouse: string) => `${lotNo} × ${quantity}（${warehouse}）`,
  /** The link to a shipped lot's certificate on an order's page. */
  coa: 'COA',
  coaOf: (lotNo: string) => `下载批号 ${lotNo} 的分析证书（COA）`,
} as const;
