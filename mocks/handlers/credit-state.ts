import { BILL_STATE_TEXT, CREDIT_MSG, fenText, type BillState, type CreditBill } from '../../lib/api/contract/credit';
import { PAY_METHOD_TEXT } from '../../lib/api/contract/payment';

/*
 * Credit terms of the mock API, in memory per process (`resetCreditMocks()` for tests), with the server's
 * rules and words (docs/api.md "Credit terms"): a line per user, bills due term days after payment,
 * an overdue bill or a total above the available amount refuses 账期支付. Tokens as in the order mocks.
 */

interface MockLine {
  limit: number;
  used: number;
  termDays: number;
  active: boolean;
  grantedAt: string;
}
export interface MockBill extends CreditBill {
  userId: number;
}

/** The server's demonstration account (server/providers/payment/index.ts DEMO_BANK_ACCOUNT). */
export const BANK = { payee: '标准品商城（演示账户，请勿实际转账）', bankName: '演示银行', account: '0000 0000 0000 0000' };
const DAY_MS = 86_400_000;
const chinaDay = (at: number) => new Date(at + 8 * 3600_000).toISOString().slice(0, 10);

const state = { lines: new Map<number, MockLine>(), bills: [] as MockBill[], seq: 500 };

export function resetCreditMocks() {
  state.lines.clear();
  state.bills = [];
  state.seq = 500;
}

/** For tests: the operator granted this user a line (fen, days). */
export function setMockCreditLine(userId: number, line: { limit: number; termDays: number; used?: number; active?: boolean }) {
  state.lines.set(userId, { used: 0, active: true, grantedAt: new Date().toISOString(), ...line });
}

/** For tests: a bill of this user, due `dueInDays` from today (negative: overdue) — its amount counts as used. */
export function seedMockBill(userId: number, bill: { orderId: number; orderNo: string; amount: number; dueInDays: number; repaid?: number; settled?: boolean }): MockBill {
  const line = state.lines.get(userId);
  const dueOn = chinaDay(Date.now() + bill.dueInDays * DAY_MS);
  const repaid = bill.settled ? bill.amount : (bill.repaid ?? 0);
  const b: MockBill = {
    userId,
    id: ++state.seq,
    billNo: `ZQ${bill.orderNo}`,
    orderId: bill.orderId,
    orderNo: bill.orderNo,
    amount: bill.amount,
    repaid,
    refunded: 0,
    outstanding: bill.amount - repaid,
    termDays: line?.termDays ?? 30,
    dueOn,
    state: 'due',
    stateText: BILL_STATE_TEXT.due,
    createdAt: new Date().toISOString(),
    settledAt: bill.settled ? new Date().toISOString() : null,
  };
  if (line) line.used += b.outstanding;
  state.bills.push(b);
  return refresh(b);
}

export const creditMockLine = (userId: number) => state.lines.get(userId);

function refresh(b: MockBill): MockBill {
  const s: BillState = b.outstanding === 0 ? 'settled' : b.dueOn < chinaDay(Date.now()) ? 'overdue' : 'due';
  return Object.assign(b, { state: s, stateText: BILL_STATE_TEXT[s] });
}

export const available = (l: MockLine) => Math.max(0, l.limit - l.used);
export const amountOf = (l: MockLine | undefined) =>
  l ? { hasLine: true, active: l.active, limit: l.limit, used: l.used, available: available(l), termDays: l.termDays } : { hasLine: false, active: false, limit: 0, used: 0, available: 0, termDays: 0 };
export const billsOf = (userId: number) => state.bills.filter((b) => b.userId === userId).map(refresh);
export const view = ({ userId: _u, ...b }: MockBill): CreditBill => b;

export function refusalOf(userId: number, amount: number | null): string | null {
  const line = state.lines.get(userId);
  if (!line) return CREDIT_MSG.noLine;
  if (!line.active) return CREDIT_MSG.suspended;
  const overdue = billsOf(userId).filter((b) => b.state === 'overdue');
  if (overdue.length) return CREDIT_MSG.overdue(overdue.length, fenText(overdue.reduce((s, b) => s + b.outstanding, 0)));
  if (amount !== null && amount > available(line)) return CREDIT_MSG.overLimit(fenText(amount), fenText(available(line)));
  return null;
}

/** The `credit` entry of the order mocks' method list. */
export function creditMockMethod(userId: number) {
  const line = state.lines.get(userId);
  if (!line) return [];
  const description = line.active ? `可用额度 ${fenText(available(line))}，账期 ${line.termDays} 天，到期前对公转账还款` : '账期额度已暂停使用';
  return [{ method: 'credit' as const, title: PAY_METHOD_TEXT.credit, description }];
}

