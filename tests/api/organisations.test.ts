import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { credit, CREDIT_MSG } from '../../lib/api/contract/credit';
import { invoice } from '../../lib/api/contract/invoice';
import { order } from '../../lib/api/contract/order';
import { ORG_FILE_MAX_BYTES, ORG_MSG, org } from '../../lib/api/contract/org';
import { user } from '../../lib/api/contract/user';
import { creditBills, creditLines, orgFiles, orgMemberships, organisations, orders, sessions, users } from '../../server/db/schema';
import { ORG_ERR } from '../../server/services/org/membership';
import { OPERATOR_MSG } from '../../server/http/operator';
import { auth, freshMobile, skipResendWait, smsLogin } from './accounts-helpers';
import { customer, stockSkus, type SkuFact } from './cart-helpers';
import { ok, rejected } from './contract-calls';
import { createTestApi, type TestApi } from './harness';
import { GIF, JPEG, PNG } from './identity-helpers';
import { admin, newAddress, requestKey } from './order-helpers';
import { certifyOrg, CREDIT_CODES, uploadOrgFile, verifiedOrg } from './org-helpers';

/*
 * Organisations: enterprise verification reviewed by the operator, search and join,
 * sub-accounts and roles, the current organisation that orders and invoice titles follow, and the refusals.
 */

let api: TestApi;
let sku: SkuFact;
const db = () => api.database.db;

beforeAll(async () => {
  api = await createTestApi({ env: { CAPTCHA_PROVIDER: 'test' } });
  [sku] = await stockSkus(api, 1);
});
afterAll(() => api.close());

const info = (h: Record<string, string>) => api.call(org.organizationInfo, {}, h);
const mobileOf = async (id: number) => (await db().select({ mobile: users.mobile }).from(users).where(eq(users.id, id)))[0].mobile!;
const manage = (h: Record<string, string>) => api.call(org.orgInfo, {}, h);

/** Places a 立即购买 order (or answers the refusal). */
async function placeOrder(h: Record<string, string>) {
  const addressId = (await newAddress(api, h)).id;
  const preview = ok(await api.call(order.preview, { body: { buyNow: { skuId: sku.id, num: 1 } } }, h));
  const submitted = await api.call(order.submit, { body: { buyNow: { skuId: sku.id, num: 1 }, addressId, invoice: { kind: 'none' }, requestKey: requestKey(), quoteHash: preview.quoteHash } }, h);
  return { preview, submitted };
}

describe('enterprise verification', () => {
  it('refuses a credit code whose check character is wrong, a missing licence and a bad type, in Chinese', async () => {
    const a = await customer(api);
    const license = ok(await uploadOrgFile(api, a.h, 'license', PNG));
    const body = { name: '校验测试有限公司', creditCode: CREDIT_CODES[0].slice(0, 17) + 'A', legalRepresentative: '张三', corpType: 'enterprise' as const, licenseFileId: license.id };
    rejected(await api.call(org.corpCertification, { body }, a.h), new RegExp(ORG_MSG.creditCodePattern));
    rejected(await api.call(org.corpCertification, { body: { ...body, creditCode: '' } }, a.h), new RegExp(ORG_MSG.creditCodeRequired));
    rejected(await api.call(org.corpCertification, { body: { ...body, creditCode: CREDIT_CODES[4], corpType: 'bank' as 'enterprise' } }, a.h), new RegExp(ORG_MSG.corpTypeRequired));
    rejected(await api.call(org.corpCertification, { body: { ...body, creditCode: CREDIT_CODES[4], licenseFileId: license.id + 1000 } }, a.h), ORG_ERR.licenseNotFound);
    expect(await db().select().from(organisations).where(eq(organisations.createdBy, a.userId))).toEqual([]);
    // Lower case and full-width characters are the same code.
    const lower = await api.call(org.corpCertification, { body: { ...body, creditCode: CREDIT_CODES[4].toLowerCase() } }, a.h);
    expect(ok(lower).current).toMatchObject({ creditCode: CREDIT_CODES[4], status: 1, statusText: '审核中' });
  });

  it('goes 审核中 → 已驳回 (reason) → resubmitted → 已认证, with the applicant as 管理员 and the name in selectUser', async () => {
    const login = await smsLogin(api);
    const h = auth(login.token);
    const submitted = await certifyOrg(api, h, '北京示例检测技术有限公司', CREDIT_CODES[1]);
    expect(submitted.current).toMatchObject({ name: '北京示例检测技术有限公司', status: 1, statusText: '审核中', role: 'admin', roleText: '管理员', canOrder: true, corpTypeText: '企业' });
    expect(submitted.current!.files.map((f) => f.kind).sort()).toEqual(['license', 'other']);
    expect(ok(await api.call(user.selectUser, {}, h)).orgName).toBe('北京示例检测技术有限公司');
    // The same code again (anyone) is refused; so is a second application of the same person while one is in review.
    const other = await customer(api);
    await expect(certifyOrg(api, other.h, '冒名公司', CREDIT_CODES[1])).rejects.toThrow();
    rejected(await api.call(org.corpCertification, { body: { name: '另一家', creditCode: CREDIT_CODES[2], legalRepresentative: '李四', corpType: 'research', licenseFileId: ok(await uploadOrgFile(api, h, 'license', PNG)).id } }, h), ORG_ERR.alreadyPending);
    // Operator calls need the token.
    rejected(await api.call(org.operatorList, { query: { status: 1 } }), OPERATOR_MSG.loginRequired);
    const queue = ok(await api.call(org.operatorList, { query: { status: 1 }, pageSize: 100 }, admin));
    const mine = queue.find((o) => o.creditCode === CREDIT_CODES[1])!;
    expect(mine).toMatchObject({ name: '北京示例检测技术有限公司', legalRepresentative: '张三', applicantMobile: `${login.mobile.slice(0, 3)}****${login.mobile.slice(-4)}` });
    rejected(await api.call(org.operatorReview, { params: { id: mine.id }, body: { decision: 'reject' } }, admin), new RegExp(ORG_MSG.reasonRequired));
    ok(await api.call(org.operatorReview, { params: { id: mine.id }, body: { decision: 'reject', reason: '营业执照不清晰' } }, admin));
    expect(ok(await info(h)).current).toMatchObject({ status: 3, statusText: '已驳回', reason: '营业执照不清晰' });
    rejected(await api.call(org.operatorReview, { params: { id: mine.id }, body: { decision: 'approve' } }, admin), ORG_ERR.reviewNotPending);
    // Resubmitted with a new licence and the old other proof.
    const license = ok(await uploadOrgFile(api, h, 'license', JPEG, 'new.jpg'));
    const keptOther = submitted.current!.files.find((f) => f.kind === 'other')!.id;
    const again = ok(await api.call(org.improveCertification, { body: { name: '北京示例检测技术有限公司', creditCode: CREDIT_CODES[1], legalRepresentative: '张三', corpType: 'testing', licenseFileId: license.id, otherFileIds: [keptOther] } }, h));
    expect(again.current).toMatchObject({ status: 1, reason: null, corpTypeText: '检测机构' });
    expect(again.current!.files.map((f) => f.id).sort()).toEqual([license.id, keptOther].sort());
    rejected(await api.call(org.improveCertification, { body: { name: 'x', creditCode: CREDIT_CODES[1], legalRepresentative: '张三', corpType: 'testing', licenseFileId: license.id } }, h), ORG_ERR.notEditable('审核中'));
    ok(await api.call(org.operatorReview, { params: { id: mine.id }, body: { decision: 'approve' } }, admin));
    expect(ok(await info(h)).current).toMatchObject({ status: 2, statusText: '已认证' });
    expect(ok(await api.call(org.operatorList, { query: { status: 2 }, pageSize: 100 }, admin)).some((o) => o.id === mine.id)).toBe(true);
  });

  it('lists the corp types and the departments', async () => {
    expect(ok(await api.call(org.getCorpType)).map((t) => t.label)).toEqual(['企业', '高校', '科研院所', '医院', '检测机构', '政府机构', '其他']);
    expect(ok(await api.call(org.deptSelect)).map((t) => t.label)).toContain('采购部');
  });
});

describe('uploads', () => {
  it('takes png / jpeg / pdf by their bytes only, within the size limit', async () => {
    const a = await customer(api);
    rejected(await uploadOrgFile(api, a.h, 'license', GIF, 'license.png'), ORG_ERR.badType);
    rejected(await uploadOrgFile(api, a.h, 'other', Buffer.from('<html><script>alert(1)</script></html>'), 'x.pdf'), ORG_ERR.badType);
    rejected(await uploadOrgFile(api, a.h, 'license', Buffer.concat([PNG, Buffer.alloc(ORG_FILE_MAX_BYTES)]), 'big.png'), /文件过大/);
    const form = new FormData();
    rejected(await api.upload(org.corpLicenseUpload, form, a.h), ORG_ERR.fileMissing);
    expect(await db().select({ id: orgFiles.id }).from(orgFiles).where(eq(orgFiles.uploadedBy, a.userId))).toEqual([]);
    const f = ok(await uploadOrgFile(api, a.h, 'license', PNG, '执照.png'));
    expect(f).toMatchObject({ kind: 'license', mime: 'image/png', name: '执照.png', size: PNG.byteLength });
  });

  it('serves a file to its uploader, the organisation admins and the operator only', async () => {
    const owner = await customer(api);
    const info0 = await certifyOrg(api, owner.h, '文件权限测试公司', CREDIT_CODES[2]);
    const fileId = info0.current!.files[0].id;
    const get = (h: Record<string, string>, operator = false) =>
      api.app.request((operator ? org.operatorFile.path : org.corpFile.path).replace('{id}', String(fileId)), { headers: h });
    expect((await get(owner.h)).status).toBe(200);
    expect((await get(owner.h)).headers.get('content-disposition')).toMatch(/^attachment/);
    expect((await get(admin, true)).status).toBe(200);
    const stranger = await customer(api);
    const refused = await get(stranger.h);
    expect(await refused.json()).toMatchObject({ code: 0, message: ORG_ERR.fileNotFound });
    expect((await get({}, true)).status).toBe(200);
    expect(await (await get({}, true)).json()).toMatchObject({ code: 0, message: OPERATOR_MSG.loginRequired });
    // A draft of someone else is theirs only.
    const draft = ok(await uploadOrgFile(api, stranger.h, 'other', PNG));
    const res = await api.app.request(org.corpFile.path.replace('{id}', String(draft.id)), { headers: owner.h });
    expect(await res.json()).toMatchObject({ code: 0, message: ORG_ERR.fileNotFound });
    // Someone else's draft cannot be attached to a certification.
    rejected(await api.call(org.corpCertification, { body: { name: '盗用公司', creditCode: CREDIT_CODES[3], legalRepresentative: '王五', corpType: 'enterprise', licenseFileId: draft.id } }, (await customer(api)).h), ORG_ERR.licenseNotFound);
  });
});

describe('search, join and members', () => {
  let adminH: Record<string, string>;
  let adminId: number;
  let orgId: number;

  beforeAll(async () => {
    const a = await customer(api);
    adminH = a.h;
    adminId = a.userId;
    orgId = await verifiedOrg(api, adminH, admin, '上海示例药物研究所', CREDIT_CODES[3]);
  });

  it('finds verified organisations only, by at least two characters, with a masked code', async () => {
    const s = await customer(api);
    rejected(await api.call(org.orgSearch, { query: { kw: '上' } }, s.h), new RegExp(ORG_MSG.kwTooShort));
    const hits = ok(await api.call(org.orgSearch, { query: { kw: '示例药物' } }, s.h));
    expect(hits).toEqual([{ id: orgId, name: '上海示例药物研究所', creditCode: `${CREDIT_CODES[3].slice(0, 4)}**********${CREDIT_CODES[3].slice(-4)}` }]);
    // 文件权限测试公司 is in review: not found by name or by code.
    expect(ok(await api.call(org.orgSearch, { query: { kw: '文件权限' } }, s.h))).toEqual([]);
    expect(ok(await api.call(org.orgSearch, { query: { kw: CREDIT_CODES[2] } }, s.h))).toEqual([]);
    expect(ok(await api.call(org.orgSearch, { query: { kw: CREDIT_CODES[3] } }, s.h)).map((o) => o.id)).toEqual([orgId]);
    expect((await api.call(org.orgSearch, { query: { kw: '示例' } })).json.code).toBe(-1);
  });

  it('lets a person ask to join, and the admin approve with a role or refuse', async () => {
    const c = await customer(api);
    const joined = ok(await api.call(org.joinEnterprise, { body: { orgId, dept: '采购部' } }, c.h));
    expect(joined.current).toBeNull();
    expect(joined.organisations).toEqual([expect.objectContaining({ id: orgId, memberStatus: 'pending', memberStatusText: '待审核' })]);
    rejected(await api.call(org.joinEnterprise, { body: { orgId } }, c.h), ORG_ERR.joinPending);
    // An organisation in review cannot be joined (same answer as an unknown id).
    const pendingOrg = (await db().select({ id: organisations.id }).from(organisations).where(eq(organisations.creditCode, CREDIT_CODES[2])))[0].id;
    rejected(await api.call(org.joinEnterprise, { body: { orgId: pendingOrg } }, c.h), ORG_ERR.orgNotFound);
    rejected(await api.call(org.joinEnterprise, { body: { orgId: 999_999 } }, c.h), ORG_ERR.orgNotFound);
    // A pending person cannot act for it nor see its members.
    rejected(await api.call(org.changeOrg, { body: { orgId } }, c.h), ORG_ERR.notMember);
    expect(ok(await manage(c.h))).toMatchObject({ current: null, members: [] });

    const view = ok(await manage(adminH));
    expect(view.isAdmin).toBe(true);
    const request = view.members.find((m) => m.userId === c.userId)!;
    expect(request).toMatchObject({ status: 'pending', statusText: '待审核', dept: '采购部' });
    rejected(await api.call(org.updateMember, { params: { id: request.id }, body: { role: 'buyer' } }, adminH), ORG_ERR.stillPending);
    const approved = ok(await api.call(org.reviewJoin, { params: { id: request.id }, body: { decision: 'approve', role: 'buyer' } }, adminH));
    expect(approved).toMatchObject({ status: 'active', role: 'buyer', roleText: '采购员' });
    rejected(await api.call(org.reviewJoin, { params: { id: request.id }, body: { decision: 'approve' } }, adminH), ORG_ERR.notPending);
    expect(ok(await info(c.h)).current).toMatchObject({ id: orgId, role: 'buyer', canOrder: true, files: [] });
    expect(ok(await api.call(user.selectUser, {}, c.h)).orgName).toBe('上海示例药物研究所');
    // A non-admin member sees the active members read-only and cannot manage.
    const asMember = ok(await manage(c.h));
    expect(asMember.isAdmin).toBe(false);
    expect(asMember.members.every((m) => m.status === 'active')).toBe(true);
    rejected(await api.call(org.addMember, { body: { mobile: freshMobile(), role: 'buyer' } }, c.h), ORG_ERR.notAdmin);
    rejected(await api.call(org.updateMember, { params: { id: request.id }, body: { role: 'admin' } }, c.h), ORG_ERR.notAdmin);

    const d = await customer(api);
    ok(await api.call(org.joinEnterprise, { body: { orgId } }, d.h));
    const dReq = ok(await manage(adminH)).members.find((m) => m.userId === d.userId)!;
    expect(ok(await api.call(org.reviewJoin, { params: { id: dReq.id }, body: { decision: 'reject' } }, adminH))).toBeNull();
    expect(ok(await info(d.h)).organisations).toEqual([]);
  });

  it('仅查看 cannot order (preview says why, submit refuses); 采购员 can, and the order is the organisation\'s', async () => {
    const mobile = freshMobile();
    const added = ok(await api.call(org.addMember, { body: { mobile, role: 'viewer', dept: '研发部' } }, adminH));
    expect(added).toMatchObject({ role: 'viewer', roleText: '仅查看', status: 'active', mobile: `${mobile.slice(0, 3)}****${mobile.slice(-4)}` });
    rejected(await api.call(org.addMember, { body: { mobile, role: 'buyer' } }, adminH), ORG_ERR.memberExists);
    // The new mobile logs in by SMS code and is in the organisation.
    const login = await smsLogin(api, mobile);
    expect(login.userInfo.orgName).toBe('上海示例药物研究所');
    const h = auth(login.token);
    const { preview, submitted } = await placeOrder(h);
    expect(preview.orderBlocked).toBe(ORG_ERR.viewerCannotOrder);
    rejected(submitted, ORG_ERR.viewerCannotOrder);
    expect(await db().select().from(orders).where(eq(orders.userId, login.userInfo.id))).toEqual([]);

    ok(await api.call(org.updateMember, { params: { id: added.id }, body: { role: 'buyer' } }, adminH));
    const again = await placeOrder(h);
    expect(again.preview.orderBlocked).toBeNull();
    const placed = ok(again.submitted);
    const [row] = await db().select({ organisationId: orders.organisationId }).from(orders).where(eq(orders.id, placed.id));
    expect(row.organisationId).toBe(orgId);
    // The admin sees the member's order in the order centre (list, counts, detail); another member does not.
    expect(ok(await api.call(order.list, {}, adminH)).map((o) => o.id)).toContain(placed.id);
    expect(ok(await api.call(order.detail, { params: { id: placed.id } }, adminH)).id).toBe(placed.id);
    expect(ok(await api.call(order.counts, {}, adminH)).all).toBeGreaterThanOrEqual(1);
    const peer = await api.call(org.addMember, { body: { mobile: freshMobile(), role: 'buyer' } }, adminH);
    const peerUserId = ok(peer).userId;
    const peerToken = (await smsLogin(api, await mobileOf(peerUserId))).token;
    expect(ok(await api.call(order.list, {}, auth(peerToken))).map((o) => o.id)).not.toContain(placed.id);
    rejected(await api.call(order.detail, { params: { id: placed.id } }, auth(peerToken)), '订单不存在');
    // Another member cannot cancel it; the admin may (tests/api/org-admin.test.ts: what an admin may do with members' orders).
    rejected(await api.call(order.cancel, { params: { id: placed.id }, body: { reason: '同事' } }, auth(peerToken)), '订单不存在');
    expect(ok(await api.call(order.cancel, { params: { id: placed.id }, body: { reason: '管理员' } }, adminH)).status).toBe('cancelled');
  });

  it('an organisation\'s credit line is used by its members acting for it; only its admin may hold it', async () => {
    const outsider = await customer(api);
    rejected(await api.call(credit.operatorSetLine, { body: { userId: outsider.userId, organisationId: orgId, limit: 100_000_000, termDays: 30 } }, admin), CREDIT_MSG.notOrgAdmin);
    ok(await api.call(credit.operatorSetLine, { body: { userId: adminId, organisationId: orgId, limit: 100_000_000, termDays: 45 } }, admin));
    const login = await smsLogin(api, freshMobile());
    ok(await api.call(org.addMember, { body: { mobile: login.mobile, role: 'buyer' } }, adminH));
    const h = auth(login.token);
    expect(ok(await api.call(credit.amount, {}, h))).toMatchObject({ hasLine: true, termDays: 45, available: 100_000_000 });
    const placed = ok((await placeOrder(h)).submitted);
    const paid = ok(await api.call(credit.pay, { body: { orderId: placed.id } }, h));
    const [line] = await db().select().from(creditLines).where(eq(creditLines.organisationId, orgId));
    const [bill] = await db().select().from(creditBills).where(eq(creditBills.id, paid.bill.id));
    expect(bill).toMatchObject({ lineId: line.id, userId: login.userInfo.id });
    // The admin draws on the same line and sees what the member used.
    expect(ok(await api.call(credit.amount, {}, adminH)).available).toBe(100_000_000 - placed.total);
    // A person outside the organisation has no line.
    expect(ok(await api.call(credit.amount, {}, outsider.h)).hasLine).toBe(false);
  });

  it('a disabled member\'s token stops at once when it was their only organisation; enabling lets them back', async () => {
    const mobile = freshMobile();
    const added = ok(await api.call(org.addMember, { body: { mobile, role: 'buyer' } }, adminH));
    const login = await smsLogin(api, mobile);
    const h = auth(login.token);
    ok(await api.call(user.selectUser, {}, h));
    rejected(await api.call(org.updateMember, { params: { id: ok(await manage(adminH)).members.find((m) => m.isSelf)!.id }, body: { enabled: false } }, adminH), ORG_ERR.self);
    const disabled = ok(await api.call(org.updateMember, { params: { id: added.id }, body: { enabled: false } }, adminH));
    expect(disabled).toMatchObject({ status: 'disabled', statusText: '已停用' });
    expect((await api.call(user.selectUser, {}, h)).json.code).toBe(-1);
    expect((await api.call(order.list, {}, h)).json.code).toBe(-1);
    // Logged in again, they act as a person: no organisation, not in its list, their orgName cleared.
    await skipResendWait(api, mobile);
    const back = await smsLogin(api, mobile);
    expect(back.userInfo.orgName).toBeNull();
    expect(ok(await info(auth(back.token))).current).toBeNull();
    rejected(await api.call(org.changeOrg, { body: { orgId } }, auth(back.token)), ORG_ERR.notMember);
    rejected(await api.call(org.joinEnterprise, { body: { orgId } }, auth(back.token)), ORG_ERR.joinDisabled);
    ok(await api.call(org.updateMember, { params: { id: added.id }, body: { enabled: true } }, adminH));
    expect(ok(await info(auth(back.token))).current?.id).toBe(orgId);
  });

  it('switches the current organisation among active ones; titles and orgName follow it; other organisations\' ids are refused', async () => {
    // b administers a second organisation and is also a buyer of the first.
    const b = await customer(api);
    const second = await verifiedOrg(api, b.h, admin, '广州示例医院', `12440000MA0000001${checkChar('12440000MA0000001')}`);
    const bMobile = await mobileOf(b.userId);
    const asMember = ok(await api.call(org.addMember, { body: { mobile: bMobile, role: 'buyer' } }, adminH));
    expect(ok(await info(b.h)).current?.id).toBe(second);
    ok(await api.call(invoice.add, { body: { kind: 'personal', title: '第二机构抬头' } }, b.h));
    const switched = ok(await api.call(org.changeOrg, { body: { orgId } }, b.h));
    expect(switched.current).toMatchObject({ id: orgId, role: 'buyer' });
    expect(switched.organisations.filter((o) => o.isCurrent).map((o) => o.id)).toEqual([orgId]);
    expect(ok(await api.call(user.selectUser, {}, b.h)).orgName).toBe('上海示例药物研究所');
    expect(ok(await api.call(invoice.list, {}, b.h)).map((t) => t.title)).not.toContain('第二机构抬头');
    ok(await api.call(org.changeOrg, { body: { orgId: second } }, b.h));
    expect(ok(await api.call(invoice.list, {}, b.h)).map((t) => t.title)).toContain('第二机构抬头');
    rejected(await api.call(org.changeOrg, { body: { orgId: 999_999 } }, b.h), ORG_ERR.notMember);

    // As admin of the second organisation, b cannot touch the first one's members or requests, nor read its files.
    const firstMembers = ok(await manage(adminH)).members;
    const before = await db().select().from(orgMemberships).where(eq(orgMemberships.orgId, orgId));
    for (const m of firstMembers) {
      rejected(await api.call(org.updateMember, { params: { id: m.id }, body: { enabled: false } }, b.h), ORG_ERR.memberNotFound);
      rejected(await api.call(org.reviewJoin, { params: { id: m.id }, body: { decision: 'reject' } }, b.h), ORG_ERR.memberNotFound);
    }
    const firstFile = ok(await manage(adminH)).current!.files[0].id;
    const res = await api.app.request(org.corpFile.path.replace('{id}', String(firstFile)), { headers: b.h });
    expect(await res.json()).toMatchObject({ code: 0, message: ORG_ERR.fileNotFound });
    expect(await db().select().from(orgMemberships).where(eq(orgMemberships.orgId, orgId))).toEqual(before);
    // b's membership of the first organisation, disabled: b keeps the session (the second organisation), acting for it.
    ok(await api.call(org.changeOrg, { body: { orgId } }, b.h));
    ok(await api.call(org.updateMember, { params: { id: asMember.id }, body: { enabled: false } }, adminH));
    expect(ok(await info(b.h)).current?.id).toBe(second);
    const live = await db().select().from(sessions).where(and(eq(sessions.userId, b.userId)));
    expect(live.every((s) => s.revokedAt === null)).toBe(true);
  });
});

/** The GB 32100 check character of 17 characters (for one more code in the last test). */
function checkChar(first17: string): string {
  const chars = '0123456789ABCDEFGHJKLMNPQRTUWXY';
  const weights = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += chars.indexOf(first17[i]) * weights[i];
  return chars[(31 - (sum % 31)) % 31];
}
