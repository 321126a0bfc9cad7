import { z } from 'zod';

/**
 * The 18-digit citizen identity number of GB 11643-1999: a 6-digit address code, the date of birth
 * (yyyyMMdd), a 3-digit sequence and a check character computed by ISO 7064 MOD 11-2 (0-9 or X).
 * Shared by the verification form and the mall API, so both say the same thing about the same input.
 */
export const ID_CARD_MSG = {
  required: '请输入身份证号码',
  length: '身份证号码应为18位',
  format: '身份证号码格式不正确（前17位为数字，最后一位为数字或X）',
  region: '身份证号码的地区码不正确',
  birth: '身份证号码中的出生日期不正确',
  checkDigit: '身份证号码校验位不正确，请核对后重新输入',
  nameRequired: '请输入真实姓名',
  namePattern: '请输入与身份证一致的中文姓名（2-20个字，少数民族姓名可含“·”）',
} as const;

const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const CHECK_CHARS = '10X98765432';

/**
 * The first two digits: the provinces, autonomous regions and municipalities of GB/T 2260, and 81 / 82 / 83
 * of the residence permits of Hong Kong, Macao and Taiwan residents (which use the same 18-digit scheme).
 */
export const PROVINCE_CODES: ReadonlySet<string> = new Set([
  '11', '12', '13', '14', '15', '21', '22', '23', '31', '32', '33', '34', '35', '36', '37', '41', '42', '43', '44', '45', '46',
  '50', '51', '52', '53', '54', '61', '62', '63', '64', '65', '81', '82', '83',
]);

/** The check character of the first 17 digits. */
export function idCardCheckChar(first17: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += Number(first17[i]) * WEIGHTS[i];
  return CHECK_CHARS[sum % 11];
}

/** What is wrong with a (trimmed, upper-cased) number, or null when it is a valid GB 11643 number born by `today`. */
export function idCardProblem(value: string, today = new Date()): string | null {
  const v = value.trim().toUpperCase();
  if (!v) return ID_CARD_MSG.required;
  if (v.length !== 18) return ID_CARD_MSG.length;
  if (!/^\d{17}[\dX]$/.test(v)) return ID_CARD_MSG.format;
  if (!PROVINCE_CODES.has(v.slice(0, 2)) || v.slice(2, 6) === '0000') return ID_CARD_MSG.region;
  const [y, m, d] = [Number(v.slice(6, 10)), Number(v.slice(10, 12)), Number(v.slice(12, 14))];
  const birth = new Date(Date.UTC(y, m - 1, d));
  const valid = y >= 1900 && birth.getUTCFullYear() === y && birth.getUTCMonth() === m - 1 && birth.getUTCDate() === d && birth.getTime() <= today.getTime();
  if (!valid) return ID_CARD_MSG.birth;
  if (idCardCheckChar(v) !== v[17]) return ID_CARD_MSG.checkDigit;
  return null;
}

/** A Chinese name as on the card: 2-20 Han characters, with the middle dot of minority names. */
export const ID_NAME_PATTERN = /^[\u4e00-\u9fa5\u3400-\u4dbf]+([·•][\u4e00-\u9fa5\u3400-\u4dbf]+)*$/;

export const idNameRule = z
  .string({ error: ID_CARD_MSG.nameRequired })
  .trim()
  .min(1, ID_CARD_MSG.nameRequired)
  .max(20, ID_CARD_MSG.namePattern)
  .refine((v) => v.length >= 2 && ID_NAME_PATTERN.test(v), ID_CARD_MSG.namePattern);

export const idCardRule = z
  .string({ error: ID_CARD_MSG.required })
  .trim()
  .max(30, ID_CARD_MSG.length)
  .transform((v) => v.toUpperCase())
  .superRefine((v, ctx) => {
    const problem = idCardProblem(v);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

/** 张*三 style: the first and last character kept, the middle starred (two-character names: 张*). */
export function maskName(name: string): string {
  const chars = [...name];
  if (chars.length <= 1) return '*';
  if (chars.length === 2) return `${chars[0]}*`;
  return `${chars[0]}${'*'.repeat(chars.length - 2)}${chars[chars.length - 1]}`;
}

/** 1101**********1234 style: the first four and last four kept. */
export const maskIdCard = (idNo: string) => `${idNo.slice(0, 4)}${'*'.repeat(Math.max(0, idNo.length - 8))}${idNo.slice(-4)}`;
