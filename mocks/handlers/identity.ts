import { identity, ID_CASE_STATUS_TEXT, type IdCase, type IdCaseStatus, type IdImage, type IdSide } from '../../lib/api/contract/identity';
import { maskIdCard, maskName } from '../../lib/api/contract/id-card';
import { ID_IMAGE_MAX_BYTES } from '../../lib/constants';
import { mock, ok, rejected, sessionInvalid } from '../mock';

/*
 * Real-name verification of the mock API, in memory per process (`resetIdentityMocks()` for tests), with the
 * server's words (server/services/identity/cases.ts). A submitted case stays pending until a test moves it
 * with `setIdentityMockCase` (the operator's review is not a storefront call). It is the one real-name state of
 * the mocks: selectUser's `status`, the security overview and the order gate read it (identityStatusOf).
 */

interface MockCase {
  status: IdCaseStatus;
  name: string;
  idCard: string;
  reason: string | null;
  submittedAt: string;
  front: IdImage;
  back: IdImage;
}
interface MockIdentity {
  drafts: Partial<Record<IdSide, IdImage>>;
  current: MockCase | null;
}

const state = { users: new Map<number, MockIdentity>(), seq: 0 };

export function resetIdentityMocks() {
  state.users.clear();
  state.seq = 0;
}

const userIdOf = (token: string | null) => {
  const m = token ? /^mock-token-(\d+)-\d+$/.exec(token) : null;
  return m ? Number(m[1]) : null;
};
const of = (userId: number) => {
  let s = state.users.get(userId);
  if (!s) state.users.set(userId, (s = { drafts: {}, current: null }));
  return s;
};

/** A test's shortcut for the operator's decision, or a buyer who is already verified. */
export function setIdentityMockCase(userId: number, status: IdCaseStatus, reason: string | null = null, name = '王小明', idCard = '310101200002290015') {
  const img = (side: IdSide): IdImage => ({ id: ++state.seq, side, mime: 'image/png', size: 1024, uploadedAt: new Date().toISOString() });
  const s = of(userId);
  s.current = status === 0 ? null : { status, name, idCard, reason, submittedAt: new Date().toISOString(), front: s.current?.front ?? img('front'), back: s.current?.back ?? img('back') };
}

/** The buyer's case status (0 none), as the order gate reads it. */
export const identityStatusOf = (userId: number): IdCaseStatus => state.users.get(userId)?.current?.status ?? 0;

function caseView(s: MockIdentity): IdCase {
  const c = s.current;
  const live = c && c.status !== 3;
  const status = c?.status ?? 0;
  return {
    status,
    statusText: ID_CASE_STATUS_TEXT[status],
    reason: c?.status === 3 ? c.reason : null,
    submittedAt: c?.submittedAt ?? null,
    reviewedAt: null,
    front: live ? c.front : (s.drafts.front ?? null),
    back: live ? c.back : (s.drafts.back ?? null),
  };
}

const open = (s: MockIdentity) => (s.current?.status === 1 ? '实名认证正在审核中，请耐心等待' : s.current?.status === 2 ? '您已完成实名认证，无需重复提交' : null);

export const identityHandlers = [
  mock(identity.idCadUpload, async ({ token, request }) => {
    const uid = userIdOf(token);
    if (uid === null) return sessionInvalid();
    const form = await request.formData();
    const side = form.get('side');
    if (side !== 'front' && side !== 'back') return rejected('请指明上传身份证的人像面（front）或国徽面（back）');
    const file = form.get('file');
    if (!(file instanceof File) || file.size === 0) return rejected('请选择身份证照片');
    if (file.size > ID_IMAGE_MAX_BYTES) return rejected(`文件过大，不能超过 ${ID_IMAGE_MAX_BYTES / 1024 / 1024} MB（file）`);
    const head = new Uint8Array(await file.slice(0, 4).arrayBuffer());
    const mime = head[0] === 0x89 && head[1] === 0x50 ? 'image/png' : head[0] === 0xff && head[1] === 0xd8 ? 'image/jpeg' : null;
    if (!mime) return rejected('只能上传格式正确的图片（PNG 或 JPG）');
    const s = of(uid);
    const refusal = open(s);
    if (refusal) return rejected(refusal);
    const img: IdImage = { id: ++state.seq, side, mime, size: file.size, uploadedAt: new Date().toISOString() };
    s.drafts[side] = img;
    return ok(img);
  }),
  mock(identity.bindIDCard, ({ token, body }) => {
    const uid = userIdOf(token);
    if (uid === null) return sessionInvalid();
    const s = of(uid);
    const refusal = open(s);
    if (refusal) return rejected(refusal);
    if (!s.drafts.front) return rejected('请先上传身份证人像面照片');
    if (!s.drafts.back) return rejected('请先上传身份证国徽面照片');
    s.current = { status: 1, name: body.name, idCard: body.idCard, reason: null, submittedAt: new Date().toISOString(), front: s.drafts.front, back: s.drafts.back };
    s.drafts = {};
    return ok(caseView(s));
  }),
  mock(identity.getIDCardCase, ({ token }) => {
    const uid = userIdOf(token);
    return uid === null ? sessionInvalid() : ok(caseView(of(uid)));
  }),
  mock(identity.getIdCardInfo, ({ token }) => {
    const uid = userIdOf(token);
    if (uid === null) return sessionInvalid();
    const c = of(uid).current;
    return ok(c ? { name: maskName(c.name), idCard: maskIdCard(c.idCard), status: c.status, statusText: ID_CASE_STATUS_TEXT[c.status] } : null);
  }),
];
