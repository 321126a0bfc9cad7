import { z } from 'zod';
import { endpoint } from './endpoint';
import { idParams, idSchema, wholeNumber } from './common';
import { ORDER_API } from './cart';
import { ORDER_STATUSES } from './order';
import { bankAccountSchema } from './payment';

/*
 * Credit terms (账期, 月结): the operator grants a buyer a line (额度, fen) and a term (days). Paying an
 * order by credit takes its total off the available line and opens a bill due term days later; money
 * received against the bill (对公转账, recorded by the operator) or an after-sales refund gives it back.
 * An overdue bill blocks new credit payments. docs/api.md "Credit terms".
 */

const USER_API = '/mall/user/api';

/** What the bill list shows: 待还 (open, not yet due), 已逾期 (open, due date passed), 已还清. */
export const BILL_STATES = ['due', 'overdue', 'settled'] as const;
export type BillState = (typeof BILL_STATES)[number];
export const BILL_STATE_TEXT: Record<BillState, string> = { due: '待还款', overdue: '已逾期', settled: '已还清' };

export const CREDIT_TERM_MAX_DAYS = 180;
/** The largest line an operator can set: ¥10,000,000.00 (fen fit an integer column with room). */
export const CREDIT_LIMIT_MAX_FEN = 1_000_000_000;

/** Money in messages, as the storefront shows prices: ¥1,234.50. */
export const fenText = (fen: number) => `¥${(fen / 100).toLocaleString('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

export const CREDIT_MSG = {
  noLine: '您尚未开通账期支付，请联系客服申请企业账期',
  suspended: '您的账期额度已暂停使用，请联系客服',
  overdue: (count: number, fen: string) => `您有 ${count} 笔账期账单已逾期（待还 ${fen}），请先还款后再使用账期支付`,
  overLimit: (need: string, available: string) => `订单金额 ${need} 超出可用账期额度 ${available}`,
  billNotFound: '账单不存在',
  billSettled: '该账单已还清',
  repayTooMuch: (outstanding: string) => `还款金额不能超过待还金额 ${outstanding}`,
  userNotFound: '用户不存在',
  notOrgAdmin: '该用户不是此机构的管理员，不能为机构开通账期',
} as const;

/** The line as the buyer sees it; all amounts fen. `hasLine` false: never granted (the other fields are 0). */
export const creditAmountSchema = z.object({
  hasLine: z.boolean(),
  active: z.boolean(),
  limit: z.number().int(),
  used: z.number().int(),
  /** max(0, limit − used). */
  available: z.number().int(),
  termDays: z.number().int(),
});

/** 我的账期 (wallet view): the line plus what is owed now. */
export const walletCreditSchema = creditAmountSchema.extend({
  dueCount: z.number().int(),
  dueAmount: z.number().int(),
  overdueCount: z.number().int(),
  overdueAmount: z.number().int(),
  /** The earliest due date of an open bill (YYYY-MM-DD), or null. */
  nextDueOn: z.string().nullable(),
});

/** The credit agreement on record (授信信息): who holds it, the terms, since when. */
export const creditRecordSchema = z.object({
  hasLine: z.boolean(),
  /** 'user' today; 'organisation' once 企业账期 exist. */
  holder: z.enum(['user', 'organisation']).nullable(),
  limit: z.number().int(),
  termDays: z.number().int(),
  active: z.boolean(),
  grantedAt: z.string().nullable(),
  updatedAt: z.string().nullable(),
});

export const creditBillSchema = z.object({
  id: z.number().int(),
  billNo: z.string(),
  orderId: z.number().int(),
  orderNo: z.string(),
  amount: z.number().int(),
  repaid: z.number().int(),
  refunded: z.number().int(),
  outstanding: z.number().int(),
  termDays: z.number().int(),
  /** YYYY-MM-DD (China). */
  dueOn: z.string(),
  state: z.enum(BILL_STATES),
  stateText: z.string(),
  createdAt: z.string(),
  settledAt: z.string().nullable(),
});
export type CreditBill = z.infer<typeof creditBillSchema>;

const termDaysRule = wholeNumber(
  z
    .number({ error: '账期天数应为整数' })
    .int('账期天数应为整数')
    .min(1, '账期天数不能小于 1 天')
    .max(CREDIT_TERM_MAX_DAYS, `账期天数不能超过 ${CREDIT_TERM_MAX_DAYS} 天`),
);
const fenRule = (what: string, min: number) =>
  wholeNumber(
    z
      .number({ error: `${what}应为整数（分）` })
      .int(`${what}应为整数（分）`)
      .min(min, min > 0 ? `${what}应大于 0` : `${what}不能为负数`)
      .max(CREDIT_LIMIT_MAX_FEN, `${what}不能超过 ¥${(CREDIT_LIMIT_MAX_FEN / 100).toLocaleString('en-US')}`),
  );

export const credit = {
  amount: endpoint({ title: '账期可用额度', method: 'GET', path: `${ORDER_API}/order/platform/credit/amount`, auth: 'user', data: creditAmountSchema }),
  /** Whether this buyer can pay (this order, when given) by credit now, and the sentence the pay page shows. */
  message: endpoint({
    title: '账期支付提示',
    method: 'GET',
    path: `${ORDER_API}/order/pay/credit/message`,
    query: z.object({ orderId: idSchema.optional() }),
    auth: 'user',
    data: z.object({ usable: z.boolean(), message: z.string(), available: z.number().int(), termDays: z.number().int() }),
  }),
  pay: endpoint({
    title: '账期支付',
    method: 'POST',
    path: `${ORDER_API}/order/pay/credit`,
    body: z.object({ orderId: idSchema }),
    auth: 'user',
    data: z.object({
      orderId: z.number().int(),
      orderNo: z.string(),
      status: z.enum(ORDER_STATUSES),
      statusText: z.string(),
      bill: creditBillSchema,
      available: z.number().int(),
    }),
  }),
  wallet: endpoint({ title: '我的账期', method: 'GET', path: `${USER_API}/userInfo/getWalletCredit`, auth: 'user', data: walletCreditSchema }),
  record: endpoint({ title: '授信信息', method: 'GET', path: `${USER_API}/userInfo/crm/credit/get`, auth: 'user', data: creditRecordSchema }),
  bills: endpoint({
    title: '账期账单',
    method: 'GET',
    path: `${USER_API}/userInfo/credit/bills`,
    query: z.object({ state: z.enum(BILL_STATES, { error: '账单状态应为 due、overdue 或 settled' }).optional() }),
    paged: { defaultSize: 10, maxSize: 50 },
    auth: 'user',
    data: z.array(creditBillSchema),
  }),
  /** How to repay a bill: the shop's account and the bill number to quote (对公转账; the operator records the money). */
  repayInfo: endpoint({
    title: '账单还款信息',
    method: 'GET',
    path: `${USER_API}/userInfo/credit/bills/{id}/repay`,
    params: idParams,
    auth: 'user',
    data: z.object({ bill: creditBillSchema, account: bankAccountSchema }),
  }),

  operatorSetLine: endpoint({
    title: '运营：设置账期额度',
    method: 'POST',
    path: `${ORDER_API}/operator/credit/line`,
    body: z.object({
      userId: idSchema,
      /** A line of this organisation (the user must be its admin), used by its members acting for it. */
      organisationId: idSchema.optional(),
      limit: fenRule('账期额度', 0),
      termDays: termDaysRule,
      active: z.boolean().optional().default(true),
      note: z.string().trim().max(100, '备注不能超过100个字').optional().default(''),
    }),
    auth: 'operator', permission: 'finance',
    data: creditAmountSchema.extend({ userId: z.number().int() }),
  }),
  operatorBills: endpoint({
    title: '运营：账期账单',
    method: 'GET',
    path: `${ORDER_API}/operator/credit/bills`,
    query: z.object({ userId: idSchema.optional(), state: z.enum(BILL_STATES).optional() }),
    paged: { defaultSize: 20, maxSize: 100 },
    auth: 'operator', permission: 'finance',
    data: z.array(creditBillSchema.extend({ userId: z.number().int() })),
  }),
  /** The operator saw money arrive for a bill (对公转账): records it; the line gets the amount back. */
  operatorRepay: endpoint({
    title: '运营：登记账单还款',
    method: 'POST',
    path: `${ORDER_API}/operator/credit/bill/{id}/repay`,
    params: idParams,
    body: z.object({
      amount: fenRule('还款金额', 1),
      reference: z.string({ error: '请输入银行流水号' }).trim().min(1, '请输入银行流水号').max(64, '银行流水号不能超过64个字'),
      note: z.string().trim().max(100, '备注不能超过100个字').optional().default(''),
    }),
    auth: 'operator', permission: 'finance',
    data: creditBillSchema.extend({ userId: z.number().int() }),
  }),
} as const;
