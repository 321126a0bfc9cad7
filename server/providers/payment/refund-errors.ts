/** Why a provider refused a refund, in the operator's words. */
export const REFUND_ERR = {
  noPayment: '找不到该订单的已付款记录，无法原路退款',
  overPaid: '退款金额超过该笔支付可退金额',
  noRefunder: (method: string) => `支付方式「${method}」暂不支持原路退款`,
  refused: (why: string) => `支付机构未受理退款：${why}`,
} as const;
