import { and, asc, eq, gte, lt } from 'drizzle-orm';
import { formatTime } from '../../../lib/china-time';
import type { ApiConfig } from '../../config';
import type { Db } from '../../db/client';
import { identityCases, orderLines, orderPermits, orders, salesLedger } from '../../db/schema';
import { identityKeys, openText } from '../identity/crypto';

/*
 * The sales ledger (购销台账) as CSV for Excel: UTF-8 with a BOM (so Excel reads Chinese), CRLF, every cell
 * quoted, and a cell starting with = + - @ (or a tab / carriage return) prefixed with ' so a spreadsheet
 * never runs it as a formula (CSV injection: a buyer writes the use statement and the file name).
 */
export const LEDGER_HEADER = ['序号', '订单号', '下单时间', '审核通过时间', '购买人', '身份证号码', '购买单位', '产品名称', '货号', 'CAS号', '管制类别', '规格', '数量', '批号', '发货时间', '用途', '许可证/备案证明'];

export function csvCell(value: string | number | null): string {
  let text = value === null ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

export const toCsv = (rows: (string | number | null)[][]) => `\uFEFF${rows.map((r) => r.map(csvCell).join(',')).join('\r\n')}\r\n`;

/** China time, as the operator reads dates: 2026-11-25 18:30. */
const cn = (d: Date | null) => formatTime(d, 'minute');
/** The first instant of a day (yyyy-MM-dd) in China time. */
export const dayStart = (day: string) => new Date(`${day}T00:00:00+08:00`);

export async function ledgerCsv(db: Db, config: Pick<ApiConfig, 'IDENTITY_KEY' | 'dataDir'>, range: { from?: string; to?: string }): Promise<string> {
  const rows = await db
    .select({ l: salesLedger, line: orderLines, order: { orderNo: orders.orderNo, createdAt: orders.createdAt, shippedAt: orders.shippedAt }, who: { nameEnc: identityCases.nameEnc, idNoEnc: identityCases.idNoEnc }, permit: { id: orderPermits.id, name: orderPermits.originalName } })
    .from(salesLedger)
    .innerJoin(orderLines, eq(orderLines.id, salesLedger.orderLineId))
    .innerJoin(orders, eq(orders.id, salesLedger.orderId))
    .innerJoin(identityCases, eq(identityCases.id, salesLedger.caseId))
    .innerJoin(orderPermits, eq(orderPermits.id, salesLedger.permitId))
    .where(
      and(
        range.from ? gte(salesLedger.approvedAt, dayStart(range.from)) : undefined,
        range.to ? lt(salesLedger.approvedAt, new Date(dayStart(range.to).getTime() + 86_400_000)) : undefined,
      ),
    )
    .orderBy(asc(salesLedger.approvedAt), asc(salesLedger.id));
  const keys = identityKeys(config);
  const body = rows.map((r, i) => [
    i + 1,
    r.order.orderNo,
    cn(r.order.createdAt),
    cn(r.l.approvedAt),
    openText(keys, r.who.nameEnc),
    openText(keys, r.who.idNoEnc),
    r.l.organisation,
    r.line.name,
    r.line.code,
    r.line.cas,
    r.l.category,
    r.line.pack,
    r.line.num,
    r.line.lotNo,
    cn(r.order.shippedAt),
    r.l.useStatement,
    `permit-${r.permit.id} ${r.permit.name}`,
  ]);
  return toCsv([LEDGER_HEADER, ...body]);
}
