import { z } from 'zod';

/** Numeric ids arrive as numbers or numeric strings (path segments, query strings). */
export const idSchema = z.coerce
  .number({ error: '应为正整数' })
  .int('应为正整数')
  .positive('应为正整数')
  .max(2_147_483_647, '超出范围');

export const pageBody = z.object({
  pageNo: z.coerce.number().int().min(1).optional(),
  pageSize: z.coerce.number().int().min(1).optional(),
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
