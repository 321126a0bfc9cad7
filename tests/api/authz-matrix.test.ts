import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '../../lib/api/contract';
import { buildPath, type Endpoint } from '../../lib/api/contract/endpoint';
import { setLine } from '../../server/services/credit/lines';
import { mallItems, mallRedemptions, userVouchers, customRequests, customRequestFiles, activities, activityVouchers, accessLogs, addresses, afterSaleEvents, afterSaleImages, afterSales, hostedImages, pointsLedger, suggestions, basketItems, cartItems, creditBills, creditLedger, creditLines, demandItems, identityCases, identityImages, inquiries, inquiryLines, invoiceTitles, orderEvents, orderLines, orders, orgFiles, orgMemberships, organisations, payments, sessions, users } from '../../server/db/schema';
import { PNG, SANDBOX_SECRET, shippedOrder } from './aftersales-helpers';
import { ADMIN_TOKEN, admin } from './order-helpers';
import { createSession } from '../../server/services/sessions';
import { creditPoints } from '../../server/services/points/ledger';
import { passwd } from './accounts-helpers';
import { customer, stockSkus, type SkuFact } from './cart-helpers';
import { createTestApi, type TestApi } from './harness';
import { ID_NUMBERS, submitCase } from './identity-helpers';
import { CREDIT_CODES, verifiedOrg } from './org-helpers';

/*
 * Authorization matrix: every user-scoped endpoint of the contract (auth: 'user'), tried by
 * user B, by a visitor and with a made-up token against each of user A's ids, for read, update and delete.
 * A's rows are read from the database before and after and must be unchanged; a visitor and a made-up
 * token get code -1; B's answers never carry A's rows. A new user-scoped endpoint must get a row in CASES.
 */

interface AIds {
  userId: number;
  cartIds: number[];
  basketIds: number[];
  demandIds: number[];
  inquiryIds: number[];
  addressIds: number[];
  invoiceAddressIds: number[];
  titleIds: number[];
  orderIds: number[];
  payNos: string[];
  /** A's credit bill (of a second order, paid by credit). */
  billIds: number[];
  /** A shipped order's line with an open after-sales case, and its photo. */
  orderLineIds: number[];
  afterSaleIds: number[];
  afterSaleImageIds: number[];
  idImageIds: number[];
  /** A's feedback image (attached to A's suggestion). */
  hostedFids: string[];
  /** A's live sessions (the security page's device list). */
  sessionIds: number[];
  /** A's verified organisation (A its admin), its memberships (A, a member, B's join request) and its files. */
  orgId: number;
  membershipIds: number[];
  orgFileIds: number[];
  /** A's voucher (redeemed with points), the points-mall items (a voucher and a gift), an activity's offer. */
  voucherIds: number[];
  mallItemIds: number[];
  offer: { activityId: number; templateId: number };
  /** A's custom-synthesis requests: one waiting for a quote, one quoted. */
  customIds: number[];
  /** A's custom-request attachments: one bound to the waiting request, one still a draft. */
  customFileIds: number[];
  skus: SkuFact[];
}
interface Attempt {
  params?: Record<string, unknown>;
  body?: unknown;
  query?: Record<string, string>;
}
type Kind = 'read' | 'update' | 'delete';
interface Case {
  kind: Kind;
  attempts: (a: AIds) => Attempt[];
}

const sku = (a: AIds, i: number) => ({ prodDetailId: a.skus[i].productId, skuId: a.skus[i].id, num: 1 });
const both = (ids: number[], make: (id: number) => Attempt) => ids.map(make);
/** 北京市 北京市 东城区: a real path of the region cascade. */
const ADDRESS = { consignee: '乙方', mobile: '13912345678', provinceId: 11, cityId: 1101, districtId: 110101, detail: '乙方地址 1 号' };

/** The matrix's table: one row per user-scoped endpoint, `area.name` as in lib/api/contract. */
const CASES: Record<string, Case> = {
  'user.logout': { kind: 'delete', attempts: () => [{ body: {} }] },
  'user.selectUser': { kind: 'read', attempts: () => [{}] },
  'user.setPasswd': { kind: 'update', attempts: (a) => [{ body: { passwd: passwd('Taken#over1') } }, { body: { passwd: passwd('Taken#over1'), msgCode: '123456', userId: a.userId, id: a.userId } }] },
  'cart.list': { kind: 'read', attempts: (a) => [{}, { query: { userId: String(a.userId) } }] },
  'cart.total': { kind: 'read', attempts: (a) => [{}, { query: { userId: String(a.userId) } }] },
  'cart.insert': { kind: 'update', attempts: (a) => [{ body: { ...sku(a, 0), userId: a.userId } }] },
  'cart.update': { kind: 'update', attempts: (a) => both(a.cartIds, (carId) => ({ body: { carId, num: 99 } })) },
  'cart.delete': { kind: 'delete', attempts: (a) => both(a.cartIds, (carId) => ({ params: { carId }, body: {} })) },
  'cart.synchronize': { kind: 'update', attempts: (a) => [{ body: { items: [{ skuId: a.skus[0].id, number: 5, userId: a.userId }] } }] },
  'cart.batchInsert': { kind: 'update', attempts: (a) => [{ body: { items: [{ skuId: a.skus[1].id, num: 3 }] } }] },
  'cart.quickOrderResolve': { kind: 'read', attempts: (a) => [{ body: { lines: [a.skus[0].code] } }] },
  'basket.list': { kind: 'read', attempts: () => [{}] },
  'basket.total': { kind: 'read', attempts: () => [{}] },
  'basket.insert': { kind: 'update', attempts: (a) => [{ body: { ...sku(a, 2), userId: a.userId } }] },
  'basket.update': { kind: 'update', attempts: (a) => both(a.basketIds, (carId) => ({ body: { carId, num: 42 } })) },
  'basket.delete': { kind: 'delete', attempts: (a) => both(a.basketIds, (carId) => ({ params: { carId }, body: {} })) },
  'basket.synchronize': { kind: 'update', attempts: (a) => [{ body: { items: [{ skuId: a.skus[2].id, number: 5 }] } }] },
  'demand.goodsCollectList': { kind: 'read', attempts: () => [{ body: {} }] },
  'demand.add': { kind: 'update', attempts: (a) => [{ body: { productId: a.skus[0].productId, skuId: a.skus[0].id } }] },
  'demand.delete': { kind: 'delete', attempts: (a) => both(a.demandIds, (id) => ({ params: { id }, body: {} })) },
  'demand.synchronize': { kind: 'update', attempts: (a) => [{ body: { items: [{ productId: a.skus[0].productId }] } }] },
  'inquiry.submit': { kind: 'update', attempts: (a) => [{ body: { contact: '乙', phone: '13900000000', company: '乙方', carIds: a.basketIds } }] },
  'inquiry.list': { kind: 'read', attempts: () => [{}, { query: { status: 'submitted' } }] },
  'inquiry.detail': { kind: 'read', attempts: (a) => both(a.inquiryIds, (id) => ({ params: { id } })) },
  'inquiry.close': { kind: 'delete', attempts: (a) => both(a.inquiryIds, (id) => ({ params: { id }, body: {} })) },
  'address.list': { kind: 'read', attempts: () => [{}, { query: { book: 'invoice' } }] },
  'address.add': { kind: 'update', attempts: (a) => [{ body: { ...ADDRESS, userId: a.userId, isDefault: true } }] },
  'address.update': { kind: 'update', attempts: (a) => both([...a.addressIds, ...a.invoiceAddressIds], (id) => ({ params: { id }, body: { ...ADDRESS, consignee: '乙改' } })) },
  'address.remove': { kind: 'delete', attempts: (a) => both([...a.addressIds, ...a.invoiceAddressIds], (id) => ({ params: { id }, body: {} })) },
  'address.setDefault': { kind: 'update', attempts: (a) => both(a.addressIds, (id) => ({ params: { id }, body: {} })) },
  'invoice.list': { kind: 'read', attempts: () => [{}] },
  'invoice.add': { kind: 'update', attempts: (a) => [{ body: { kind: 'personal', title: '乙', isDefault: true, userId: a.userId } }] },
  'invoice.update': { kind: 'update', attempts: (a) => both(a.titleIds, (id) => ({ params: { id }, body: { kind: 'personal', title: '乙改' } })) },
  'invoice.remove': { kind: 'delete', attempts: (a) => both(a.titleIds, (id) => ({ params: { id }, body: {} })) },
  'invoice.setDefault': { kind: 'update', attempts: (a) => both(a.titleIds, (id) => ({ params: { id }, body: {} })) },
  'order.preview': { kind: 'read', attempts: (a) => [{ body: { carIds: a.cartIds } }, ...a.voucherIds.map((voucherId) => ({ body: { buyNow: { skuId: a.skus[0].id, num: 1 }, voucherId } }))] },
  'order.submit': {
    kind: 'update',
    attempts: (a) => [
      { body: { carIds: a.cartIds, addressId: a.addressIds[0], invoice: { kind: 'none' }, requestKey: 'authz-matrix-key-1', quoteHash: 'a'.repeat(32) } },
      { body: { buyNow: { skuId: a.skus[0].id, num: 1 }, addressId: a.addressIds[0], invoice: { kind: 'ordinary', titleId: a.titleIds[0] }, requestKey: 'authz-matrix-key-2', quoteHash: 'a'.repeat(32) } },
    ],
  },
  'order.list': { kind: 'read', attempts: (a) => [{}, { query: { keyword: a.skus[1].code } }] },
  'order.counts': { kind: 'read', attempts: () => [{}] },
  'order.detail': { kind: 'read', attempts: (a) => both(a.orderIds, (id) => ({ params: { id } })) },
  'order.cancel': { kind: 'delete', attempts: (a) => both(a.orderIds, (id) => ({ params: { id }, body: { reason: '乙' } })) },
  'order.confirmReceipt': { kind: 'update', attempts: (a) => both(a.orderIds, (id) => ({ params: { id }, body: {} })) },
  'order.buyAgain': { kind: 'update', attempts: (a) => both(a.orderIds, (id) => ({ params: { id }, body: {} })) },
  'payment.methods': { kind: 'read', attempts: () => [{}] },
  'payment.pay': { kind: 'update', attempts: (a) => both(a.orderIds, (id) => ({ params: { id }, body: { method: 'sandbox' } })) },
  'payment.result': { kind: 'read', attempts: (a) => a.payNos.map((payNo) => ({ query: { payNo } })) },
  'payment.bankAccount': { kind: 'read', attempts: (a) => both(a.orderIds, (id) => ({ params: { id } })) },
  'payment.uploadSlip': { kind: 'update', attempts: (a) => both(a.orderIds, (id) => ({ params: { id }, body: {} })) },
  'payment.slipFile': { kind: 'read', attempts: (a) => both(a.orderIds, (id) => ({ params: { id, slipId: 1 } })) },
  // B has a credit line of its own: a payment of A's order by B would go through if it were not refused.
  'credit.amount': { kind: 'read', attempts: () => [{}] },
  'credit.message': { kind: 'read', attempts: (a) => [{}, ...both(a.orderIds, (id) => ({ query: { orderId: String(id) } }))] },
  'credit.pay': { kind: 'update', attempts: (a) => both(a.orderIds, (orderId) => ({ body: { orderId } })) },
  'credit.wallet': { kind: 'read', attempts: () => [{}] },
  'credit.record': { kind: 'read', attempts: () => [{}] },
  'credit.bills': { kind: 'read', attempts: () => [{}, { query: { state: 'due' } }] },
  'credit.repayInfo': { kind: 'read', attempts: (a) => both(a.billIds, (id) => ({ params: { id } })) },
  'afterSale.uploadImage': { kind: 'update', attempts: () => [{ body: {} }] },
  'afterSale.imageFile': { kind: 'read', attempts: (a) => both(a.afterSaleImageIds, (id) => ({ params: { id } })) },
  'afterSale.lines': { kind: 'read', attempts: (a) => both(a.orderIds, (id) => ({ params: { id } })) },
  'afterSale.apply': {
    kind: 'update',
    attempts: (a) => a.orderLineIds.map((orderLineId) => ({ body: { orderLineId, kind: 'refund_only', quantity: 1, reason: '乙', imageIds: a.afterSaleImageIds } })),
  },
  'afterSale.list': { kind: 'read', attempts: () => [{}, { query: { tab: 'open' } }] },
  'afterSale.detail': { kind: 'read', attempts: (a) => both(a.afterSaleIds, (id) => ({ params: { id } })) },
  'afterSale.cancel': { kind: 'delete', attempts: (a) => both(a.afterSaleIds, (id) => ({ params: { id }, body: {} })) },
  'afterSale.message': { kind: 'update', attempts: (a) => both(a.afterSaleIds, (id) => ({ params: { id }, body: { content: '乙' } })) },
  'identity.idCadUpload': { kind: 'update', attempts: (a) => [{ body: { side: 'front', userId: a.userId } }] },
  'identity.bindIDCard': { kind: 'update', attempts: (a) => [{ body: { name: A_NAME, idCard: A_ID_CARD, userId: a.userId } }] },
  'identity.getIDCardCase': { kind: 'read', attempts: (a) => [{}, { query: { userId: String(a.userId) } }] },
  'identity.getIdCardInfo': { kind: 'read', attempts: (a) => [{}, { query: { userId: String(a.userId) } }] },
  'controlled.permitUpload': { kind: 'update', attempts: (a) => [{ body: { userId: a.userId, orderId: a.orderIds[0] } }] },
  'identity.idCardImage': { kind: 'read', attempts: (a) => both(a.idImageIds, (id) => ({ params: { id } })) },
  'member.accessLogRecord': { kind: 'update', attempts: (a) => [{ body: { page: '/cart', userId: a.userId } }] },
  'member.footprints': { kind: 'read', attempts: (a) => [{}, { query: { userId: String(a.userId) } }] },
  'member.footprintsClear': { kind: 'delete', attempts: (a) => [{ body: {} }, { body: { userId: a.userId } }] },
  'member.pointsSummary': { kind: 'read', attempts: (a) => [{}, { query: { userId: String(a.userId) } }] },
  'member.pointsLedger': { kind: 'read', attempts: (a) => [{ body: {} }, { body: { userId: a.userId } }] },
  'member.upload': { kind: 'update', attempts: (a) => [{ body: { userId: a.userId } }] },
  'member.hostedFile': { kind: 'read', attempts: (a) => a.hostedFids.map((fid) => ({ params: { fid } })) },
  'voucher.mine': { kind: 'read', attempts: (a) => [{}, { query: { state: 'unused', userId: String(a.userId) } }] },
  'pointsMall.redeem': { kind: 'update', attempts: (a) => a.mallItemIds.map((itemId) => ({ body: { itemId, addressId: a.addressIds[0] } })) },
  'pointsMall.redemptions': { kind: 'read', attempts: () => [{}] },
  'activity.claim': { kind: 'update', attempts: (a) => [{ body: a.offer }] },
  'custom.submit': {
    kind: 'update',
    attempts: (a) => [
      { body: { name: '乙的定制', quantity: 1, unit: 'g', purity: '≥98%', deadline: '2099-01-01', userId: a.userId } },
      { body: { name: '乙的定制', quantity: 1, unit: 'g', purity: '≥98%', deadline: '2099-01-01', attachmentIds: a.customFileIds } },
    ],
  },
  'custom.attachmentUpload': { kind: 'update', attempts: (a) => [{ body: { userId: a.userId } }] },
  'custom.attachmentFile': { kind: 'read', attempts: (a) => both(a.customFileIds, (id) => ({ params: { id } })) },
  'custom.mine': { kind: 'read', attempts: (a) => [{}, { query: { state: 'pending', userId: String(a.userId) } }] },
  'custom.detail': { kind: 'read', attempts: (a) => both(a.customIds, (id) => ({ params: { id } })) },
  'custom.cancel': { kind: 'update', attempts: (a) => both(a.customIds, (id) => ({ params: { id }, body: {} })) },
  'custom.decline': { kind: 'update', attempts: (a) => both(a.customIds, (id) => ({ params: { id }, body: {} })) },
  'custom.accept': { kind: 'update', attempts: (a) => both(a.customIds, (id) => ({ params: { id }, body: { addressId: a.addressIds[0], invoice: { kind: 'none' }, requestKey: `authz-custom-${id}` } })) },
  'member.suggestAdd': { kind: 'update', attempts: (a) => [{ body: { content: '乙的反馈', name: '乙', phone: '13912345678', files: a.hostedFids.map((fid) => ({ fid, url: '/x' })) } }] },
  'security.overview': { kind: 'read', attempts: (a) => [{}, { query: { userId: String(a.userId) } }] },
  'security.changePasswd': { kind: 'update', attempts: (a) => [{ body: { oldPasswd: passwd('Guess#1234'), passwd: passwd('Taken#over1'), userId: a.userId } }] },
  'security.phoneOldCode': { kind: 'update', attempts: (a) => [{ body: { imgCode: 'abcd', imgCodeKey: 'authz', userId: a.userId } }] },
  'security.phoneVerifyOld': { kind: 'update', attempts: (a) => [{ body: { msgCode: '123456', userId: a.userId } }] },
  'security.phoneNewCode': { kind: 'update', attempts: (a) => [{ body: { ticket: 'authz', mobile: '13912345678', imgCode: 'abcd', imgCodeKey: 'authz', userId: a.userId } }] },
  'security.phoneChange': { kind: 'update', attempts: (a) => [{ body: { ticket: 'authz', mobile: '13912345678', msgCode: '123456', userId: a.userId } }] },
  'security.emailCode': { kind: 'update', attempts: (a) => [{ body: { email: 'authz-b@lab.cn', userId: a.userId } }] },
  'security.emailBind': { kind: 'update', attempts: (a) => [{ body: { email: 'authz-b@lab.cn', code: '123456', userId: a.userId } }] },
  'security.sessions': { kind: 'read', attempts: (a) => [{}, { query: { userId: String(a.userId) } }] },
  'security.revokeSession': { kind: 'delete', attempts: (a) => both(a.sessionIds, (id) => ({ params: { id }, body: {} })) },
  'security.revokeOthers': { kind: 'delete', attempts: (a) => [{ body: { userId: a.userId } }] },
  'security.avatarUpload': { kind: 'update', attempts: (a) => [{ body: { userId: a.userId } }] },
  // B administers an organisation of its own and has a pending request to join A's.
  'org.corpLicenseUpload': { kind: 'update', attempts: (a) => [{ body: { orgId: a.orgId } }] },
  'org.corpOtherFileUpload': { kind: 'update', attempts: (a) => [{ body: { orgId: a.orgId } }] },
  'org.corpFile': { kind: 'read', attempts: (a) => both(a.orgFileIds, (id) => ({ params: { id } })) },
  'org.corpCertification': { kind: 'update', attempts: (a) => [{ body: { name: '乙冒名', creditCode: A_CODE, legalRepresentative: '乙', corpType: 'enterprise', licenseFileId: a.orgFileIds[0] } }] },
  'org.improveCertification': {
    kind: 'update',
    attempts: (a) => [{ body: { name: '乙改名', creditCode: A_CODE, legalRepresentative: '乙', corpType: 'enterprise', licenseFileId: a.orgFileIds[0], orgId: a.orgId } }],
  },
  'org.organizationInfo': { kind: 'read', attempts: (a) => [{}, { query: { orgId: String(a.orgId) } }] },
  'org.orgInfo': { kind: 'read', attempts: (a) => [{}, { query: { orgId: String(a.orgId) } }] },
  'org.orgSearch': { kind: 'read', attempts: () => [{ query: { kw: A_ORG } }] },
  'org.joinEnterprise': { kind: 'update', attempts: (a) => [{ body: { orgId: a.orgId } }] },
  'org.changeOrg': { kind: 'update', attempts: (a) => [{ body: { orgId: a.orgId } }] },
  'org.addMember': { kind: 'update', attempts: (a) => [{ body: { mobile: '13700009999', role: 'admin', orgId: a.orgId } }] },
  'org.updateMember': { kind: 'update', attempts: (a) => both(a.membershipIds, (id) => ({ params: { id }, body: { role: 'viewer', enabled: false } })) },
  'org.reviewJoin': { kind: 'update', attempts: (a) => both(a.membershipIds, (id) => ({ params: { id }, body: { decision: 'approve', role: 'admin' } })) },
};

const userScoped = Object.entries(contract).flatMap(([area, eps]) =>
  Object.entries(eps as Record<string, Endpoint>)
    .filter(([, ep]) => ep.auth === 'user')
    .map(([name, ep]) => ({ key: `${area}.${name}`, ep })),
);

/** A's marks: strings that appear in A's rows only. */
const A_CONTACT = '甲方联系人AUTHZ';
const A_NOTE = '甲方备注AUTHZ-仅A可见';
/** A's real-name case (pending): its name and number must never reach B. */
const A_NAME = '甲方实名';
const A_ID_CARD = ID_NUMBERS[4];
/** A's organisation: its full credit code must never reach B (the search shows it masked). */
const A_ORG = '甲方授权矩阵研究院';
const A_CODE = CREDIT_CODES[0];

let api: TestApi;
let a: AIds;
let aMobile: string;
let bToken: string;
let bUserId: number;

async function snapshotOfA() {
  const db = api.database.db;
  const inq = await db.select().from(inquiries).where(eq(inquiries.userId, a.userId)).orderBy(asc(inquiries.id));
  return {
    user: await db.select().from(users).where(eq(users.id, a.userId)),
    sessions: await db.select().from(sessions).where(eq(sessions.userId, a.userId)).orderBy(asc(sessions.id)),
    cart: await db.select().from(cartItems).where(eq(cartItems.userId, a.userId)).orderBy(asc(cartItems.id)),
    basket: await db.select().from(basketItems).where(eq(basketItems.userId, a.userId)).orderBy(asc(basketItems.id)),
    demand: await db.select().from(demandItems).where(eq(demandItems.userId, a.userId)).orderBy(asc(demandItems.id)),
    inquiries: inq,
    lines: inq.length ? await db.select().from(inquiryLines).where(inArray(inquiryLines.inquiryId, inq.map((i) => i.id))).orderBy(asc(inquiryLines.id)) : [],
    addresses: await db.select().from(addresses).where(eq(addresses.userId, a.userId)).orderBy(asc(addresses.id)),
    invoiceTitles: await db.select().from(invoiceTitles).where(eq(invoiceTitles.userId, a.userId)).orderBy(asc(invoiceTitles.id)),
    orders: await db.select().from(orders).where(inArray(orders.id, a.orderIds)),
    orderLines: await db.select().from(orderLines).where(inArray(orderLines.orderId, a.orderIds)).orderBy(asc(orderLines.id)),
    orderEvents: await db.select().from(orderEvents).where(inArray(orderEvents.orderId, a.orderIds)).orderBy(asc(orderEvents.id)),
    payments: await db.select().from(payments).where(inArray(payments.orderId, a.orderIds)).orderBy(asc(payments.id)),
    creditLines: await db.select().from(creditLines).where(eq(creditLines.userId, a.userId)),
    creditBills: await db.select().from(creditBills).where(eq(creditBills.userId, a.userId)).orderBy(asc(creditBills.id)),
    creditLedger: await db.select().from(creditLedger).orderBy(asc(creditLedger.id)),
    afterSales: await db.select().from(afterSales).where(eq(afterSales.userId, a.userId)).orderBy(asc(afterSales.id)),
    afterSaleEvents: await db.select().from(afterSaleEvents).where(inArray(afterSaleEvents.caseId, a.afterSaleIds)).orderBy(asc(afterSaleEvents.id)),
    afterSaleImages: await db.select({ id: afterSaleImages.id, caseId: afterSaleImages.caseId }).from(afterSaleImages).where(eq(afterSaleImages.userId, a.userId)).orderBy(asc(afterSaleImages.id)),
    identityCases: await db.select().from(identityCases).where(eq(identityCases.userId, a.userId)).orderBy(asc(identityCases.id)),
    identityImages: await db.select().from(identityImages).where(eq(identityImages.userId, a.userId)).orderBy(asc(identityImages.id)),
    accessLogs: await db.select().from(accessLogs).where(eq(accessLogs.userId, a.userId)).orderBy(asc(accessLogs.id)),
    pointsLedger: await db.select().from(pointsLedger).where(eq(pointsLedger.userId, a.userId)).orderBy(asc(pointsLedger.id)),
    suggestions: await db.select().from(suggestions).where(eq(suggestions.userId, a.userId)).orderBy(asc(suggestions.id)),
    hostedImages: await db.select({ id: hostedImages.id, suggestionId: hostedImages.suggestionId }).from(hostedImages).where(eq(hostedImages.userId, a.userId)).orderBy(asc(hostedImages.id)),
    organisations: await db.select().from(organisations).where(eq(organisations.id, a.orgId)),
    orgMemberships: await db.select().from(orgMemberships).where(eq(orgMemberships.orgId, a.orgId)).orderBy(asc(orgMemberships.id)),
    orgFiles: await db.select({ id: orgFiles.id, orgId: orgFiles.orgId, kind: orgFiles.kind }).from(orgFiles).where(eq(orgFiles.orgId, a.orgId)).orderBy(asc(orgFiles.id)),
    userVouchers: await db.select().from(userVouchers).where(eq(userVouchers.userId, a.userId)).orderBy(asc(userVouchers.id)),
    mallRedemptions: await db.select().from(mallRedemptions).where(eq(mallRedemptions.userId, a.userId)).orderBy(asc(mallRedemptions.id)),
    customRequests: await db.select().from(customRequests).where(eq(customRequests.userId, a.userId)).orderBy(asc(customRequests.id)),
    customRequestFiles: await db
      .select({ id: customRequestFiles.id, requestId: customRequestFiles.requestId, userId: customRequestFiles.userId })
      .from(customRequestFiles)
      .where(eq(customRequestFiles.userId, a.userId))
      .orderBy(asc(customRequestFiles.id)),
  };
}

beforeAll(async () => {
  api = await createTestApi({ env: { ADMIN_TOKEN, SANDBOX_PAY_SECRET: SANDBOX_SECRET } });
  const A = await customer(api);
  const B = await customer(api);
  bToken = B.token;
  bUserId = B.userId;
  const skus = await stockSkus(api, 4);
  const call = async (ep: Endpoint, token: string, attempt: Attempt) => (await send(ep, token, attempt)).json;
  for (const i of [0, 1]) expect((await call(contract.cart.insert, A.token, { body: sku({ skus } as AIds, i) })).code).toBe(1);
  for (const i of [2, 3]) expect((await call(contract.basket.insert, A.token, { body: sku({ skus } as AIds, i) })).code).toBe(1);
  expect((await call(contract.demand.add, A.token, { body: { productId: skus[0].productId } })).code).toBe(1);
  const db = api.database.db;
  const basket = await db.select().from(basketItems).where(eq(basketItems.userId, A.userId)).orderBy(asc(basketItems.id));
  const submitted = await call(contract.inquiry.submit, A.token, { body: { contact: A_CONTACT, phone: '13800001111', company: '甲方公司', note: A_NOTE, carIds: [basket[0].id] } });
  expect(submitted.code, JSON.stringify(submitted)).toBe(1);
  // An address in each book, a title, and an unpaid order with a started payment.
  const addr = await call(contract.address.add, A.token, { body: { ...ADDRESS, consignee: A_CONTACT, mobile: '13800001111' } });
  const post = await call(contract.address.add, A.token, { body: { ...ADDRESS, consignee: A_CONTACT, book: 'invoice' } });
  const title = await call(contract.invoice.add, A.token, { body: { kind: 'personal', title: A_CONTACT } });
  const orderCart = await call(contract.cart.insert, A.token, { body: sku({ skus } as AIds, 1) });
  expect([addr.code, post.code, title.code, orderCart.code]).toEqual([1, 1, 1, 1]);
  const preview = (await call(contract.order.preview, A.token, { body: { buyNow: { skuId: skus[1].id, num: 1 } } })).data as { quoteHash: string };
  const placed = await call(contract.order.submit, A.token, {
    body: { buyNow: { skuId: skus[1].id, num: 1 }, addressId: (addr.data as { id: number }).id, invoice: { kind: 'none' }, note: A_NOTE, requestKey: 'authz-matrix-a-order', quoteHash: preview.quoteHash },
  });
  expect(placed.code, JSON.stringify(placed)).toBe(1);
  const orderId = (placed.data as { id: number }).id;
  const paying = await call(contract.payment.pay, A.token, { params: { id: orderId }, body: { method: 'bank' } });
  expect(paying.code, JSON.stringify(paying)).toBe(1);
  // A and B have credit lines; A paid a second order by credit (its bill is A's row).
  for (const u of [A, B]) await setLine(db, { userId: u.userId, limit: 100_000_000, termDays: 30, active: true, note: '' });
  const creditPreview = (await call(contract.order.preview, A.token, { body: { buyNow: { skuId: skus[2].id, num: 1 } } })).data as { quoteHash: string };
  const creditOrder = await call(contract.order.submit, A.token, {
    body: { buyNow: { skuId: skus[2].id, num: 1 }, addressId: (addr.data as { id: number }).id, invoice: { kind: 'none' }, requestKey: 'authz-matrix-a-credit', quoteHash: creditPreview.quoteHash },
  });
  const paidByCredit = await call(contract.credit.pay, A.token, { body: { orderId: (creditOrder.data as { id: number }).id } });
  expect(paidByCredit.code, JSON.stringify(paidByCredit)).toBe(1);
  const idCase = await submitCase(api, { token: A.token }, A_NAME, A_ID_CARD);
  // B has rows of its own, so "B sees its rows, not A's" is a real distinction.
  expect((await call(contract.cart.insert, B.token, { body: sku({ skus } as AIds, 3) })).code).toBe(1);
  const ids = async (t: typeof cartItems | typeof basketItems | typeof demandItems) => (await db.select({ id: t.id }).from(t).where(eq(t.userId, A.userId))).map((r) => r.id);
  a = {
    userId: A.userId,
    cartIds: await ids(cartItems),
    basketIds: await ids(basketItems),
    demandIds: await ids(demandItems),
    inquiryIds: (await db.select({ id: inquiries.id }).from(inquiries).where(eq(inquiries.userId, A.userId))).map((r) => r.id),
    addressIds: [(addr.data as { id: number }).id],
    invoiceAddressIds: [(post.data as { id: number }).id],
    titleIds: [(title.data as { id: number }).id],
    orderIds: [orderId],
    payNos: [(paying.data as { payNo: string }).payNo],
    billIds: [(paidByCredit.data as { bill: { id: number } }).bill.id],
    orderLineIds: [],
    afterSaleIds: [],
    afterSaleImageIds: [],
    idImageIds: [idCase.front!.id, idCase.back!.id],
    hostedFids: [],
    sessionIds: (await db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, A.userId))).map((r) => r.id),
    orgId: 0,
    membershipIds: [],
    orgFileIds: [],
    voucherIds: [],
    mallItemIds: [],
    offer: { activityId: 0, templateId: 0 },
    customIds: [],
    customFileIds: [],
    skus,
  };
  // A's organisation (verified, A admin) with a member; B administers its own and asks to join A's.
  a.orgId = await verifiedOrg(api, { token: A.token }, admin, A_ORG, A_CODE);
  const C = await customer(api);
  const cMobile = (await db.select({ mobile: users.mobile }).from(users).where(eq(users.id, C.userId)))[0].mobile!;
  expect((await call(contract.org.addMember, A.token, { body: { mobile: cMobile, role: 'buyer' } })).code).toBe(1);
  await verifiedOrg(api, { token: B.token }, admin, '乙方自己的机构', CREDIT_CODES[1]);
  expect((await call(contract.org.joinEnterprise, B.token, { body: { orgId: a.orgId } })).code).toBe(1);
  a.membershipIds = (await db.select({ id: orgMemberships.id }).from(orgMemberships).where(eq(orgMemberships.orgId, a.orgId))).map((r) => r.id);
  a.orgFileIds = (await db.select({ id: orgFiles.id }).from(orgFiles).where(eq(orgFiles.orgId, a.orgId))).map((r) => r.id);
  expect(a.membershipIds.length).toBe(3);
  // A shipped order with an open after-sales case carrying A's note and a photo.
  const shipped = await shippedOrder(api, { method: 'sandbox', lines: [{ sku: skus[2], num: 2 }], who: A });
  const photoForm = new FormData();
  photoForm.append('file', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'a.png');
  const photo = (await (await api.app.request(buildPath(contract.afterSale.uploadImage.path), { method: 'POST', body: photoForm, headers: { token: A.token } })).json()) as { data: { id: number } };
  const opened = await call(contract.afterSale.apply, A.token, { body: { orderLineId: shipped.order.lines[0].id, kind: 'refund_only', quantity: 1, reason: A_NOTE, imageIds: [photo.data.id] } });
  expect(opened.code, JSON.stringify(opened)).toBe(1);
  a.orderIds.push(shipped.order.id);
  a.orderLineIds = [shipped.order.lines[0].id];
  a.afterSaleIds = [(opened.data as { id: number }).id];
  a.afterSaleImageIds = [photo.data.id];
  // A's footprint, points and a suggestion with an image.
  expect((await call(contract.member.accessLogRecord, A.token, { body: { page: `/goodsDetail/${skus[0].productId}` } })).code).toBe(1);
  await creditPoints(db, { userId: A.userId, kind: 'signup', points: 100, reason: '注册', ref: `signup:${A.userId}` });
  const imgForm = new FormData();
  imgForm.append('img', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'a.png');
  imgForm.append('scene', 'feedback');
  const hosted = (await (await api.app.request(buildPath(contract.member.upload.path), { method: 'POST', body: imgForm, headers: { token: A.token } })).json()) as { data: { fid: string; url: string } };
  const suggested = await call(contract.member.suggestAdd, A.token, { body: { content: A_NOTE, name: '甲', phone: '13800001111', files: [hosted.data] } });
  expect(suggested.code, JSON.stringify(suggested)).toBe(1);
  a.hostedFids = [hosted.data.fid];
  // A redeems a voucher with points; B tries to use it, to redeem to A's address, to claim as A.
  await creditPoints(db, { userId: A.userId, kind: 'signup', points: 100, reason: '注册', ref: 'authz:mall' });
  const items = await db.select().from(mallItems).orderBy(asc(mallItems.sort));
  a.mallItemIds = [items.find((i) => i.kind === 'voucher')!.id, items.find((i) => i.kind === 'gift')!.id];
  expect((await call(contract.pointsMall.redeem, A.token, { body: { itemId: a.mallItemIds[0] } })).code).toBe(1);
  a.voucherIds = (await db.select({ id: userVouchers.id }).from(userVouchers).where(eq(userVouchers.userId, A.userId))).map((v) => v.id);
  const [act] = await db.select().from(activities).where(eq(activities.slug, 'laborDay'));
  const [offer] = await db.select().from(activityVouchers).where(eq(activityVouchers.activityId, act.id));
  a.offer = { activityId: act.id, templateId: offer.templateId };
  // A's custom-synthesis requests: one waiting (with an attachment), one quoted by the operator; a second attachment stays a draft.
  for (const name of ['route.png', 'draft.png']) {
    const fileForm = new FormData();
    fileForm.append('file', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), name);
    const file = (await (await api.app.request(buildPath(contract.custom.attachmentUpload.path), { method: 'POST', body: fileForm, headers: { token: A.token } })).json()) as { data: { id: number } };
    a.customFileIds.push(file.data.id);
  }
  for (const [i, name] of ['甲的定制一', '甲的定制二'].entries()) {
    const sent = await call(contract.custom.submit, A.token, { body: { name, quantity: 1, unit: 'g', purity: '≥98%', deadline: '2099-01-01', ...(i === 0 ? { attachmentIds: [a.customFileIds[0]] } : {}) } });
    expect(sent.code, JSON.stringify(sent)).toBe(1);
    a.customIds.push((sent.data as { id: number }).id);
  }
  const quoted = await api.call(contract.custom.operatorQuote, { params: { id: a.customIds[1] }, body: { priceFen: 100_000, leadDays: 14, validUntil: '2099-01-01', remark: '' } }, admin);
  expect(quoted.json.code).toBe(1);
  aMobile = (await db.select({ mobile: users.mobile }).from(users).where(eq(users.id, A.userId)))[0].mobile!;
  expect(a.cartIds.length * a.basketIds.length * a.demandIds.length * a.inquiryIds.length).toBeGreaterThan(0);
});
afterAll(() => api.close());

async function send(ep: Endpoint, token: string | null, attempt: Attempt) {
  const qs = attempt.query ? `?${new URLSearchParams(attempt.query)}` : '';
  const path = buildPath(ep.path, attempt.params) + qs;
  const headers: Record<string, string> = { 'content-type': 'application/json', ...(token ? { token } : {}) };
  const body = ep.method === 'POST' ? JSON.stringify(attempt.body ?? {}) : undefined;
  const res = await api.app.request(path, { method: ep.method, headers, body });
  return { status: res.status, json: (await res.json()) as { code: number; data: unknown; message: string } };
}

/** Ids under keys naming a row of A (id, carId, inquiryId) anywhere in an answer. */
function rowIdsIn(data: unknown, out = new Set<number>()): Set<number> {
  if (Array.isArray(data)) data.forEach((d) => rowIdsIn(d, out));
  else if (data && typeof data === 'object')
    for (const [k, v] of Object.entries(data)) {
      if ((k === 'id' || k === 'carId' || k === 'inquiryId' || k === 'collectId') && typeof v === 'number') out.add(v);
      else rowIdsIn(v, out);
    }
  return out;
}

describe('authorization matrix over the user-scoped endpoints', () => {
  it('has a case for every user-scoped endpoint of the contract, and none for an endpoint that is not', () => {
    expect(userScoped.map((u) => u.key).filter((k) => !(k in CASES))).toEqual([]);
    expect(Object.keys(CASES).filter((k) => !userScoped.some((u) => u.key === k))).toEqual([]);
  });

  const attackers = [
    { who: 'a visitor (no token)', token: () => null },
    { who: 'a made-up token', token: () => 'made-up-token-' + 'x'.repeat(30) },
    { who: 'user B', token: () => bToken },
  ];

  for (const { key, ep } of userScoped) {
    const c = CASES[key];
    if (!c) continue;
    it(`${key} (${c.kind}): B, a visitor and a made-up token leave A's rows alone and see none of them`, async () => {
      const before = await snapshotOfA();
      const answers: string[] = [];
      for (const { who, token } of attackers) {
        // Logging out ends the session it is made with: B uses a session of its own for that row.
        const t = key === 'user.logout' && token() === bToken ? await createSession(api.database.db, bUserId, 60) : token();
        for (const attempt of c.attempts(a)) {
          const { status, json } = await send(ep, t, attempt);
          expect(status, `${who}: ${JSON.stringify(json)}`).toBeLessThan(500);
          if (t === null || t.startsWith('made-up')) {
            expect(json.code, `${who} ${JSON.stringify(attempt)}: ${JSON.stringify(json)}`).toBe(-1);
            continue;
          }
          answers.push(JSON.stringify(json));
          const leaked = [...rowIdsIn(json.data)].filter((id) => [...a.cartIds, ...a.basketIds, ...a.demandIds, ...a.inquiryIds, ...a.addressIds, ...a.titleIds, ...a.orderIds, ...a.afterSaleIds].includes(id));
          // Row ids of different tables may coincide; a leak shows as A's id together with A's data.
          if (leaked.length) expect(JSON.stringify(json.data)).not.toMatch(new RegExp(`${A_CONTACT}|${A_NOTE}`));
          if (key === 'user.selectUser') expect((json.data as { id: number }).id).toBe(bUserId);
        }
      }
      for (const text of answers) {
        expect(text).not.toContain(A_CONTACT);
        expect(text).not.toContain(A_NOTE);
        expect(text).not.toContain(aMobile);
        expect(text).not.toContain(aMobile.slice(-4) + '"');
        expect(text).not.toContain(A_ID_CARD);
        expect(text).not.toContain(`${A_ID_CARD.slice(0, 4)}**********${A_ID_CARD.slice(-4)}`);
        expect(text).not.toContain('甲*实');
        expect(text).not.toContain(A_CODE);
      }
      expect(await snapshotOfA()).toEqual(before);
    });
  }
});
