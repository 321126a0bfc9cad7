import { z } from 'zod';
import { endpoint } from './endpoint';
import { emptyBody, idParams } from './common';
import { creditCodeRule, INVOICE_MSG, isEmail, LANDLINE_PATTERN, PATTERNS } from '../../validation';

const USER_API = '/mall/user/api';

/** 个人普通发票 / 企业普通发票 / 增值税专用发票. */
export const INVOICE_KINDS = ['personal', 'company', 'special'] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];
export const INVOICE_KIND_TEXT: Record<InvoiceKind, string> = { personal: '个人普通发票', company: '企业普通发票', special: '增值税专用发票' };

export const invoiceTitleSchema = z.object({
  id: z.number().int(),
  kind: z.enum(INVOICE_KINDS),
  kindText: z.string(),
  title: z.string(),
  taxNo: z.string(),
  regAddress: z.string(),
  regPhone: z.string(),
  bankName: z.string(),
  bankAccount: z.string(),
  /** Where the electronic ordinary invoice is sent; may be empty. */
  email: z.string(),
  isDefault: z.boolean(),
});
export type InvoiceTitle = z.infer<typeof invoiceTitleSchema>;

const text = (required: string, max: number) => z.string({ error: required }).trim().min(1, required).max(max, required);
const optionalEmail = z
  .string()
  .trim()
  .max(100, INVOICE_MSG.emailPattern)
  .refine((v) => v === '' || isEmail(v), INVOICE_MSG.emailPattern)
  .optional()
  .default('');
const regPhone = z
  .string({ error: INVOICE_MSG.regPhoneRequired })
  .trim()
  .min(1, INVOICE_MSG.regPhoneRequired)
  .max(30, INVOICE_MSG.regPhonePattern)
  .refine((v) => PATTERNS.mainlandMobile.test(v) || LANDLINE_PATTERN.test(v), INVOICE_MSG.regPhonePattern);
const bankAccount = z
  .string({ error: INVOICE_MSG.bankAccountRequired })
  .transform((s) => s.replace(/[\s-]/g, ''))
  .pipe(z.string().min(1, INVOICE_MSG.bankAccountRequired).regex(/^\d{8,30}$/, INVOICE_MSG.bankAccountPattern));

const personal = z.object({ kind: z.literal('personal'), title: text(INVOICE_MSG.titleRequired, 100), email: optionalEmail, isDefault: z.boolean().optional().default(false) });
const company = z.object({
  kind: z.literal('company'),
  title: text(INVOICE_MSG.titleRequired, 100),
  taxNo: creditCodeRule,
  email: optionalEmail,
  isDefault: z.boolean().optional().default(false),
});
const special = z.object({
  kind: z.literal('special'),
  title: text(INVOICE_MSG.titleRequired, 100),
  taxNo: creditCodeRule,
  regAddress: text(INVOICE_MSG.regAddressRequired, 120),
  regPhone,
  bankName: text(INVOICE_MSG.bankNameRequired, 60),
  bankAccount,
  email: optionalEmail,
  isDefault: z.boolean().optional().default(false),
});
/** What a title needs depends on its kind: a special VAT invoice needs the full registration and bank details. */
export const invoiceTitleInputSchema = z.discriminatedUnion('kind', [personal, company, special], { error: '请选择发票类型' });
export type InvoiceTitleInput = z.input<typeof invoiceTitleInputSchema>;

export const invoice = {
  list: endpoint({ title: '发票抬头列表', method: 'GET', path: `${USER_API}/userInvoice/list`, auth: 'user', data: z.array(invoiceTitleSchema) }),
  add: endpoint({ title: '新增发票抬头', method: 'POST', path: `${USER_API}/userInvoice/add`, body: invoiceTitleInputSchema, auth: 'user', data: invoiceTitleSchema }),
  update: endpoint({ title: '修改发票抬头', method: 'POST', path: `${USER_API}/userInvoice/update/{id}`, params: idParams, body: invoiceTitleInputSchema, auth: 'user', data: invoiceTitleSchema }),
  remove: endpoint({ title: '删除发票抬头', method: 'POST', path: `${USER_API}/userInvoice/delete/{id}`, params: idParams, body: emptyBody, auth: 'user', data: z.null() }),
  setDefault: endpoint({ title: '设为默认抬头', method: 'POST', path: `${USER_API}/userInvoice/setDefault/{id}`, params: idParams, body: emptyBody, auth: 'user', data: z.null() }),
} as const;
