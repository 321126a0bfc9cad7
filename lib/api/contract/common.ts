import { z } from 'zod';

/** An integer written in decimal digits, as a query string, a path segment, a form post or a multipart field carries it. */
export const INTEGER_TEXT = /^-?\d+$/;

/**
 * Every integer field of a request, whatever carries it (docs/adr/0002-integers-in-requests.md): a JSON number, or
 * the same number in decimal digits ("3", "-1"), since query strings, path segments, form posts and multipart
 * fields carry nothing else — so JSON bodies take the digits too. Nothing else becomes a number: not "", " 3",
 * "3.0", "1e3", "0x1f", true or null. `rule` is the field's `z.number().int()` with its bounds and messages; a value
 * of another kind is refused as the rule refuses it (issue-message.ts reads a union's first option).
 */
export const wholeNumber = <R extends z.ZodNumber>(rule: R) => z.union([rule, z.string().regex(INTEGER_TEXT).transform(Number).pipe(rule)]);

/** A number with decimals written in digits ("0.5", "10"): what a decimal field (a quantity, a threshold) takes as text. */
export const DECIMAL_TEXT = /^-?\d+(\.\d+)?$/;

/** A decimal field, under the rule of `wholeNumber`: a JSON number, or the same number in digits. */
export const decimalNumber = <R extends z.ZodNumber>(rule: R) => z.union([rule, z.string().regex(DECIMAL_TEXT).transform(Number).pipe(rule)]);

/** An integer field that takes only these values, as a JSON number or in digits: `wholeNumberOf([1, 2, 3])`. */
export const wholeNumberOf = <const V extends readonly [number, ...number[]]>(values: V, message?: string) =>
  z.union([z.literal(values), z.enum(values.map(String) as [string, ...string[]]).transform((s) => Number(s) as V[number])], message ? { error: message } : undefined);

/** What a stored scan-or-photo upload (slips, permits, certification files, attachments) is served as: what it was. */
export const SCAN_OR_PHOTO_TYPES = ['image/png', 'image/jpeg', 'application/pdf'] as const;

/** Numeric ids: positive 32-bit integers, as numbers or digits (path segments, query strings). */
export const idSchema = wholeNumber(z.number({ error: '应为正整数' }).int('应为正整数').positive('应为正整数').max(2_147_483_647, '超出范围'));

export const pageBody = z.object({
  pageNo: wholeNumber(z.number().int().min(1)).optional(),
  pageSize: wholeNumber(z.number().int().min(1)).optional(),
});

export const idParams = z.object({ id: idSchema });

export const emptyBody = z.object({}).passthrough().optional();

/** C0 and C1 control characters (U+0000 among them, which PostgreSQL refuses in text). */
const CONTROL_CHARS = /[\u0000-\u001f\u007f-\u009f]/g;
export const stripControlChars = (s: string) => s.replace(CONTROL_CHARS, '');

/**
 * A search keyword: control characters are dropped, never refused (docs/api.md, Search), then the rest of
 * the rule applies. Every other string field refuses U+0000 (request.ts `parseInput`).
 */
export const searchText = <T extends z.ZodType<unknown, string>>(rule: T) => z.string().transform(stripControlChars).pipe(rule);
