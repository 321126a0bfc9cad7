import { z } from 'zod';
import { IMAGE_CAPTCHA_LENGTH, PHONE_LENGTH } from './constants';
import { isEmail, isMobile, mobileProblem, PATTERNS, RULE_MSG } from './patterns';

/** Every validation rule of SPEC §5, with its exact message — shared by the forms and the mall API (the patterns: lib/patterns.ts). */
export { isEmail, isMobile, mobileProblem, PATTERNS, RULE_MSG };

/** The helper's three-way phone check (SPEC §5): empty, length, format. Returns the message or null. */
export function checkPhone(value: string): string | null {
  const v = value.trim();
  if (!v) return RULE_MSG.phoneEmpty;
  if (v.length !== PHONE_LENGTH) return RULE_MSG.phoneLength;
  if (!PATTERNS.mobile.test(v)) return RULE_MSG.phoneFormat;
  return null;
}

/** Classification keyword: commas and spaces are stripped while typing (SPEC §5). */
export const stripKeyword = (s: string) => s.replace(/[,，\s]/g, '');

// zod pieces (all text inputs trimmed)
export const mobileRule = z.string({ error: RULE_MSG.mobileRequired }).trim().min(1, RULE_MSG.mobileRequired).max(PHONE_LENGTH, RULE_MSG.mobilePattern).regex(PATTERNS.mobile, RULE_MSG.mobilePattern);
export const accountRule = z
  .string({ error: RULE_MSG.accountRequired })
  .trim()
  .min(1, RULE_MSG.accountRequired)
  .max(100, RULE_MSG.accountPattern)
  .refine((v) => isMobile(v) || isEmail(v), RULE_MSG.accountPattern);
export const imgCodeRule = z.string({ error: RULE_MSG.imgCode }).trim().length(IMAGE_CAPTCHA_LENGTH, RULE_MSG.imgCode);
export const smsCodeRule = z.string({ error: RULE_MSG.smsRequired }).trim().min(1, RULE_MSG.smsRequired).max(6, RULE_MSG.smsRequired);
export const bindMobileRule = z.string({ error: RULE_MSG.bindMobile }).trim().regex(PATTERNS.mobile, RULE_MSG.bindMobile);
export const bindCodeRule = z.string({ error: RULE_MSG.bindCode }).trim().min(1, RULE_MSG.bindCode);

// Inquiry contact phone: a mainland mobile, or a landline with area code and optional extension.
export const INQUIRY_MSG = {
  contactRequired: '请输入联系人',
  contactTooLong: '联系人不能超过30个字',
  phoneRequired: '请输入联系电话',
  phonePattern: '请输入正确的手机号或座机号码（如 010-12345678）',
  companyRequired: '请输入单位名称',
  companyTooLong: '单位名称不能超过100个字',
  noteTooLong: '备注不能超过500个字',
} as const;
/** 010-12345678, 0755 1234567, 021-12345678-801 or 转801: area code, 7-8 digits, optional extension. */
export const LANDLINE_PATTERN = /^0\d{2,3}[- ]?\d{7,8}(?:(?:-|转|#)\d{1,6})?$/;
export const isContactPhone = (s: string) => PATTERNS.mainlandMobile.test(s) || LANDLINE_PATTERN.test(s);
export const contactPhoneRule = z
  .string({ error: INQUIRY_MSG.phoneRequired })
  .trim()
  .min(1, INQUIRY_MSG.phoneRequired)
  .max(30, INQUIRY_MSG.phonePattern)
  .refine(isContactPhone, INQUIRY_MSG.phonePattern);

// Product documents (COA lookup form and the operator upload share these rules).
export const DOCUMENT_MSG = {
  brandRequired: '请选择品牌',
  codeRequired: '请输入货号',
  codePattern: '货号格式不正确',
  batchRequired: '请输入批号',
  batchPattern: '批号格式不正确（3-32位字母、数字或 - _ .，以字母或数字开头）',
  /** getMsds / the MSDS download of a product with no uploaded MSDS and no recorded hazard data. */
  msdsNone: '该商品暂无安全技术说明书（MSDS）：本商城未收录该商品的危险性数据',
} as const;
/** A lot / batch number as printed on the label: 3-32 letters, digits, '-', '_' or '.', starting with a letter or digit. */
export const CERT_BATCH_PATTERN = /^[A-Z0-9][A-Z0-9._-]{2,31}$/;
/** Batch numbers are compared in upper case (full-width forms folded): 'lrac1234' finds LRAC1234. */
export const normaliseBatch = (s: string) => s.normalize('NFKC').trim().toUpperCase();
export const certBatchRule = z
  .string({ error: DOCUMENT_MSG.batchRequired })
  .transform(normaliseBatch)
  .pipe(z.string().min(1, DOCUMENT_MSG.batchRequired).regex(CERT_BATCH_PATTERN, DOCUMENT_MSG.batchPattern));
/** Catalogue numbers (RM-C001): letters, digits and '-', compared case-insensitively by the API. */
export const productCodeRule = z
  .string({ error: DOCUMENT_MSG.codeRequired })
  .trim()
  .min(1, DOCUMENT_MSG.codeRequired)
  .max(40, DOCUMENT_MSG.codePattern)
  .regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/, DOCUMENT_MSG.codePattern);

// Orders (addresses, invoices, settlement).
export const ADDRESS_MSG = {
  consigneeRequired: '请输入收货人',
  consigneeTooLong: '收货人不能超过20个字',
  regionRequired: '请选择所在地区',
  detailRequired: '请输入详细地址',
  detailTooLong: '详细地址不能超过100个字',
} as const;
/** The helper's phone check (SPEC §5) as a zod rule: 手机号码不能为空 / 长度不为11位 / 格式不正确. */
export const phoneRule = z
  .string({ error: RULE_MSG.phoneEmpty })
  .trim()
  .superRefine((v, ctx) => {
    const problem = checkPhone(v);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });
export const consigneeRule = z.string({ error: ADDRESS_MSG.consigneeRequired }).trim().min(1, ADDRESS_MSG.consigneeRequired).max(20, ADDRESS_MSG.consigneeTooLong);
export const addressDetailRule = z.string({ error: ADDRESS_MSG.detailRequired }).trim().min(1, ADDRESS_MSG.detailRequired).max(100, ADDRESS_MSG.detailTooLong);

export const INVOICE_MSG = {
  titleRequired: '请输入发票抬头',
  titleTooLong: '发票抬头不能超过100个字',
  taxNoRequired: '请输入纳税人识别号',
  taxNoPattern: '纳税人识别号不正确（18位统一社会信用代码，校验位不符）',
  regAddressRequired: '请输入注册地址',
  regPhoneRequired: '请输入注册电话',
  regPhonePattern: '注册电话格式不正确',
  bankNameRequired: '请输入开户银行',
  bankAccountRequired: '请输入银行账号',
  bankAccountPattern: '银行账号应为8-30位数字',
  emailPattern: '请输入正确的邮箱（仅支持 .com / .cn）',
} as const;

/** The 31 characters of a unified social credit code (GB 32100-2015): digits and capitals without I, O, Z, S, V. */
const USCC_CHARS = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const USCC_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];
/** GB 32100's check: 18 characters, the last one the mod-31 check character of the first 17. */
export function isCreditCode(code: string): boolean {
  if (!/^[0-9A-HJ-NPQRTUWXY]{18}$/.test(code)) return false;
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += USCC_CHARS.indexOf(code[i]) * USCC_WEIGHTS[i];
  const check = (31 - (sum % 31)) % 31;
  return USCC_CHARS[check] === code[17];
}
export const creditCodeRule = z
  .string({ error: INVOICE_MSG.taxNoRequired })
  .transform((s) => s.normalize('NFKC').trim().toUpperCase())
  .pipe(z.string().min(1, INVOICE_MSG.taxNoRequired).refine(isCreditCode, INVOICE_MSG.taxNoPattern));

/**
 * SPEC §5's image upload rule (png or jpeg only, 2 MB each, at most 3), with its messages: the after-sales
 * form checks a picked file with `imageUploadProblem` before sending it, the API checks the bytes again.
 */
export const IMAGE_UPLOAD_MSG = {
  badType: '只能上传格式正确的图片（PNG、JPG）',
  tooLarge: (mb: number) => `图片大小不能超过 ${mb}MB`,
  tooMany: (max: number) => `最多只能上传 ${max} 张图片`,
} as const;
/**
 * SPEC §5's feedback form (问题反馈): content and name required, a mainland mobile (second digit 3-9);
 * any failure also shows `checkRequired` above the form; `thanks` is SPEC §8's success text.
 */
export const FEEDBACK_MSG = {
  fillIn: '请填写信息',
  validSuggestion: '请填写有效的建议',
  contentTooLong: '反馈内容不能超过500个字',
  phone: '请输入正确的手机号码',
  checkRequired: '请检查必填信息',
  thanks: '感谢您的反馈，我们会尽快核实并回复您',
} as const;
export const IMAGE_UPLOAD_TYPES = ['image/png', 'image/jpeg'] as const;

/** Why a picked file may not be uploaded (declared type, size, count), or null. The server re-checks the bytes. */
export function imageUploadProblem(file: { type: string; size: number }, already: number, rule: { maxImages: number; maxBytes: number }): string | null {
  if (already >= rule.maxImages) return IMAGE_UPLOAD_MSG.tooMany(rule.maxImages);
  if (!(IMAGE_UPLOAD_TYPES as readonly string[]).includes(file.type)) return IMAGE_UPLOAD_MSG.badType;
  if (file.size > rule.maxBytes) return IMAGE_UPLOAD_MSG.tooLarge(Math.round(rule.maxBytes / 1024 / 1024));
  return null;
}

// Account security: the e-mail to bind (SPEC §5's helper pattern: .com / .cn only) and its code.
export const EMAIL_MSG = {
  required: '请输入邮箱',
  pattern: INVOICE_MSG.emailPattern,
  codeRequired: '请输入邮箱验证码',
  codePattern: '邮箱验证码为6位数字',
} as const;
/** Trimmed and lower-cased: an address is one account's, whatever its case. */
export const emailRule = z
  .string({ error: EMAIL_MSG.required })
  .trim()
  .min(1, EMAIL_MSG.required)
  .max(100, EMAIL_MSG.pattern)
  .refine(isEmail, EMAIL_MSG.pattern)
  .transform((v) => v.toLowerCase());
/** Why a trimmed e-mail cannot be bound (请输入邮箱 / the .com / .cn rule), or null — emailRule's messages, without zod. */
export const emailProblem = (v: string): string | null => (!v ? EMAIL_MSG.required : v.length <= 100 && isEmail(v) ? null : EMAIL_MSG.pattern);
export const emailCodeRule = z.string({ error: EMAIL_MSG.codeRequired }).trim().min(1, EMAIL_MSG.codeRequired).regex(/^\d{6}$/, EMAIL_MSG.codePattern);
