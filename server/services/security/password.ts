import type { AppDeps, RequestCtx } from '../../http/context';
import { ApiError } from '../../http/errors';
import { claimPasswordCheck, currentUser, revokeSessionsOf, storePassword } from '../auth';
import { verifyPassword } from '../passwords';

export const PASSWORD_MSG = {
  noPassword: '当前账号尚未设置登录密码，请先设置密码',
  wrongOld: '原密码错误',
  same: '新密码不能与原密码相同',
} as const;

/**
 * Changes the password with the old one. The old-password check claims one of the five checks per 15
 * minutes that login uses (the same counter: five wrong tries here lock the password login too). After the
 * change every other session of the user ends; this one stays.
 */
export async function changePassword(deps: AppDeps, body: { oldPasswd: string; passwd: string }, ctx: RequestCtx): Promise<null> {
  const user = await currentUser(deps, ctx);
  if (!user.passwordHash) throw new ApiError(PASSWORD_MSG.noPassword);
  await claimPasswordCheck(deps, user.id, '');
  if (!(await verifyPassword(body.oldPasswd, user.passwordHash, user.passwordSalt))) throw new ApiError(PASSWORD_MSG.wrongOld);
  if (body.oldPasswd.toLowerCase() === body.passwd.toLowerCase()) throw new ApiError(PASSWORD_MSG.same);
  await storePassword(deps, user.id, body.passwd);
  await revokeSessionsOf(deps, user.id, ctx.user!.sessionId);
  return null;
}
