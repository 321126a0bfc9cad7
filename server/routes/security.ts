import type { Hono } from 'hono';
import { security } from '../../lib/api/contract/security';
import type { AppEnv } from '../http/context';
import { route } from '../http/route';
import { avatarFile, uploadAvatar } from '../services/security/avatar';
import { bindEmail, sendEmailCode } from '../services/security/email';
import { securityOverview } from '../services/security/overview';
import { changePassword } from '../services/security/password';
import { changePhone, sendNewPhoneCode, sendOldPhoneCode, verifyOldPhone } from '../services/security/phone';
import { listSessions, revokeOne, revokeOthers } from '../services/security/sessions';
import { sendTestSmsCode } from '../services/sms-test';
import { wechatLoginReg } from '../services/wechat-register';

/** Account security (/personalCenter/accountSecurity), the avatar, getMsgCodeTest and WeChat loginReg (docs/api.md). */
export function securityRoutes(app: Hono<AppEnv>) {
  route(app, security.overview, (_in, ctx) => securityOverview(ctx.deps, ctx));
  route(app, security.changePasswd, ({ body }, ctx) => changePassword(ctx.deps, body, ctx));
  route(app, security.phoneOldCode, ({ body }, ctx) => sendOldPhoneCode(ctx.deps, body, ctx));
  route(app, security.phoneVerifyOld, ({ body }, ctx) => verifyOldPhone(ctx.deps, body, ctx));
  route(app, security.phoneNewCode, ({ body }, ctx) => sendNewPhoneCode(ctx.deps, body, ctx));
  route(app, security.phoneChange, ({ body }, ctx) => changePhone(ctx.deps, body, ctx));
  route(app, security.emailCode, ({ body }, ctx) => sendEmailCode(ctx.deps, body, ctx));
  route(app, security.emailBind, ({ body }, ctx) => bindEmail(ctx.deps, body, ctx));
  route(app, security.sessions, (_in, ctx) => listSessions(ctx.deps, ctx));
  route(app, security.revokeSession, ({ params }, ctx) => revokeOne(ctx.deps, params.id, ctx));
  route(app, security.revokeOthers, (_in, ctx) => revokeOthers(ctx.deps, ctx));
  route(app, security.avatarUpload, ({ file }, ctx) => uploadAvatar(ctx.deps, file, ctx));
  route(app, security.avatarFile, ({ params }, ctx) => avatarFile(ctx.deps, params.key));
  route(app, security.getMsgCodeTest, ({ body }, ctx) => sendTestSmsCode(ctx.deps, body, ctx));
  route(app, security.wxLoginReg, ({ body }, ctx) => wechatLoginReg(ctx.deps, body, ctx));
}
