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
