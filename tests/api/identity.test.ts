import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPath } from '../../lib/api/contract/endpoint';
import { identity } from '../../lib/api/contract/identity';
import { user } from '../../lib/api/contract/user';
import { ID_CARD_MSG, idCardCheckChar } from '../../lib/api/contract/id-card';
import { identityCases, identityImages } from '../../server/db/schema';
import { customer } from './cart-helpers';
import { ok, rejected } from './contract-calls';
import { createTestApi, type TestApi } from './harness';
import { GIF, ID_NUMBERS, JPEG, PNG, submitCase, uploadSide } from './identity-helpers';
import { admin, ADMIN_TOKEN } from './order-helpers';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi({ env: { ADMIN_TOKEN } });
});
afterAll(() => api.close());

const bind = (h: Record<string, string>, name: string, idCard: string) => api.call(identity.bindIDCard, { body: { name, idCard } }, h);
const caseOf = async (h: Record<string, string>) => ok(await api.call(identity.getIDCardCase, {}, h));
const fileOf = (path: string, h: Record<string, string>) => api.app.request(path, { headers: h });

describe('the identity number (GB 11643)', () => {
  it('accepts valid numbers, X and a lowercase x included, and refuses every other check character', async () => {
    const me = await customer(api);
    await uploadSide(api, me.h, 'front', PNG);
    await uploadSide(api, me.h, 'back', PNG);
    const valid = ID_NUMBERS[0];
    // Every wrong check character of one number: the table 0-9 and X, only the right one passes.
    for (const c of '0123456789X') {
      const candidate = valid.slice(0, 17) + c;
      if (c === valid[17]) continue;
      rejected(await bind(me.h, '张三', candidate), new RegExp(ID_CARD_MSG.checkDigit));
    }
    const lower = valid.slice(0, 17) + 'x';
    const submitted = ok(await bind(me.h, '张三', lower));
    expect(submitted.status).toBe(1);
    const [stored] = await api.database.db.select().from(identityCases).where(eq(identityCases.userId, me.userId));
    expect(stored.status).toBe(1);
  });

  it('refuses bad dates of birth, unknown regions and wrong lengths with their own messages', async () => {
    const me = await customer(api);
    const cases: [string, string][] = [
      ['11010519990230001', ID_CARD_MSG.birth], // 30 February
      ['11010519991301001', ID_CARD_MSG.birth], // month 13
      ['11010518991231001', ID_CARD_MSG.birth], // before 1900
      ['11010520991231001', ID_CARD_MSG.birth], // not born yet
      ['99010519491231002', ID_CARD_MSG.region],
      ['11000019491231002', ID_CARD_MSG.region],
    ];
    for (const [first17, message] of cases) rejected(await bind(me.h, '张三', first17 + idCardCheckChar(first17)), new RegExp(message));
    rejected(await bind(me.h, '张三', '1101051949123100'), new RegExp(ID_CARD_MSG.length));
    rejected(await bind(me.h, '张三', '1101051949123100AB'), new RegExp(ID_CARD_MSG.format));
    rejected(await bind(me.h, '张三', ''), new RegExp(ID_CARD_MSG.required));
    rejected(await bind(me.h, 'Zhang San', ID_NUMBERS[1]), new RegExp(ID_CARD_MSG.namePattern));
    rejected(await bind(me.h, '', ID_NUMBERS[1]), new RegExp(ID_CARD_MSG.nameRequired));
    // Nothing was stored for any of them.
    expect(await api.database.db.select().from(identityCases).where(eq(identityCases.userId, me.userId))).toEqual([]);
  });
});

describe('photos', () => {
  it('take png and jpeg by content only, refuse anything else with the SPEC §5 message, and need a session', async () => {
    const me = await customer(api);
    for (const bytes of [Buffer.from('<svg onload="alert(1)"></svg>'), GIF, Buffer.from('%PDF-1.4 not a picture')]) {
      const bad = await uploadSide(api, me.h, 'front', bytes, 'photo.png');
      expect([bad.code, bad.message]).toEqual([0, '只能上传格式正确的图片（PNG 或 JPG）']);
    }
    const noSide = await uploadSide(api, me.h, 'left', PNG);
    expect(noSide.code).toBe(0);
    expect(noSide.message).toMatch('人像面');
    const missing = await api.upload(identity.idCadUpload, (() => { const f = new FormData(); f.set('side', 'front'); return f; })(), me.h);
    rejected(missing, '请选择身份证照片');
    expect((await uploadSide(api, {}, 'front', PNG)).code).toBe(-1);
    const tooBig = await uploadSide(api, me.h, 'front', Buffer.concat([JPEG, Buffer.alloc(3 * 1024 * 1024)]));
    expect(tooBig.code).toBe(0);
    expect(tooBig.message).toMatch('不能超过 3 MB');

    const front = await uploadSide(api, me.h, 'front', JPEG);
    expect(front.data).toMatchObject({ side: 'front', mime: 'image/jpeg', size: JPEG.byteLength });
    expect(await api.database.db.select().from(identityImages).where(eq(identityImages.userId, me.userId))).toHaveLength(1);
    const draft = await caseOf(me.h);
    expect(draft).toMatchObject({ status: 0, statusText: '未认证', front: { id: front.data!.id }, back: null });
  });

  it('are stored encrypted under random keys and served only to their owner and the operator', async () => {
    const me = await customer(api);
    const other = await customer(api);
    const up = await uploadSide(api, me.h, 'front', PNG);
    const [row] = await api.database.db.select().from(identityImages).where(eq(identityImages.id, up.data!.id));
    expect(Buffer.from(row.bytes).includes(PNG.subarray(8, 24))).toBe(false);
    expect(row.fileKey).toMatch(/^[0-9a-f]{32}$/);

    const path = buildPath(identity.idCardImage.path, { id: up.data!.id });
    const mine = await fileOf(path, me.h);
    expect(mine.headers.get('content-type')).toBe('image/png');
    expect(mine.headers.get('cache-control')).toBe('private, no-store');
    expect(Buffer.from(await mine.arrayBuffer()).equals(PNG)).toBe(true);
    const theirs = await fileOf(path, other.h);
    expect(((await theirs.json()) as { code: number; message: string })).toMatchObject({ code: 0, message: '图片不存在' });
    expect(((await (await fileOf(path, {})).json()) as { code: number }).code).toBe(-1);

    const opPath = buildPath(identity.operatorImage.path, { id: up.data!.id });
    expect(Buffer.from(await (await fileOf(opPath, admin)).arrayBuffer()).equals(PNG)).toBe(true);
    expect(((await (await fileOf(opPath, { 'x-api-key': 'x'.repeat(40) })).json()) as { message: string }).message).toBe('请先登录运营后台（登录已失效或未登录）');
  });
});

describe('a verification case', () => {
  it('needs both photos, goes pending, is reviewed by the operator, and shows masked to its owner', async () => {
    const me = await customer(api);
    rejected(await bind(me.h, '王小明', ID_NUMBERS[2]), '请先上传身份证人像面照片');
    await uploadSide(api, me.h, 'front', PNG);
    rejected(await bind(me.h, '王小明', ID_NUMBERS[2]), '请先上传身份证国徽面照片');
    await uploadSide(api, me.h, 'back', JPEG);
    expect(ok(await api.call(identity.getIdCardInfo, {}, me.h))).toBeNull();

    const pending = ok(await bind(me.h, '王小明', ID_NUMBERS[2]));
    expect(pending).toMatchObject({ status: 1, statusText: '审核中', reason: null, front: { side: 'front' }, back: { side: 'back', mime: 'image/jpeg' } });
    rejected(await bind(me.h, '王小明', ID_NUMBERS[2]), '实名认证正在审核中，请耐心等待');
    expect((await uploadSide(api, me.h, 'front', PNG)).message).toBe('实名认证正在审核中，请耐心等待');
    expect(ok(await api.call(identity.getIdCardInfo, {}, me.h))).toEqual({ name: '王*明', idCard: '3101**********0015', status: 1, statusText: '审核中' });
    expect(ok(await api.call(user.selectUser, {}, me.h)).status).toBe('1');

    // Stored encrypted: neither the number nor the name is in the row.
    const [row] = await api.database.db.select().from(identityCases).where(eq(identityCases.userId, me.userId));
    const raw = JSON.stringify({ ...row, nameEnc: Buffer.from(row.nameEnc).toString('latin1'), idNoEnc: Buffer.from(row.idNoEnc).toString('latin1') });
    expect(raw).not.toContain(ID_NUMBERS[2]);
    expect(Buffer.from(row.nameEnc).includes(Buffer.from('王小明'))).toBe(false);

    // The same number cannot be submitted by another account while this case is live.
    const copycat = await customer(api);
    await uploadSide(api, copycat.h, 'front', PNG);
    await uploadSide(api, copycat.h, 'back', PNG);
    rejected(await bind(copycat.h, '王小明', ID_NUMBERS[2]), '该身份证号码已被其他账号认证或正在审核');

    // The operator sees it in full, refuses without a reason, rejects with one.
    const queue = ok(await api.call(identity.operatorList, { query: { status: 1 }, pageSize: 100 }, admin));
    const mine = queue.find((c) => c.userId === me.userId)!;
    expect(mine).toMatchObject({ name: '王小明', idCard: ID_NUMBERS[2], status: 1 });
    expect(mine.mobile).toMatch(/^\d{3}\*{4}\d{4}$/);
    rejected(await api.call(identity.operatorReview, { params: { id: mine.id }, body: { decision: 'reject' } }, admin), /请填写驳回原因/);
    rejected(await api.call(identity.operatorReview, { params: { id: mine.id }, body: { decision: 'approve' } }, { 'x-api-key': 'y'.repeat(40) }), '请先登录运营后台（登录已失效或未登录）');
    const refused = ok(await api.call(identity.operatorReview, { params: { id: mine.id }, body: { decision: 'reject', reason: '照片模糊，请重新拍摄' } }, admin));
    expect(refused).toMatchObject({ status: 3, statusText: '未通过', reason: '照片模糊，请重新拍摄' });
    rejected(await api.call(identity.operatorReview, { params: { id: mine.id }, body: { decision: 'approve' } }, admin), '该实名认证申请已审核，不能重复审核');
    rejected(await api.call(identity.operatorReview, { params: { id: 999999 }, body: { decision: 'approve' } }, admin), '实名认证申请不存在');
    expect(await caseOf(me.h)).toMatchObject({ status: 3, statusText: '未通过', reason: '照片模糊，请重新拍摄', front: null, back: null });
    expect(ok(await api.call(user.selectUser, {}, me.h)).status).toBe('3');

    // A new submission with new photos, approved: status 2.
    await submitCase(api, me.h, '王小明', ID_NUMBERS[2]);
    const again = ok(await api.call(identity.operatorList, { query: { status: 1 }, pageSize: 100 }, admin)).find((c) => c.userId === me.userId)!;
    ok(await api.call(identity.operatorReview, { params: { id: again.id }, body: { decision: 'approve' } }, admin));
    expect(await caseOf(me.h)).toMatchObject({ status: 2, statusText: '已认证', reason: null });
    expect(ok(await api.call(user.selectUser, {}, me.h)).status).toBe('2');
    rejected(await bind(me.h, '王小明', ID_NUMBERS[2]), '您已完成实名认证，无需重复提交');
    expect(ok(await api.call(identity.getIdCardInfo, {}, me.h))).toMatchObject({ name: '王*明', status: 2 });
    const verified = ok(await api.call(identity.operatorList, { query: { status: 2 }, pageSize: 100 }, admin));
    expect(verified.map((c) => c.userId)).toContain(me.userId);
  });

  it('is never another user\'s: B reads its own empty case and cannot review', async () => {
    const a = await customer(api);
    const b = await customer(api);
    await submitCase(api, a.h, '李四', ID_NUMBERS[3]);
    expect(await caseOf(b.h)).toMatchObject({ status: 0, front: null, back: null });
    expect(ok(await api.call(identity.getIdCardInfo, {}, b.h))).toBeNull();
    rejected(await api.call(identity.operatorList, {}, b.h), '请先登录运营后台（登录已失效或未登录）');
    expect((await api.call(identity.getIDCardCase, {}, {})).json.code).toBe(-1);
  });
});
