import { SECURITY_LEVEL_TEXT, type SecurityOverview } from '../../../lib/api/contract/security';
import { ID_CASE_STATUS, idCaseStatusOf, REAL_NAME_VIEW } from '../../../lib/api/contract/identity';
import type { AppDeps, RequestCtx } from '../../http/context';
import { maskMobile } from '../../providers/outbox';
import { currentUser } from '../auth';

/**
 * The security level: four items (login password, bound phone, bound e-mail, real-name verification);
 * all four high, three medium, fewer low. The missing ones are named so the page can say what to do.
 */
export async function securityOverview(deps: AppDeps, ctx: RequestCtx): Promise<SecurityOverview> {
  const u = await currentUser(deps, ctx);
  // users.auth_status: the state of the newest verification case, written with it (identity/cases.ts, review.ts).
  const realName = idCaseStatusOf(u.authStatus);
  const items: SecurityOverview['items'] = [
    { key: 'password', title: '登录密码', done: !!u.passwordHash, detail: u.passwordHash ? '已设置，可使用手机号/邮箱和密码登录' : '未设置，设置后可使用密码登录' },
    { key: 'mobile', title: '手机绑定', done: !!u.mobile, detail: u.mobile ? `已绑定 ${maskMobile(u.mobile)}` : '未绑定手机号' },
    { key: 'email', title: '邮箱绑定', done: !!u.email, detail: u.email ? `已绑定 ${u.email}` : '未绑定，绑定后可使用邮箱登录' },
    { key: 'realName', title: '实名认证', done: realName === ID_CASE_STATUS.verified, detail: REAL_NAME_VIEW[realName].detail },
  ];
  const done = items.filter((i) => i.done).length;
  const level = done === items.length ? 'high' : done === items.length - 1 ? 'medium' : 'low';
  return {
    level,
    levelText: SECURITY_LEVEL_TEXT[level],
    items,
    realName,
    missing: items.filter((i) => !i.done).map((i) => i.title),
    mobile: u.mobile ? maskMobile(u.mobile) : null,
    email: u.email,
    avatar: u.avatar,
    hasPassword: !!u.passwordHash,
  };
}
