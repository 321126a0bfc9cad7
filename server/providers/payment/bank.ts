import type { PaymentProvider } from './types';
import { PAY_METHOD_TEXT } from '../../../lib/api/contract/payment';

export interface BankAccount {
  payee: string;
  bankName: string;
  account: string;
}

/**
 * 对公转账: nothing to open; the buyer transfers to the shop's account quoting the order number, uploads
 * the slip, and the operator confirms the money arrived (operator/order/confirmTransfer).
 */
export function createBankTransfer(account: BankAccount): PaymentProvider {
  return {
    method: 'bank',
    title: PAY_METHOD_TEXT.bank,
    description: `转账至 ${account.payee}（${account.bankName}），备注订单号，上传转账凭证后由商城确认到账`,
    async start() {
      return { payUrl: null };
    },
    /** Money goes back by a transfer the operator makes; the refund is done once they record it. */
    async refund(_tx, r) {
      return r.operatorRecord ? { status: 'succeeded', providerRef: r.operatorRecord } : { status: 'pending', providerRef: null };
    },
  };
}
