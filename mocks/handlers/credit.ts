import { credit, CREDIT_MSG, fenText } from '../../lib/api/contract/credit';
import { mock, ok, okPage, rejected, sessionInvalid } from '../mock';
import { amountOf, available, BANK, billsOf, creditMockLine, refusalOf, view, type MockBill } from './credit-state';
import { mockOrderOf, payByCreditMock } from './order';

/* The credit-term calls of the mock API (state and rules in credit-state.ts). Tokens as in the order mocks. */

const userIdOf = (token: string | null) => {
  const m = token ? /^mock-token-(\d+)-\d+$/.exec(token) : null;
  return m ? Number(m[1]) : null;
};

export const creditHandlers = [
  mock(credit.amount, ({ token }) => {
    const uid = userIdOf(token);
    return uid === null ? sessionInvalid() : ok(amountOf(creditMockLine(uid)));
  }),
  mock(credit.message, ({ token, query }) => {
    const uid = userIdOf(token);
    if (uid === null) return sessionInvalid();
    let amount: number | null = null;
    if (query.orderId !== undefined) {
      const order = mockOrderOf(uid, query.orderId);
      if (!order) return rejected('订单不存在');
      amount = order.total;
    }
    const a = amountOf(creditMockLine(uid));
    const refusal = refusalOf(uid, amount);
    const message = refusal ?? `可用额度 ${fenText(a.available)}，账期 ${a.termDays} 天：确认后订单立即生效，请在付款日起 ${a.termDays} 天内还款`;
    return ok({ usable: refusal === null, message, available: a.available, termDays: a.termDays });
  }),
  mock(credit.pay, ({ token, body }) => {
    const uid = userIdOf(token);
    if (uid === null) return sessionInvalid();
    const paid = payByCreditMock(uid, body.orderId);
    if (typeof paid === 'string') return rejected(paid);
    return ok({ orderId: body.orderId, orderNo: paid.orderNo, status: 'to_ship', statusText: '待发货', bill: view(paid.bill), available: available(creditMockLine(uid)!) });
  }),
  mock(credit.wallet, ({ token }) => {
    const uid = userIdOf(token);
    if (uid === null) return sessionInvalid();
    const open = billsOf(uid).filter((b) => b.state !== 'settled');
    const due = open.filter((b) => b.state === 'due');
    const overdue = open.filter((b) => b.state === 'overdue');
    const sum = (bs: MockBill[]) => bs.reduce((s, b) => s + b.outstanding, 0);
    const nextDueOn = open.map((b) => b.dueOn).sort()[0] ?? null;
    return ok({ ...amountOf(creditMockLine(uid)), dueCount: due.length, dueAmount: sum(due), overdueCount: overdue.length, overdueAmount: sum(overdue), nextDueOn });
  }),
  mock(credit.record, ({ token }) => {
    const uid = userIdOf(token);
    if (uid === null) return sessionInvalid();
    const l = creditMockLine(uid);
    if (!l) return ok({ hasLine: false, holder: null, limit: 0, termDays: 0, active: false, grantedAt: null, updatedAt: null });
    return ok({ hasLine: true, holder: 'user', limit: l.limit, termDays: l.termDays, active: l.active, grantedAt: l.grantedAt, updatedAt: l.grantedAt });
  }),
  mock(credit.bills, ({ token, query, paging }) => {
    const uid = userIdOf(token);
    if (uid === null) return sessionInvalid();
    const rows = billsOf(uid)
      .filter((b) => !query.state || b.state === query.state)
      .sort((a, b) => Number(a.state === 'settled') - Number(b.state === 'settled') || a.dueOn.localeCompare(b.dueOn) || b.id - a.id)
      .map(view);
    return okPage(rows, paging);
  }),
  mock(credit.repayInfo, ({ token, params }) => {
    const uid = userIdOf(token);
    if (uid === null) return sessionInvalid();
    const bill = billsOf(uid).find((b) => b.id === params.id);
    if (!bill) return rejected(CREDIT_MSG.billNotFound);
    return ok({ bill: view(bill), account: { ...BANK, reference: bill.billNo } });
  }),
];
