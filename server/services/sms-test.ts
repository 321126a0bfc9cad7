import type { AppDeps, RequestCtx } from '../http/context';
import { ApiError } from '../http/errors';
import { proveAndSend, type SendInput } from './sms';

export const SMS_TEST_MSG = {
  refused: '测试验证码接口仅在测试环境（控制台短信通道）可用，请使用"获取验证码"',
} as const;

/**
 * getMsgCodeTest (SPEC §7): getMsgCode that also answers the code, for QA. Only where no phone can be
 * reached anyway — the console SMS provider outside production; refused before anything is sent otherwise
 * (a production shop on the console provider, the default, refuses it too: docs/adr/0012-customer-accounts.md).
 */
export async function sendTestSmsCode(deps: AppDeps, input: SendInput, ctx: RequestCtx): Promise<{ mobile: string; msgCode: string }> {
  if (deps.config.NODE_ENV === 'production' || deps.providers.sms.name !== 'console') throw new ApiError(SMS_TEST_MSG.refused);
  const msgCode = await proveAndSend(deps, input, ctx);
  return { mobile: input.mobile, msgCode };
}
