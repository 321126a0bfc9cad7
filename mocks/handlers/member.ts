import { buildPath } from '../../lib/api/contract/endpoint';
import { member, type Footprint, type FootprintDay, type PointsRow } from '../../lib/api/contract/member';
import { FEEDBACK_MAX_IMAGE_BYTES, UPLOAD_DEFAULT_MAX_BYTES } from '../../lib/constants';
import { IMAGE_UPLOAD_MSG } from '../../lib/validation';
import { demandRowOf, mockSkus } from '../fixtures/cart';
import { mock, ok, okPage, rejected, sessionInvalid } from '../mock';

/*
 * Footprints, points, the generic upload and feedback of the mock API, in memory per process
 * (`resetMemberMocks()` for tests). Tokens are the user mocks' `mock-token-<userId>-<n>`. The upload follows
 * SPEC §5 as the real API does: PNG / JPEG by the first bytes, 2 MB for feedback, 3 MB otherwise.
 */

interface Visit {
  userId: number;
  productId: number;
  at: number;
}
interface Upload {
  userId: number;
  fid: string;
  bytes: Uint8Array;
  mime: string;
}
const state = { visits: [] as Visit[], ledger: new Map<number, PointsRow[]>(), uploads: [] as Upload[], suggestions: [] as { id: number; userId: number; content: string }[], seq: 0 };

/** A suggestion sent to the mock API (its author), for the operator's adoption (mocks/handlers/promotion.ts). */
export const mockSuggestion = (id: number) => state.suggestions.find((s) => s.id === id);

export function resetMemberMocks() {
  state.visits = [];
  state.ledger.clear();
  state.uploads = [];
  state.suggestions = [];
  state.seq = 0;
}

/** For tests: a product page a user opened at `at` (ms). */
export const seedMockVisit = (userId: number, productId: number, at: number) => void state.visits.push({ userId, productId, at });

/** For tests: a points row of a user (newest first in the answers). */
export function seedMockPoints(userId: number, row: Omit<PointsRow, 'id'>) {
  const rows = state.ledger.get(userId) ?? [];
  rows.unshift({ id: ++state.seq, ...row });
  state.ledger.set(userId, rows);
}

export const userIdOf = (token: string | null) => {
  const m = token ? /^mock-token-(\d+)-\d+$/.exec(token) : null;
  return m ? Number(m[1]) : null;
};
const CHINA_OFFSET_MS = 8 * 60 * 60 * 1000;
const dayOf = (ms: number) => new Date(ms + CHINA_OFFSET_MS).toISOString().slice(0, 10);

function footprintOf(productId: number, at: number): Footprint | null {
  const row = demandRowOf(0, productId, null);
  if (!row) return null;
  return { productId, code: row.code, name: row.name, cas: row.cas, brandName: row.brandName, imgUrl: row.imgUrl, available: row.available, skus: row.skus, viewedAt: new Date(at).toISOString() };
}

function daysOf(userId: number): FootprintDay[] {
  const latest = new Map<string, Visit>();
  for (const v of state.visits.filter((x) => x.userId === userId)) {
    const key = `${dayOf(v.at)}|${v.productId}`;
    if ((latest.get(key)?.at ?? -1) < v.at) latest.set(key, v);
  }
  const days = new Map<string, Footprint[]>();
  for (const v of [...latest.values()].sort((a, b) => b.at - a.at)) {
    const f = footprintOf(v.productId, v.at);
    if (f) days.set(dayOf(v.at), [...(days.get(dayOf(v.at)) ?? []), f]);
  }
  return [...days].map(([day, items]) => ({ day, items }));
}

export const mockPointsBalance = (userId: number) => state.ledger.get(userId)?.[0]?.balanceAfter ?? 0;
const hex = () => Array.from({ length: 32 }, () => Math.floor(Math.random() * 16).toString(16)).join('');

export const memberHandlers = [
  mock(member.accessLogRecord, ({ token, body }) => {
    const uid = userIdOf(token);
    if (uid === null) return sessionInvalid();
    const m = /^\/goodsDetail\/(\d+)/.exec(body.page);
    if (!body.page.startsWith('/') || body.page.startsWith('//')) return ok({ recorded: false });
    if (m && mockSkus.some((s) => s.productId === Number(m[1]))) state.visits.push({ userId: uid, productId: Number(m[1]), at: Date.now() });
    return ok({ recorded: true });
  }),
  mock(member.footprints, ({ token }) => {
    const uid = userIdOf(token);
    return uid === null ? sessionInvalid() : ok(daysOf(uid));
  }),
  mock(member.footprintsClear, ({ token, body }) => {
    const uid = userIdOf(token);
    if (uid === null) return sessionInvalid();
    const before = state.visits.length;
    state.visits = state.visits.filter((v) => v.userId !== uid || (body.day !== undefined && dayOf(v.at) !== body.day));
    return ok({ removed: before - state.visits.length });
  }),
  mock(member.pointsSummary, ({ token }) => {
    const uid = userIdOf(token);
    if (uid === null) return sessionInvalid();
    const credits = (state.ledger.get(uid) ?? []).filter((r) => r.expiresAt);
    const first = credits.map((r) => r.expiresAt!).sort()[0];
    return ok({ balance: mockPointsBalance(uid), nextExpiry: first && mockPointsBalance(uid) > 0 ? { points: mockPointsBalance(uid), at: first } : null });
  }),
  mock(member.pointsLedger, ({ token, paging }) => {
    const uid = userIdOf(token);
    return uid === null ? sessionInvalid() : okPage(state.ledger.get(uid) ?? [], paging);
  }),
  mock(member.upload, async ({ token, request }) => {
    const uid = userIdOf(token);
    if (uid === null) return sessionInvalid();
    const form = await request.formData();
    const file = form.get('img');
    if (!(file instanceof File) || file.size === 0) return rejected('请选择要上传的图片');
    const bytes = new Uint8Array(await file.arrayBuffer());
    const mime = bytes[0] === 0x89 && bytes[1] === 0x50 ? 'image/png' : bytes[0] === 0xff && bytes[1] === 0xd8 ? 'image/jpeg' : null;
    if (!mime) return rejected(IMAGE_UPLOAD_MSG.badType);
    const max = form.get('scene') === 'feedback' ? FEEDBACK_MAX_IMAGE_BYTES : UPLOAD_DEFAULT_MAX_BYTES;
    if (bytes.byteLength > max) return rejected(IMAGE_UPLOAD_MSG.tooLarge(max / 1024 / 1024));
    const fid = hex();
    state.uploads.push({ userId: uid, fid, bytes, mime });
    return ok({ fid, url: buildPath(member.hostedFile.path, { fid }), name: file.name, size: bytes.byteLength });
  }),
  mock(member.hostedFile, ({ token, params }) => {
    const uid = userIdOf(token);
    if (uid === null) return sessionInvalid();
    const up = state.uploads.find((u) => u.fid === params.fid && u.userId === uid);
    return up ? new Response(new Uint8Array(up.bytes), { headers: { 'content-type': up.mime } }) : rejected('图片不存在');
  }),
  mock(member.suggestAdd, ({ token, body }) => {
    const uid = userIdOf(token);
    if (uid === null) return sessionInvalid();
    if (body.files.some((f) => !state.uploads.some((u) => u.fid === f.fid && u.userId === uid))) return rejected('图片不存在');
    const id = ++state.seq;
    state.suggestions.push({ id, userId: uid, content: body.content });
    return ok({ id });
  }),
];
