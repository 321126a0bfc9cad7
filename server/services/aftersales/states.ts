import { afterSaleStatusText, type AfterSaleKind, type AfterSaleStatus } from '../../../lib/api/contract/aftersale';

export type CaseActor = 'buyer' | 'operator' | 'system';

/**
 * Who may move a case from one status to another. The kind decides the road after approval:
 * 退货退款 pending → approved (待退货) → refunding (goods back) → completed;
 * 仅退款 pending → refunding → completed; 补发 pending → reshipping → completed;
 * 发票问题 pending → approved (处理中) → completed. A pending case may be rejected by the operator; a pending
 * or approved one withdrawn by the buyer (撤销). Once money is moving (退款中) neither can stop it.
 */
const ROADS: Record<AfterSaleKind, Partial<Record<AfterSaleStatus, Partial<Record<AfterSaleStatus, readonly CaseActor[]>>>>> = {
  return_refund: {
    pending: { approved: ['operator'], rejected: ['operator'], cancelled: ['buyer'] },
    approved: { refunding: ['operator'], cancelled: ['buyer'] },
    refunding: { completed: ['operator', 'system'] },
  },
  refund_only: {
    pending: { refunding: ['operator'], rejected: ['operator'], cancelled: ['buyer'] },
    refunding: { completed: ['operator', 'system'] },
  },
  reship: {
    pending: { reshipping: ['operator'], rejected: ['operator'], cancelled: ['buyer'] },
    reshipping: { completed: ['operator'] },
  },
  invoice: {
    pending: { approved: ['operator'], rejected: ['operator'], cancelled: ['buyer'] },
    approved: { completed: ['operator'], cancelled: ['buyer'] },
  },
};

export const canMoveCase = (kind: AfterSaleKind, from: AfterSaleStatus, to: AfterSaleStatus, actor: CaseActor) => ROADS[kind][from]?.[to]?.includes(actor) ?? false;

/** Where approving a case of this kind leads. */
export const APPROVED_STATUS: Record<AfterSaleKind, AfterSaleStatus> = { return_refund: 'approved', refund_only: 'refunding', reship: 'reshipping', invoice: 'approved' };

const ACTION_TEXT: Partial<Record<AfterSaleStatus, string>> = { cancelled: '撤销', rejected: '拒绝', completed: '完成' };

/** Why a move is refused, in words. */
export function caseRefusal(kind: AfterSaleKind, from: AfterSaleStatus, to: AfterSaleStatus): string {
  const action = ACTION_TEXT[to] ?? (from === 'pending' ? '审核' : '办理');
  return `售后单当前为「${afterSaleStatusText(kind, from)}」，不能${action}`;
}

/** What the buyer may do in each status (the list and the detail show these). */
export function caseActions(kind: AfterSaleKind, status: AfterSaleStatus): ('cancel' | 'message')[] {
  const actions: ('cancel' | 'message')[] = [];
  if (canMoveCase(kind, status, 'cancelled', 'buyer')) actions.push('cancel');
  if (status !== 'cancelled') actions.push('message');
  return actions;
}
