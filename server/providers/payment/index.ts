import type { PayMethod } from '../../../lib/api/contract/payment';
import type { ApiConfig } from '../../config';
import { keptSecret } from '../../services/kept-secret';
import { createAlipay, type AlipayProvider } from './alipay';
import { createBankTransfer, type BankAccount } from './bank';
import { createSandboxPayment, fetchTransport, sandboxRefund } from './sandbox';
import type { NotifyTransport, PaymentProvider } from './types';

export type { NotifyTransport, PaymentProvider, RefundOutcome, RefundRequest, VerifiedNotify } from './types';

/** Shown when no account is configured: says plainly that it is not a real account. */
export const DEMO_BANK_ACCOUNT: BankAccount = { payee: '标准品商城（演示账户，请勿实际转账）', bankName: '演示银行', account: '0000 0000 0000 0000' };

export interface PaymentProviders {
  /** The offered methods, in the configured order. */
  list: PaymentProvider[];
  get(method: PayMethod): PaymentProvider | undefined;
  /**
   * The provider that pays an order back, by the order's pay method: any built provider, offered now or
   * not (a method switched off later must still refund the orders it took).
   */
  refunder(method: string): Pick<PaymentProvider, 'method' | 'refund'> | undefined;
  alipay: AlipayProvider | null;
  bankAccount: BankAccount;
  /** How the sandbox institution posts its notifies (tests replace it with an in-process call). */
  notifyTransport: NotifyTransport;
  /** The sandbox institution's key (notifies, cashier links); null when the sandbox is not offered. */
  sandboxSecret: string | null;
}

export function createPaymentProviders(config: ApiConfig): PaymentProviders {
  const bankAccount = config.BANK_PAYEE && config.BANK_NAME && config.BANK_ACCOUNT ? { payee: config.BANK_PAYEE, bankName: config.BANK_NAME, account: config.BANK_ACCOUNT } : DEMO_BANK_ACCOUNT;
  const alipay =
    config.PAYMENT_METHODS.includes('alipay') && config.ALIPAY_APP_ID && config.ALIPAY_PRIVATE_KEY && config.ALIPAY_PUBLIC_KEY
      ? createAlipay({ appId: config.ALIPAY_APP_ID, privateKey: config.ALIPAY_PRIVATE_KEY, alipayPublicKey: config.ALIPAY_PUBLIC_KEY, gateway: config.ALIPAY_GATEWAY })
      : null;
  const sandboxSecret = config.PAYMENT_METHODS.includes('sandbox') ? (config.SANDBOX_PAY_SECRET ?? keptSecret(config.dataDir, 'sandbox-pay.key').toString('hex')) : null;
  // 账期支付 is not an institution: it is offered per buyer (services/credit/pay.ts creditMethod).
  const all: Record<Exclude<PayMethod, 'credit'>, PaymentProvider | null> = {
    sandbox: sandboxSecret ? createSandboxPayment(config.PUBLIC_ORIGIN.replace(/\/$/, ''), sandboxSecret) : null,
    alipay,
    bank: createBankTransfer(bankAccount),
  };
  const list = config.PAYMENT_METHODS.map((m) => all[m]).filter((p): p is PaymentProvider => p !== null);
  // The sandbox's ledger refunds its past payments also after it is switched off (no key needed for that).
  const built: Pick<PaymentProvider, 'method' | 'refund'>[] = [...Object.values(all).filter((p): p is PaymentProvider => p !== null && p.method !== 'sandbox'), { method: 'sandbox', refund: sandboxRefund }];
  return {
    list,
    get: (method) => list.find((p) => p.method === method),
    refunder: (method) => built.find((p) => p.method === method && p.refund !== undefined),
    alipay,
    bankAccount,
    notifyTransport: fetchTransport,
    sandboxSecret,
  };
}
