import type { AfterSaleKind, AfterSaleStatus } from '../../../lib/api/contract/aftersale';
import type { AppDeps } from '../../http/context';
import { ApiError, reject } from '../../http/errors';
import { APPROVED_STATUS, caseRefusal } from './states';
import { openRefund, sendRefundNotice, settleRefund } from './refunds';
import { lockCase, moveCase } from './transitions';

export const OPERATOR_CASE_ERR = {
  reshipTracking: '请填写补发包裹的承运商和运单号',
  bankRecord: '对公转账退款请在备注中填写已办理的转账记录（如银行流水号）',
} as const;

/**
 * Approves a pending case: 退货退款 waits for the goods (待退货), 补发 is being reshipped, 发票问题 is being
 * handled, 仅退款 starts its refund at once (done now when the provider pays at once, e.g. the sandbox).
 */
export async function approveCase(deps: AppDeps, id: number, note: string): Promise<void> {
  const kind = await deps.db.transaction(async (tx) => {
    const row = await lockCase(tx, id);
    const k = row.kind as AfterSaleKind;
    if (row.status !== 'pending') throw reject(`售后单当前不是「待审核」，不能审核`);
    await moveCase(tx, row, APPROVED_STATUS[k], 'operator', note || '商城同意售后申请');
    if (APPROVED_STATUS[k] === 'refunding') await openRefund(tx, row);
    return k;
  });
  if (kind === 'refund_only') await sendRefundNotice(deps, await settleOrExplain(deps, id, 'system', '', '已同意'));
}

/** A refund the provider refused leaves the case 退款中 (retried by completing it); the answer says what happened. */
async function settleOrExplain(deps: AppDeps, id: number, actor: 'operator' | 'system', record: string, done: string) {
  try {
    return await settleRefund(deps, id, actor, record);
  } catch (err) {
    if (err instanceof ApiError) throw reject(`${done}，但退款未成功：${err.message}。售后单为「退款中」，可稍后再次完成以重试`);
    throw err;
  }
}

/**
 * Finishes the step the case is in (see the contract's operatorComplete): the goods of a 退货退款 are back
 * (its refund starts), a refund still 退款中 is retried or — for 对公转账 — recorded, a 补发 parcel is sent,
 * an invoice problem is solved.
 */
export async function completeCase(deps: AppDeps, id: number, body: { note: string; carrier?: string; trackingNo?: string }): Promise<void> {
  const { step, kind } = await deps.db.transaction(async (tx) => {
    const row = await lockCase(tx, id);
    const kind = row.kind as AfterSaleKind;
    const status = row.status as AfterSaleStatus;
    if (kind === 'return_refund' && status === 'approved') {
      await moveCase(tx, row, 'refunding', 'operator', body.note || '商城已收到退货，开始退款');
      await openRefund(tx, row);
      return { step: 'refund' as const, kind };
    }
    if (status === 'refunding') return { step: 'retry' as const, kind };
    if (kind === 'reship' && status === 'reshipping') {
      if (!body.carrier || !body.trackingNo) throw reject(OPERATOR_CASE_ERR.reshipTracking);
      await moveCase(tx, row, 'completed', 'operator', `已补发：${body.carrier} ${body.trackingNo}${body.note ? `，${body.note}` : ''}`, { carrier: body.carrier, trackingNo: body.trackingNo });
      return { step: 'done' as const, kind };
    }
    await moveCase(tx, row, 'completed', 'operator', body.note || '商城已处理完成');
    return { step: 'done' as const, kind };
  });
  if (step === 'done') return;
  const result = step === 'retry' ? await settleRefund(deps, id, 'operator', body.note) : await settleOrExplain(deps, id, 'operator', body.note, '已确认收到退货');
  // Another completion running at the same time paid the refund: this one paid nothing and is refused as a
  // later second completion would be.
  if (result.status === 'already') throw reject(caseRefusal(kind, 'completed', 'completed'));
  // A retry that leaves a bank refund pending is a missing record, not a silent success.
  if (step === 'retry' && result.status === 'pending') throw reject(OPERATOR_CASE_ERR.bankRecord);
  await sendRefundNotice(deps, result);
}
