import { sameSecret } from '../../lib/http/secret';
import { ApiError } from './errors';

export const OPERATOR_MSG = {
  disabled: '未启用运营接口',
  denied: '运营凭证无效',
} as const;

/**
 * Operator calls need the x-admin-token header equal to ADMIN_TOKEN. Without ADMIN_TOKEN configured they
 * are off. The comparison is constant-time (lib/http/secret.ts).
 */
export function checkOperator(configured: string | undefined, presented: string | undefined): void {
  if (!configured) throw new ApiError(OPERATOR_MSG.disabled);
  if (!presented || !sameSecret(configured, presented)) throw new ApiError(OPERATOR_MSG.denied);
}
