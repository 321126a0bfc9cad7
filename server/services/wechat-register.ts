import type { LoginResult } from '../../lib/api/contract/user';
import type { AppDeps, RequestCtx } from '../http/context';
import { storePassword } from './auth';
import { findUserById } from './users';
import { bindPhone } from './wechat';

/**
 * loginAndRegister/wx/open/loginReg: registration through WeChat — the page /register?token=noBind_<key>
 * sends the mobile, its SMS code (scene bind), the key and optionally a first password. The phone binds to
 * the scanned WeChat identity (a new account, or the mobile's existing one) exactly as wechatBind does; the
 * password is set only on an account that has none (an existing password is never replaced here).
 */
export async function wechatLoginReg(
  deps: AppDeps,
  body: { mobile: string; code: string; key: string; recommendMobile?: string; passwd?: string },
  ctx: RequestCtx,
): Promise<LoginResult & { passwordSet: boolean }> {
  const login = await bindPhone(deps, body, ctx);
  let passwordSet = false;
  if (body.passwd) {
    const user = await findUserById(deps.db, login.userInfo.id);
    if (user && !user.passwordHash) {
      await storePassword(deps, user.id, body.passwd);
      passwordSet = true;
    }
  }
  return { ...login, passwordSet };
}
