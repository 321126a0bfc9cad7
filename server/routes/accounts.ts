import type { Hono } from 'hono';
import { user } from '../../lib/api/contract/user';
import type { AppEnv } from '../http/context';
import { route, type Handler } from '../http/route';
import { accountLogin, forgetPasswd, logout, selectUser, setPasswd, smsLogin } from '../services/auth';
import { createCaptcha } from '../services/captcha';
import { sendSmsCode } from '../services/sms';
import { bindPhone, openCallback, pollScene, simulatedConfirm, simulatedSceneState, startScan } from '../services/wechat';

/** Accounts — /mall/user/api: captcha, SMS codes, the three login modes, password, WeChat QR (docs/api.md). */
export function accountRoutes(app: Hono<AppEnv>) {
  route(app, user.getImgCode, (_in, ctx) => createCaptcha(ctx.deps, ctx.ip));
  route(app, user.getMsgCode, ({ body }, ctx) => sendSmsCode(ctx.deps, body, ctx));

  route(app, user.msgCodeLogin, ({ body }, ctx) => smsLogin(ctx.deps, body, ctx));
  route(app, user.accountLogin, ({ body }, ctx) => accountLogin(ctx.deps, body, ctx));
  route(app, user.logout, (_in, ctx) => logout(ctx.deps, ctx));
  route(app, user.forgetPasswd, ({ body }, ctx) => forgetPasswd(ctx.deps, body));

  route(app, user.selectUser, (_in, ctx) => selectUser(ctx.deps, ctx));
  route(app, user.setPasswd, ({ body }, ctx) => setPasswd(ctx.deps, body, ctx));

  // The three QR calls also answer at SPEC §7's literal paths (lib/api/contract/user.ts atSpecPath), by the same handlers.
  const scan: Handler<typeof user.wechatScan> = (_in, ctx) => startScan(ctx.deps, ctx);
  const poll: Handler<typeof user.wechatIsLogin> = ({ query }, ctx) => pollScene(ctx.deps, query.scene_str, ctx);
  const bind: Handler<typeof user.wechatBind> = ({ body }, ctx) => bindPhone(ctx.deps, body, ctx);
  route(app, user.wechatScan, scan);
  route(app, user.wechatScanAtSpecPath, scan);
  route(app, user.wechatIsLogin, poll);
  route(app, user.wechatIsLoginAtSpecPath, poll);
  route(app, user.wechatBind, bind);
  route(app, user.wechatBindAtSpecPath, bind);
  route(app, user.wxLoginCallback, ({ query }, ctx) => openCallback(ctx.deps, query, ctx));
  route(app, user.wechatSimulateScene, ({ query }, ctx) => simulatedSceneState(ctx.deps, query.scene_str));
  route(app, user.wechatSimulateConfirm, ({ body }, ctx) => simulatedConfirm(ctx.deps, body, ctx));
}
