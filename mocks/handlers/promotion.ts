import { activity, pointsMall, type MallItem, type Redemption } from '../../lib/api/contract/promotion';
import { VOUCHER_ERR, voucher, type UserVoucher } from '../../lib/api/contract/voucher';
import * as seed from '../fixtures/promotions';
import { mock, ok, okPage, rejected, sessionInvalid } from '../mock';
import { addressMockState } from './address';
import { mockPointsBalance, mockSuggestion, seedMockPoints, userIdOf } from './member';
import { member } from '../../lib/api/contract/member';
import { yuan } from '../../lib/api/contract/money';

/*
 * The points mall, vouchers and activity claims of the mock API (in memory per process; `resetPromotionMocks()`
 * for tests). Items are the seed's; the points come from the member mocks' ledger, as the real API spends them.
 */
const templates = new Map(seed.voucherTemplates.map((t, i) => [t.key, { ...t, id: i + 1 }]));
const freshItems = (): MallItem[] =>
  seed.mallItems.map((m, i) => {
    const t = m.template ? templates.get(m.template)! : null;
    return { id: i + 1, kind: m.kind, name: m.name, description: m.description, points: m.points, stock: m.stock, perUserLimit: m.perUserLimit, voucher: t && { face: t.faceFen, minOrder: t.minOrderFen, validDays: t.validDays ?? null } };
  });
const state = { items: freshItems(), redemptions: [] as (Redemption & { userId: number; itemId: number })[], vouchers: [] as (UserVoucher & { userId: number })[], claims: new Set<string>(), seq: 0 };

export function resetPromotionMocks() {
  state.items = freshItems();
  state.redemptions = [];
  state.vouchers = [];
  state.claims.clear();
  state.seq = 0;
}

const activityState = (a: seed.SeedActivity, now = Date.now()) => (now < Date.parse(a.startsAt) ? 'upcoming' : now >= Date.parse(a.endsAt) ? 'ended' : 'current');
const summaryOf = (a: seed.SeedActivity, i: number) => ({ id: i + 1, slug: a.slug, title: a.title, summary: a.summary, startsAt: new Date(a.startsAt).toISOString(), endsAt: new Date(a.endsAt).toISOString(), state: activityState(a) }) as const;


/**
 * As the server's `pickVoucher` at settlement: the buyer's unused vouchers, applicable ones first (best face value
 * first), and the chosen one's discount — or the server's refusal when it cannot be used on these goods.
 */
export function pickMockVoucher(uid: number, goods: number, chosenId: number | undefined) {
  const now = Date.now();
  const usable = state.vouchers
    .filter((v) => v.userId === uid && v.state === 'unused' && Date.parse(v.expiresAt) > now && Date.parse(v.validFrom) <= now)
    .sort((a, b) => b.face - a.face || Date.parse(a.expiresAt) - Date.parse(b.expiresAt) || a.id - b.id);
  const vouchers = usable
    .map((v) => ({ id: v.id, name: v.name, face: v.face, minOrder: v.minOrder, expiresAt: v.expiresAt, applicable: goods >= v.minOrder, reason: goods >= v.minOrder ? '' : `商品金额满 ${yuan(v.minOrder)} 可用` }))
    .sort((a, b) => Number(b.applicable) - Number(a.applicable));
  if (chosenId === undefined) return { discount: 0, voucher: null, vouchers };
  const chosen = usable.find((v) => v.id === chosenId);
  if (!chosen) return VOUCHER_ERR.unusable;
  if (goods < chosen.minOrder) return VOUCHER_ERR.minOrder(chosen.minOrder);
  return { discount: Math.min(chosen.face, goods), voucher: { id: chosen.id, name: chosen.name }, vouchers };
}

/** Issues the voucher template `key` to the user once per `ref`, as the server's issueVoucherIn; null when the ref was used. */
function issueMockVoucher(uid: number, key: string, source: UserVoucher['source'], ref: string): { id: number; name: string; face: number } | null {
  const t = templates.get(key)!;
  if (state.claims.has(`${uid}:${ref}`)) return null;
  state.claims.add(`${uid}:${ref}`);
  const now = Date.now();
  const v = { id: ++state.seq, userId: uid, name: t.name, face: t.faceFen, minOrder: t.minOrderFen, source, state: 'unused' as const, validFrom: new Date(now).toISOString(), expiresAt: new Date(now + (t.validDays ?? 90) * 86_400_000).toISOString(), orderNo: null };
  state.vouchers.push(v);
  return { id: v.id, name: v.name, face: v.face };
}

/** The order took the voucher (used); a cancelled order gives it back. */
export function useMockVoucher(id: number, orderNo: string) {
  Object.assign(state.vouchers.find((v) => v.id === id) ?? {}, { state: 'used', orderNo });
}
export function releaseMockVoucher(orderNo: string) {
  for (const v of state.vouchers) if (v.orderNo === orderNo && v.state === 'used') Object.assign(v, { state: 'unused', orderNo: null });
}

export const promotionHandlers = [
  // SPEC §9: adopting a suggestion gives its author the 100-yuan feedback voucher, once (server/services/feedback.ts).
  mock(member.operatorAdopt, ({ params }) => {
    const s = mockSuggestion(params.id);
    if (!s) return rejected('反馈不存在');
    const voucher = issueMockVoucher(s.userId, 'feedback-100', 'feedback', `suggest:${s.id}`);
    return ok({ adoptedAt: new Date().toISOString(), credited: voucher !== null, voucher });
  }),
  mock(activity.list, () => ok(seed.activities.map(summaryOf).sort((a, b) => Number(a.state === 'ended') - Number(b.state === 'ended')))),
  mock(activity.detail, ({ params }) => {
    const i = seed.activities.findIndex((a) => a.slug === params.slug);
    if (i < 0) return rejected('活动不存在');
    const a = seed.activities[i];
    // The mock has no catalogue join for featured products: it lists none.
    const vouchers = a.vouchers.map((v) => {
      const t = templates.get(v.template)!;
      return { templateId: t.id, name: t.name, face: t.faceFen, minOrder: t.minOrderFen, left: v.stock, validText: t.validDays ? `领取后 ${t.validDays} 天内有效` : `${t.validFrom!.slice(0, 10)} 至 ${new Date(Date.parse(t.validTo!) + 8 * 3600_000 - 1).toISOString().slice(0, 10)} 有效` };
    });
    return ok({ ...summaryOf(a, i), body: a.body, products: [], vouchers });
  }),
  mock(pointsMall.items, () => ok(state.items)),
  mock(pointsMall.redeem, ({ token, body }) => {
    const uid = userIdOf(token);
    if (uid === null) return sessionInvalid();
    const item = state.items.find((i) => i.id === body.itemId);
    if (!item) return rejected('兑换商品不存在');
    if (item.stock <= 0) return rejected('该商品已兑完');
    if (state.redemptions.filter((r) => r.userId === uid && r.itemId === item.id).length >= item.perUserLimit) return rejected(`每位用户限兑 ${item.perUserLimit} 次，您已达上限`);
    let address: Redemption['address'] = null;
    if (item.kind === 'gift') {
      const found = addressMockState(uid).addresses.find((a) => a.id === body.addressId);
      if (!body.addressId) return rejected('实物礼品请选择收货地址');
      if (!found) return rejected('地址不存在');
      const { id: _i, isDefault: _d, book: _b, ...copy } = found;
      address = copy;
    }
    const balance = mockPointsBalance(uid);
    if (balance < item.points) return rejected(`积分不足（当前可用 ${balance} 积分）`);
    const now = new Date().toISOString();
    seedMockPoints(uid, { kind: 'spend', delta: -item.points, reason: `积分商城兑换：${item.name}`, orderNo: null, balanceAfter: balance - item.points, expiresAt: null, createdAt: now });
    item.stock -= 1;
    const redemption: Redemption = { id: ++state.seq, itemName: item.name, kind: item.kind, points: item.points, status: item.kind === 'gift' ? 'to_ship' : 'issued', statusText: item.kind === 'gift' ? '待发货' : '已发放到我的优惠券', address, createdAt: now };
    state.redemptions.unshift({ ...redemption, userId: uid, itemId: item.id });
    if (item.voucher) {
      const days = item.voucher.validDays ?? 90;
      state.vouchers.push({ id: ++state.seq, userId: uid, name: seed.voucherTemplates.find((t) => t.faceFen === item.voucher!.face)?.name ?? item.name, face: item.voucher.face, minOrder: item.voucher.minOrder, source: 'points', state: 'unused', validFrom: now, expiresAt: new Date(Date.now() + days * 86_400_000).toISOString(), orderNo: null });
    }
    return ok({ redemption, balance: balance - item.points });
  }),
  mock(pointsMall.redemptions, ({ token, paging }) => {
    const uid = userIdOf(token);
    return uid === null ? sessionInvalid() : okPage(state.redemptions.filter((r) => r.userId === uid).map(({ userId: _u, itemId: _i, ...r }) => r), paging);
  }),
  mock(voucher.mine, ({ token, query }) => {
    const uid = userIdOf(token);
    if (uid === null) return sessionInvalid();
    return ok(state.vouchers.filter((v) => v.userId === uid && (!query.state || v.state === query.state)).map(({ userId: _u, ...v }) => v));
  }),
  mock(activity.claim, ({ token, body }) => {
    const uid = userIdOf(token);
    if (uid === null) return sessionInvalid();
    const key = `${uid}:${body.templateId}`;
    if (state.claims.has(key)) return rejected('您已领取过这张优惠券');
    state.claims.add(key);
    return ok({ voucherId: ++state.seq });
  }),
];
