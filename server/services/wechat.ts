import { randomBytes } from 'node:crypto';
import { and, eq, gt, inArray, isNull, ne } from 'drizzle-orm';
import { LOGIN_EXPIRE_MINUTES, QR_VALID_SECONDS } from '../../lib/constants';
import { NO_BIND_PREFIX, QR_STATE, type LoginResult } from '../../lib/api/contract/user';
import type { DataOf } from '../../lib/api/contract/endpoint';
import type { user as userContract } from '../../lib/api/contract/user';
import { users, wechatScenes } from '../db/schema';
import type { AppDeps, RequestCtx } from '../http/context';
import { ApiError } from '../http/errors';
import { WechatError, type OpenWechatProvider, type WechatIdentity, type WechatProvider } from '../providers/wechat';
import { simulatedIdentity } from '../providers/wechat/simulated';
import { maybeSweepExpired } from './housekeeping';
import { MINUTE_MS, take } from './rate-limit';
import { limitOf, RATE_RULES } from './rate-rules';
import { verifySmsCode } from './sms';
import { createUserForMobile, findUserById, findUserByMobile, findUserByOpenId, loginUser, referrer } from './users';
import { BIND_WINDOW_MS, bindKeyHash, bindKeyOf, findBindableScene, SCANNED, SCENE, ticketOf, type SceneRow } from './wechat-scenes';

export const WECHAT_MSG = {
  simulatedOff: '当前未启用模拟微信登录',
  openOff: '当前未启用微信开放平台登录',
  sceneGone: '二维码已失效，请在电脑上刷新二维码后重新扫码',
  sceneUsed: '该二维码已被扫描，请在电脑上刷新二维码',
  stateGone: '登录请求已过期，请重新扫码',
  bindKey: '绑定凭证已失效，请重新扫码',
  mobileTaken: '该手机号已绑定其他微信账号',
  wechatTaken: '该微信已绑定其他手机号',
  tooMany: '操作过于频繁，请稍后再试',
} as const;

/** Authorized scenes wait this long for the page's next poll (it polls every second). */
const PICKUP_MS = 2 * MINUTE_MS;
/** The Open Platform callback may come minutes after the QR (WeChat's own page, the phone's confirm). */
const OPEN_STATE_MS = 10 * MINUTE_MS;

type PollData = DataOf<typeof userContract.wechatIsLogin>;

const isOpen = (p: WechatProvider): p is OpenWechatProvider => p.name === 'open';

/** wechatScan: a new scene, valid 60 s (SPEC §9). The page keeps scene_str; the QR carries only its hash. */
export async function startScan(deps: AppDeps, ctx: RequestCtx) {
  await take(deps.db, [limitOf(RATE_RULES.wechatScanPerIp, ctx.ip, () => WECHAT_MSG.tooMany)]);
  const sceneStr = randomBytes(24).toString('base64url');
  const ticket = ticketOf(sceneStr);
  await deps.db.insert(wechatScenes).values({ sceneStr: ticket, expiresAt: new Date(Date.now() + QR_VALID_SECONDS * 1000) });
  await maybeSweepExpired(deps.db);
  return { scene_str: sceneStr, qrcodeUrl: deps.providers.wechat.qrcodeUrl(ticket), expireSeconds: QR_VALID_SECONDS, provider: deps.providers.wechat.name };
}

async function findScene(deps: AppDeps, ticket: string): Promise<SceneRow | null> {
  const [row] = await deps.db.select().from(wechatScenes).where(eq(wechatScenes.sceneStr, ticket));
  return row ?? null;
}

/**
 * What a confirmed identity turns the scene into: a bound identity (user with a phone) is authorized;
 * otherwise the phone must be bound first — code 1 for an identity never seen, 2 for one that scanned before.
 */
async function outcomeFor(deps: AppDeps, ticket: string, identity: WechatIdentity) {
  const user = await findUserByOpenId(deps.db, identity.openId);
  if (user?.mobile) return { status: SCENE.authorized, userId: user.id, expiresAt: new Date(Date.now() + PICKUP_MS) };
  const [seen] = await deps.db
    .select({ id: wechatScenes.sceneStr })
    .from(wechatScenes)
    .where(and(eq(wechatScenes.openId, identity.openId), ne(wechatScenes.sceneStr, ticket)))
    .limit(1);
  return { status: seen ? SCENE.scannedKnown : SCENE.scannedNew, userId: null, expiresAt: new Date(Date.now() + BIND_WINDOW_MS) };
}

/** wechatIsLogin: 0 waiting, 1/2 scanned without a bound phone (with the bind key), 3 logged in, 4 expired. */
export async function pollScene(deps: AppDeps, sceneStr: string, ctx: RequestCtx): Promise<PollData> {
  const scene = await findScene(deps, ticketOf(sceneStr));
  if (!scene || scene.status === SCENE.done || scene.expiresAt.getTime() <= Date.now()) return { code: QR_STATE.expired };
  if (scene.status === SCENE.pending) return { code: QR_STATE.waiting };
  if (scene.status === SCENE.authorized) {
    // The token is handed out once: the scene is spent by the poll that takes it.
    const [taken] = await deps.db
      .update(wechatScenes)
      .set({ status: SCENE.done })
      .where(and(eq(wechatScenes.sceneStr, scene.sceneStr), eq(wechatScenes.status, SCENE.authorized)))
      .returning({ userId: wechatScenes.userId });
    const user = taken?.userId ? await findUserById(deps.db, taken.userId) : null;
    if (!user) return { code: QR_STATE.expired };
    const login = await loginUser(deps.db, user, LOGIN_EXPIRE_MINUTES, ctx);
    return { code: QR_STATE.loggedIn, token: login.token, userInfo: login.userInfo };
  }
  const key = bindKeyOf(sceneStr);
  // A scene scanned through the Open Platform callback carries a random key, given out in noBind_ only.
  if (scene.bindKeyHash && scene.bindKeyHash !== bindKeyHash(key)) return { code: QR_STATE.expired };
  if (!scene.bindKeyHash) await deps.db.update(wechatScenes).set({ bindKeyHash: bindKeyHash(key) }).where(eq(wechatScenes.sceneStr, scene.sceneStr));
  return { code: scene.status === SCENE.scannedKnown ? QR_STATE.scannedUnbound : QR_STATE.scannedNew, key, avatar: scene.avatar, nickname: scene.nickname };
}

/** The simulated phone page: the state of the scene whose ticket is in the QR URL. */
export async function simulatedSceneState(deps: AppDeps, ticket: string) {
  if (deps.providers.wechat.name !== 'simulated') throw new ApiError(WECHAT_MSG.simulatedOff);
  const scene = await findScene(deps, ticket);
  if (!scene || scene.status === SCENE.done || scene.expiresAt.getTime() <= Date.now()) {
    return { status: 'expired' as const, expiresAt: scene ? scene.expiresAt.toISOString() : null };
  }
  return { status: scene.status === SCENE.pending ? ('waiting' as const) : ('confirmed' as const), expiresAt: scene.expiresAt.toISOString() };
}

/** The simulated phone confirms: the nickname is the WeChat identity (same nickname, same identity). */
export async function simulatedConfirm(deps: AppDeps, body: { scene_str: string; nickname: string; avatarSeed?: string }, ctx: RequestCtx) {
  if (deps.providers.wechat.name !== 'simulated') throw new ApiError(WECHAT_MSG.simulatedOff);
  await take(deps.db, [limitOf(RATE_RULES.wechatConfirmPerIp, ctx.ip, () => WECHAT_MSG.tooMany)]);
  const scene = await findScene(deps, body.scene_str);
  if (!scene || scene.expiresAt.getTime() <= Date.now() || scene.status === SCENE.done) throw new ApiError(WECHAT_MSG.sceneGone);
  if (scene.status !== SCENE.pending) throw new ApiError(WECHAT_MSG.sceneUsed);
  const identity = simulatedIdentity(body.nickname, body.avatarSeed);
  const outcome = await outcomeFor(deps, scene.sceneStr, identity);
  const [claimed] = await deps.db
    .update(wechatScenes)
    .set({ ...outcome, openId: identity.openId, unionId: identity.unionId, nickname: identity.nickname, avatar: identity.avatar })
    .where(and(eq(wechatScenes.sceneStr, scene.sceneStr), eq(wechatScenes.status, SCENE.pending), gt(wechatScenes.expiresAt, new Date())))
    .returning({ status: wechatScenes.status });
  if (!claimed) throw new ApiError(WECHAT_MSG.sceneUsed);
  return { nickname: identity.nickname, avatar: identity.avatar };
}

/**
 * wechatBind: the SMS code (scene bind) proves the mobile; the key proves the scanned WeChat identity.
 * The identity joins the mobile's user, or a new user is registered with the WeChat nickname and avatar.
 */
export async function bindPhone(deps: AppDeps, body: { mobile: string; code: string; key: string; recommendMobile?: string }, ctx: RequestCtx): Promise<LoginResult> {
  const { db } = deps;
  const scene = await findBindableScene(db, body.key);
  if (!scene?.openId) throw new ApiError(WECHAT_MSG.bindKey);
  await verifySmsCode(db, body.mobile, ['bind'], body.code);

  const owner = await findUserByOpenId(db, scene.openId);
  const holder = await findUserByMobile(db, body.mobile);
  if (owner && owner.id !== holder?.id) throw new ApiError(WECHAT_MSG.wechatTaken);
  if (holder?.wechatOpenId && holder.wechatOpenId !== scene.openId) throw new ApiError(WECHAT_MSG.mobileTaken);

  // Spend the scene first: a double submit binds once.
  const [claimed] = await db
    .update(wechatScenes)
    .set({ status: SCENE.done })
    .where(and(eq(wechatScenes.sceneStr, scene.sceneStr), inArray(wechatScenes.status, SCANNED)))
    .returning({ status: wechatScenes.status });
  if (!claimed) throw new ApiError(WECHAT_MSG.bindKey);

  let user;
  if (holder) {
    const [updated] = await db
      .update(users)
      .set({
        wechatOpenId: scene.openId,
        wechatUnionId: scene.unionId,
        avatar: holder.avatar ?? scene.avatar,
        nickName: holder.nickName || (scene.nickname ?? ''),
      })
      .where(and(eq(users.id, holder.id), isNull(users.wechatOpenId)))
      .returning();
    user = updated ?? holder;
  } else {
    user = await createUserForMobile(db, {
      mobile: body.mobile,
      nickName: scene.nickname ?? '',
      avatar: scene.avatar,
      wechatOpenId: scene.openId,
      wechatUnionId: scene.unionId,
      recommendMobile: referrer(body.recommendMobile, body.mobile),
    });
  }
  await db.update(wechatScenes).set({ userId: user.id }).where(eq(wechatScenes.sceneStr, scene.sceneStr));
  return loginUser(db, user, LOGIN_EXPIRE_MINUTES, ctx);
}

/**
 * Open Platform callback (/login/wxLogin?code&state): state is the scene's ticket, accepted once and for
 * ten minutes. A bound identity gets a session token; an unbound one gets `noBind_<key>` for /register.
 */
export async function openCallback(deps: AppDeps, query: { code: string; state: string }, ctx: RequestCtx): Promise<{ token: string }> {
  const provider = deps.providers.wechat;
  if (!isOpen(provider)) throw new ApiError(WECHAT_MSG.openOff);
  const scene = await findScene(deps, query.state);
  const fresh = (s: SceneRow) => s.status === SCENE.pending && s.createdAt.getTime() > Date.now() - OPEN_STATE_MS;
  if (!scene || !fresh(scene)) throw new ApiError(WECHAT_MSG.stateGone);

  let identity: WechatIdentity;
  try {
    identity = await provider.exchangeCode(query.code);
  } catch (err) {
    if (err instanceof WechatError) throw new ApiError(err.message);
    throw err;
  }
  const outcome = await outcomeFor(deps, scene.sceneStr, identity);
  // A random key here (the page has no scene_str to derive one from); it is handed out once, in the token.
  const key = outcome.status === SCENE.authorized ? null : randomBytes(24).toString('base64url');
  const [claimed] = await deps.db
    .update(wechatScenes)
    .set({
      ...outcome,
      status: key ? outcome.status : SCENE.done,
      bindKeyHash: key ? bindKeyHash(key) : null,
      openId: identity.openId,
      unionId: identity.unionId,
      nickname: identity.nickname,
      avatar: identity.avatar,
    })
    .where(and(eq(wechatScenes.sceneStr, scene.sceneStr), eq(wechatScenes.status, SCENE.pending)))
    .returning({ userId: wechatScenes.userId });
  if (!claimed) throw new ApiError(WECHAT_MSG.stateGone);
  if (key) return { token: `${NO_BIND_PREFIX}${key}` };
  const user = claimed.userId ? await findUserById(deps.db, claimed.userId) : null;
  if (!user) throw new ApiError(WECHAT_MSG.stateGone);
  return { token: (await loginUser(deps.db, user, LOGIN_EXPIRE_MINUTES, ctx)).token };
}
