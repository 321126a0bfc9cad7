import { createHash, timingSafeEqual } from 'node:crypto';
import { ApiError } from './errors';

export const OPERATOR_MSG = {
  disabled: '未启用运营接口',
  denied: '运营凭证无效',
} as const;

const digest = (s: string) => createHash('sha256').update(s).digest();

/**
 * Operator calls need the x-admin-token header equal to ADMIN_TOKEN. Without ADMIN_TOKEN configured they
 * are off. Both sides are hashed first so the comparison is constant-time whatever the lengths.
 */
export function checkOperator(configured: string | undefined, presented: string | undefined): void {
  if (!configured) throw new ApiError(OPERATOR_MSG.disabled);
  if (!presented || !timingSafeEqual(digest(configured), digest(presented))) throw new ApiError(OPERATOR_MSG.denied);
}
