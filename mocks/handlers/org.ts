import {
  addMemberRefusal,
  corpTypeText,
  MEMBER_STATUS_TEXT,
  ORG_CORP_TYPES,
  ORG_DEPTS,
  ORG_FILE_MAX_BYTES,
  ORG_ROLE_TEXT,
  ORG_STATUS_TEXT,
  org,
  type Member,
  type MemberStatus,
  type OrgDetail,
  type OrgFile,
  type OrgRole,
  type OrgStatus,
  type OrganizationInfo,
} from '../../lib/api/contract/org';
import { mock, ok, rejected, sessionInvalid, type Reply } from '../mock';

/*
 * Organisations of the mock API, in memory (`resetOrgMocks()` for tests). Fixture: 示例药物研究院 (verified),
 * with 13800138000 (user 1) its 管理员, a 采购员 and a waiting join request. Messages are the server's.
 */

interface MockOrg {
  id: number;
  name: string;
  creditCode: string;
  legalRepresentative: string;
  corpType: string;
  status: OrgStatus;
  reason: string | null;
  files: OrgFile[];
}
interface MockMembership {
  id: number;
  orgId: number;
  userId: number;
  mobile: string;
  nickName: string;
  role: OrgRole;
  status: MemberStatus;
  dept: string | null;
  isCurrent: boolean;
}

const FIXTURE_ORG: MockOrg = { id: 1, name: '示例药物研究院', creditCode: '91110108MA01A2B3CF', legalRepresentative: '王示例', corpType: 'research', status: 2, reason: null, files: [] };
const fixtureMembers = (): MockMembership[] => [
  { id: 1, orgId: 1, userId: 1, mobile: '13800138000', nickName: '测试采购员', role: 'admin', status: 'active', dept: '采购部', isCurrent: true },
  { id: 2, orgId: 1, userId: 31, mobile: '13700137000', nickName: '采购小王', role: 'buyer', status: 'active', dept: '研发部', isCurrent: true },
  { id: 3, orgId: 1, userId: 32, mobile: '13600136000', nickName: '实验员小李', role: 'viewer', status: 'pending', dept: '检测实验室', isCurrent: false },
];

const state = { orgs: [] as MockOrg[], members: [] as MockMembership[], drafts: new Map<number, OrgFile>(), seq: 100 };

export function resetOrgMocks() {
  state.orgs = [{ ...FIXTURE_ORG, files: [] }];
  state.members = fixtureMembers();
  state.drafts = new Map();
  state.seq = 100;
}
resetOrgMocks();

/** Test helper: the mock user's role in the fixture organisation (or removes them from it with null). */
export function setMockOrgRole(userId: number, role: OrgRole | null) {
  state.members = state.members.filter((m) => !(m.userId === userId && m.orgId === 1));
  if (role) state.members.push({ id: ++state.seq, orgId: 1, userId, mobile: '13800138000', nickName: '测试采购员', role, status: 'active', dept: null, isCurrent: true });
}

/** Test helper: the fixture organisation's verification status (审核中, 已驳回 …). */
export function setMockOrgStatus(status: OrgStatus, reason: string | null = null) {
  Object.assign(state.orgs[0], { status, reason });
}

/** The 仅查看 refusal of the mock user's current organisation (the order mocks answer it, as the server does), or null. */
export const mockOrderBlocked = (userId: number) => (current(userId)?.m.role === 'viewer' ? '您在当前机构的角色为“仅查看”，不能下单，请联系机构管理员开通采购权限' : null);

const userIdOf = (token: string | null) => {
  const m = token ? /^mock-token-(\d+)-\d+$/.exec(token) : null;
  return m ? Number(m[1]) : null;
};
const mask = (mobile: string) => `${mobile.slice(0, 3)}****${mobile.slice(-4)}`;
const current = (uid: number) => {
  const m = state.members.find((x) => x.userId === uid && x.isCurrent && x.status === 'active');
  const o = m && state.orgs.find((x) => x.id === m.orgId);
  return m && o ? { m, o } : null;
};
const facts = (o: MockOrg) => ({
  id: o.id,
  name: o.name,
  creditCode: o.creditCode,
  legalRepresentative: o.legalRepresentative,
  corpType: o.corpType,
  corpTypeText: corpTypeText(o.corpType),
  status: o.status,
  statusText: ORG_STATUS_TEXT[o.status],
  reason: o.reason,
  submittedAt: '2026-11-20T02:00:00.000Z',
  reviewedAt: o.status === 2 || o.status === 3 ? '2026-11-21T02:00:00.000Z' : null,
});
const detail = ({ m, o }: { m: MockMembership; o: MockOrg }): OrgDetail => ({
  ...facts(o),
  role: m.role,
  roleText: ORG_ROLE_TEXT[m.role],
  dept: m.dept,
  canOrder: m.role !== 'viewer',
  files: m.role === 'admin' ? o.files : [],
});
const memberView = (m: MockMembership, self: number): Member => ({
  id: m.id,
  userId: m.userId,
  mobile: mask(m.mobile),
  nickName: m.nickName,
  role: m.role,
  roleText: ORG_ROLE_TEXT[m.role],
  status: m.status,
  statusText: MEMBER_STATUS_TEXT[m.status],
  dept: m.dept,
  isSelf: m.userId === self,
  joinedAt: '2026-11-20T02:00:00.000Z',
});
function infoOf(uid: number): OrganizationInfo {
  const c = current(uid);
  return {
    name: c?.o.name ?? '',
    current: c ? detail(c) : null,
    organisations: state.members
      .filter((m) => m.userId === uid && m.status !== 'disabled')
      .map((m) => {
        const o = state.orgs.find((x) => x.id === m.orgId)!;
        return {
          id: o.id,
          name: o.name,
          status: o.status,
          statusText: ORG_STATUS_TEXT[o.status],
          role: m.role,
          roleText: ORG_ROLE_TEXT[m.role],
          memberStatus: m.status,
          memberStatusText: MEMBER_STATUS_TEXT[m.status],
          isCurrent: m.isCurrent && m.status === 'active',
        };
      }),
  };
}
const makeCurrent = (uid: number, membershipId: number) => state.members.filter((m) => m.userId === uid).forEach((m) => (m.isCurrent = m.id === membershipId));
const adminOf = (uid: number) => {
  const c = current(uid);
  if (!c) return rejected('您还没有所属机构，请先进行企业认证或申请加入机构');
  if (c.m.role !== 'admin') return rejected('仅机构管理员可以进行此操作');
  return c;
};

async function upload(token: string | null, request: Request, kind: 'license' | 'other'): Promise<Reply<OrgFile>> {
  const uid = userIdOf(token);
  if (uid === null) return sessionInvalid();
  const file = (await request.formData()).get('file');
  if (!(file instanceof File) || file.size === 0) return rejected('请选择要上传的文件');
  if (file.size > ORG_FILE_MAX_BYTES) return rejected(`文件过大，不能超过 ${ORG_FILE_MAX_BYTES / 1024 / 1024} MB（file）`);
  const head = new Uint8Array(await file.slice(0, 5).arrayBuffer());
  const pdf = String.fromCharCode(...head) === '%PDF-';
  const mime = pdf ? 'application/pdf' : head[0] === 0x89 && head[1] === 0x50 ? 'image/png' : head[0] === 0xff && head[1] === 0xd8 ? 'image/jpeg' : null;
  if (!mime) return rejected('认证文件仅支持 PNG、JPG 图片或 PDF 文件');
  const f: OrgFile = { id: ++state.seq, kind, name: file.name, mime, size: file.size, uploadedAt: new Date().toISOString() };
  state.drafts.set(f.id, f);
  return ok<OrgFile>(f);
}

function claim(ids: number[], o: MockOrg | null) {
  return ids.map((id) => state.drafts.get(id) ?? o?.files.find((f) => f.id === id)).filter((f): f is OrgFile => Boolean(f));
}

export const orgHandlers = [
  mock(org.getCorpType, () => ok(ORG_CORP_TYPES.map(({ value, label }) => ({ value, label })))),
  mock(org.deptSelect, () => ok(ORG_DEPTS.map((d) => ({ value: d, label: d })))),
  mock(org.corpLicenseUpload, ({ token, request }) => upload(token, request, 'license')),
  mock(org.corpOtherFileUpload, ({ token, request }) => upload(token, request, 'other')),
  mock(org.organizationInfo, ({ token }) => {
    const uid = userIdOf(token);
    return uid === null ? sessionInvalid() : ok(infoOf(uid));
  }),
  mock(org.orgInfo, ({ token }) => {
    const uid = userIdOf(token);
    if (uid === null) return sessionInvalid();
    const c = current(uid);
    if (!c) return ok({ name: '', current: null, isAdmin: false, canAddMember: false, addMemberBlocked: null, members: [] });
    const isAdmin = c.m.role === 'admin';
    const members = state.members.filter((m) => m.orgId === c.o.id && (isAdmin || m.status === 'active')).map((m) => memberView(m, uid));
    const blocked = isAdmin ? addMemberRefusal(c.o.status) : null;
    return ok({ name: c.o.name, current: detail(c), isAdmin, canAddMember: isAdmin && blocked === null, addMemberBlocked: blocked, members });
  }),
  mock(org.corpCertification, ({ token, body }) => {
    const uid = userIdOf(token);
    if (uid === null) return sessionInvalid();
    if (state.orgs.some((o) => o.creditCode === body.creditCode)) return rejected('该统一社会信用代码已提交过企业认证；如为贵单位，请通过“加入机构”申请加入');
    const license = state.drafts.get(body.licenseFileId);
    if (!license || license.kind !== 'license') return rejected('营业执照文件不存在，请重新上传');
    const o: MockOrg = { id: ++state.seq, name: body.name, creditCode: body.creditCode, legalRepresentative: body.legalRepresentative, corpType: body.corpType, status: 1, reason: null, files: claim([body.licenseFileId, ...body.otherFileIds], null) };
    state.orgs.push(o);
    const m: MockMembership = { id: ++state.seq, orgId: o.id, userId: uid, mobile: '13800138000', nickName: '', role: 'admin', status: 'active', dept: null, isCurrent: true };
    state.members.push(m);
    makeCurrent(uid, m.id);
    return ok(infoOf(uid));
  }),
  mock(org.improveCertification, ({ token, body }) => {
    const uid = userIdOf(token);
    if (uid === null) return sessionInvalid();
    const c = adminOf(uid);
    if ('code' in c) return c;
    if (c.o.status !== 3 && c.o.status !== 0) return rejected(`当前认证状态为“${ORG_STATUS_TEXT[c.o.status]}”，不能修改`);
    Object.assign(c.o, { name: body.name, creditCode: body.creditCode, legalRepresentative: body.legalRepresentative, corpType: body.corpType, status: 1, reason: null, files: claim([body.licenseFileId, ...body.otherFileIds], c.o) });
    return ok(infoOf(uid));
  }),
  mock(org.orgSearch, ({ token, query }) => {
    if (userIdOf(token) === null) return sessionInvalid();
    const hits = state.orgs.filter((o) => o.status === 2 && (o.name.includes(query.kw) || o.creditCode === query.kw.toUpperCase()));
    return ok(hits.map((o) => ({ id: o.id, name: o.name, creditCode: `${o.creditCode.slice(0, 4)}**********${o.creditCode.slice(-4)}` })));
  }),
  mock(org.joinEnterprise, ({ token, body }) => {
    const uid = userIdOf(token);
    if (uid === null) return sessionInvalid();
    if (!state.orgs.some((o) => o.id === body.orgId && o.status === 2)) return rejected('机构不存在或尚未认证');
    const m = state.members.find((x) => x.orgId === body.orgId && x.userId === uid);
    if (m?.status === 'active') return rejected('您已是该机构成员');
    if (m?.status === 'pending') return rejected('已提交加入申请，请等待机构管理员审核');
    if (m?.status === 'disabled') return rejected('您在该机构的账号已停用，请联系机构管理员');
    state.members.push({ id: ++state.seq, orgId: body.orgId, userId: uid, mobile: '13900139000', nickName: '', role: 'viewer', status: 'pending', dept: body.dept ?? null, isCurrent: false });
    return ok(infoOf(uid));
  }),
  mock(org.changeOrg, ({ token, body }) => {
    const uid = userIdOf(token);
    if (uid === null) return sessionInvalid();
    const m = state.members.find((x) => x.orgId === body.orgId && x.userId === uid && x.status === 'active');
    if (!m) return rejected('您不是该机构的有效成员');
    makeCurrent(uid, m.id);
    return ok(infoOf(uid));
  }),
  mock(org.addMember, ({ token, body }) => {
    const uid = userIdOf(token);
    if (uid === null) return sessionInvalid();
    const c = adminOf(uid);
    if ('code' in c) return c;
    const refusal = addMemberRefusal(c.o.status);
    if (refusal) return rejected(refusal);
    const existing = state.members.find((m) => m.orgId === c.o.id && m.mobile === body.mobile);
    if (existing && existing.status !== 'pending') return rejected('该手机号已是本机构成员');
    const m: MockMembership = existing ?? { id: ++state.seq, orgId: c.o.id, userId: 200 + state.seq, mobile: body.mobile, nickName: '', role: body.role, status: 'active', dept: null, isCurrent: true };
    Object.assign(m, { role: body.role, status: 'active', dept: body.dept ?? m.dept });
    if (!existing) state.members.push(m);
    return ok(memberView(m, uid));
  }),
  mock(org.updateMember, ({ token, params, body }) => {
    const uid = userIdOf(token);
    if (uid === null) return sessionInvalid();
    const c = adminOf(uid);
    if ('code' in c) return c;
    const m = state.members.find((x) => x.id === params.id && x.orgId === c.o.id);
    if (!m) return rejected('成员不存在');
    if (m.status === 'pending') return rejected('该成员尚未通过审核，请先处理加入申请');
    if (m.userId === uid && (body.role !== undefined || body.enabled !== undefined)) return rejected('不能修改自己的角色或停用自己的账号');
    if (body.role) m.role = body.role;
    if (body.dept !== undefined) m.dept = body.dept;
    if (body.enabled !== undefined) m.status = body.enabled ? 'active' : 'disabled';
    return ok(memberView(m, uid));
  }),
  mock(org.reviewJoin, ({ token, params, body }) => {
    const uid = userIdOf(token);
    if (uid === null) return sessionInvalid();
    const c = adminOf(uid);
    if ('code' in c) return c;
    const m = state.members.find((x) => x.id === params.id && x.orgId === c.o.id);
    if (!m) return rejected('成员不存在');
    if (m.status !== 'pending') return rejected('该申请已处理');
    if (body.decision === 'reject') {
      state.members = state.members.filter((x) => x !== m);
      return ok(null);
    }
    Object.assign(m, { status: 'active', role: body.role });
    return ok(memberView(m, uid));
  }),
];
