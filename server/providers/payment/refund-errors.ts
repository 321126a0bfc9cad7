/** Why a provider refused a refund, in the operator's words. */
export const REFUND_ERR = {
  noPayment: '找不到该订单的已付款记录，无法原路退款',
  overPaid: '退款金额超过该笔支付可退金额',
  noRefunder: (method: string) => `支付方式「${method}」暂不支持原路退款`,
  refused: (why: string) => `支付机构未受理退款：${why}`,
  /** A 账期 order whose bill the buyer already repaid (in part): that money goes back by 对公转账, recorded by the operator. */
  creditRepaid: (amount: string) => `该订单的账期账单已还款，其中 ${amount} 无法退回账期额度，需对公转账退还买家：请转账后完成售后单并填写转账流水号`,
} as const;
