import { z } from 'zod';
import { endpoint, FORM_MEDIA_TYPE } from './endpoint';
import { idParams, SCAN_OR_PHOTO_TYPES, wholeNumber } from './common';
import { ORDER_API } from './cart';
import { ORDER_STATUSES, orderDetailSchema } from './order';
import { TRANSFER_SLIP_MAX_BYTES } from '../../constants';

/**
 * The payment providers (server/providers/payment): which ones a shop offers is a setting (PAYMENT_METHODS);
 * `credit` (账期支付) is offered to the buyers the operator granted a credit line (contract/credit.ts).
 */
export const PAY_METHODS = ['sandbox', 'alipay', 'bank', 'credit'] as const;
export type PayMethod = (typeof PAY_METHODS)[number];
/** Each method's name, as the pay page, the return page and an order's page show it (and the providers' titles). */
export const PAY_METHOD_TEXT: Record<PayMethod, string> = { sandbox: '沙箱支付（演示）', alipay: '支付宝', bank: '对公转账', credit: '账期支付' };
/** An order's `payMethod` (a string on the wire) as its name. */
export const payMethodText = (method: string) => (PAY_METHODS as readonly string[]).includes(method) ? PAY_METHOD_TEXT[method as PayMethod] : method;

export const payMethodSchema = z.object({ method: z.enum(PAY_METHODS), title: z.string(), description: z.string() });

/** 对公转账: the shop's account, and what to write in the transfer's remark. */
export const bankAccountSchema = z.object({ payee: z.string(), bankName: z.string(), account: z.string(), reference: z.string() });

export const payNoSchema = z.string({ error: '缺少支付单号' }).regex(/^P\d{8,30}$/, '支付单号格式不正确');

export const transferSlipSchema = z.object({ id: z.number().int(), name: z.string(), mime: z.string(), size: z.number().int(), uploadedAt: z.string() });

/** A payment's own state: open at the institution, paid, failed there, or closed by a newer attempt (or the order's end). */
export const PAYMENT_STATES = ['created', 'paid', 'failed', 'closed'] as const;

export const payResultSchema = z.object({
  orderId: z.number().int(),
  orderNo: z.string(),
  status: z.enum(ORDER_STATUSES),
  statusText: z.string(),
  total: z.number().int(),
  paid: z.boolean(),
  payMethod: z.string().nullable(),
  /** This payment's state (the order may have been paid by another attempt). */
  payStatus: z.enum(PAYMENT_STATES),
});

/** What the sandbox institution's notify carries; `sign` is HMAC-SHA256 (hex) of the other fields, sorted, as k=v joined by &. */
export const sandboxNotifySchema = z.object({
  payNo: payNoSchema,
  tradeNo: z.string().regex(/^SBX\d{10,30}$/),
  amount: wholeNumber(z.number().int().nonnegative()),
  result: z.enum(['success', 'fail']),
  timestamp: wholeNumber(z.number().int()),
  nonce: z.string().regex(/^[0-9a-f]{16,64}$/),
  sign: z.string().regex(/^[0-9a-f]{64}$/),
});
export type SandboxNotify = z.infer<typeof sandboxNotifySchema>;

/** The sandbox cashier link's token (base64url); absent when the buyer's session opens the cashier. */
const cashierTokenQuery = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, '收银台链接无效').optional() });

/**
 * Alipay's asynchronous notify: form fields, every one a string. The fields we read are required; every
 * other field is kept as it came, because the RSA2 signature covers all of them but sign and sign_type.
 */
const alipayField = z.string().max(2000);
export const alipayNotifySchema = z
  .object({
    notify_id: alipayField.optional(),
    app_id: z.string().max(32),
    out_trade_no: payNoSchema,
    trade_no: z.string().min(1).max(64),
    trade_status: z.string().max(32),
    total_amount: z.string().max(16),
    sign: z.string().min(1).max(2000),
    sign_type: z.string().max(10).optional(),
  })
  .catchall(alipayField);

export const payment = {
  methods: endpoint({ title: '支付方式', method: 'GET', path: `${ORDER_API}/order/pay/methods`, auth: 'user', data: z.array(payMethodSchema) }),
  pay: endpoint({
    title: '发起支付',
    method: 'POST',
    path: `${ORDER_API}/order/pay/{id}`,
    params: idParams,
    body: z.object({ method: z.enum(PAY_METHODS, { error: '请选择支付方式' }) }),
    auth: 'user',
    data: z.object({
      payNo: z.string(),
      method: z.enum(PAY_METHODS),
      /** Where the buyer goes to pay (the provider's page); null for bank transfer. */
      payUrl: z.string().nullable(),
      bank: bankAccountSchema.nullable(),
    }),
  }),
  /** The return page asks this: the state is the server's (it may ask the provider), never the query string's. */
  result: endpoint({ title: '支付结果', method: 'GET', path: `${ORDER_API}/order/pay/result`, query: z.object({ payNo: payNoSchema }), auth: 'user', data: payResultSchema }),
  bankAccount: endpoint({ title: '对公转账账户', method: 'GET', path: `${ORDER_API}/order/pay/bank/{id}`, params: idParams, auth: 'user', data: bankAccountSchema.extend({ slips: z.array(transferSlipSchema) }) }),
  uploadSlip: endpoint({
    title: '上传转账凭证',
    method: 'POST',
    path: `${ORDER_API}/order/pay/transferSlip/{id}`,
    params: idParams,
    body: z.object({}).passthrough().optional(),
    upload: { field: 'file', maxBytes: TRANSFER_SLIP_MAX_BYTES },
    auth: 'user',
    data: transferSlipSchema,
  }),
  slipFile: endpoint({
    title: '查看转账凭证',
    method: 'GET',
    path: `${ORDER_API}/order/pay/transferSlip/{id}/file/{slipId}`,
    params: idParams.extend({ slipId: idParams.shape.id }),
    auth: 'user',
    produces: SCAN_OR_PHOTO_TYPES,
    data: z.null(),
  }),

  /** Posted by the sandbox institution (not by a browser): checked by its signature, answered `success`. */
  sandboxNotify: endpoint({ title: '沙箱支付异步通知', method: 'POST', path: `${ORDER_API}/order/pay/notify/sandbox`, body: sandboxNotifySchema, data: z.literal('success') }),
  /**
   * Posted by Alipay (not by a browser) as a form: verified by its RSA2 signature, our app id and the amount.
   * Success is the plain text `success` (what Alipay waits for); a refusal is the envelope, and Alipay retries.
   */
  alipayNotify: endpoint({
    title: '支付宝异步通知',
    method: 'POST',
    path: `${ORDER_API}/order/pay/notify/alipay`,
    consumes: FORM_MEDIA_TYPE,
    body: alipayNotifySchema,
    produces: 'text/plain',
    data: z.null(),
  }),
  /**
   * The sandbox institution's cashier page reads and decides through these: with the cashier link's `token`
   * (the payUrl carries it) or as the order's buyer (session); to anyone else the payment does not exist.
   */
  sandboxCashier: endpoint({
    title: '沙箱收银台',
    method: 'GET',
    path: `${ORDER_API}/payment/sandbox/cashier/{payNo}`,
    params: z.object({ payNo: payNoSchema }),
    query: cashierTokenQuery,
    auth: 'optional',
    data: z.object({ merchant: z.string(), orderNo: z.string(), subject: z.string(), amount: z.number().int(), status: z.enum(PAYMENT_STATES), returnUrl: z.string() }),
  }),
  sandboxDecide: endpoint({
    title: '沙箱收银台：付款或失败',
    method: 'POST',
    path: `${ORDER_API}/payment/sandbox/cashier/{payNo}`,
    params: z.object({ payNo: payNoSchema }),
    query: cashierTokenQuery,
    auth: 'optional',
    body: z.object({ result: z.enum(['success', 'fail'], { error: '请选择付款结果' }) }),
    data: z.object({ returnUrl: z.string() }),
  }),

  operatorConfirmTransfer: endpoint({
    title: '运营：确认转账到账',
    method: 'POST',
    path: `${ORDER_API}/operator/order/confirmTransfer/{id}`,
    params: idParams,
    body: z.object({ note: z.string().trim().max(100).optional().default('') }).optional().default({ note: '' }),
    auth: 'operator', permission: 'finance',
    data: orderDetailSchema,
  }),
  operatorSlipFile: endpoint({
    title: '运营：查看转账凭证',
    method: 'GET',
    path: `${ORDER_API}/operator/order/transferSlip/{slipId}`,
    params: z.object({ slipId: idParams.shape.id }),
    auth: 'operator', permission: 'finance',
    produces: SCAN_OR_PHOTO_TYPES,
    data: z.null(),
  }),
} as const;
