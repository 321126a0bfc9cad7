import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '../../lib/api/contract';
import { CUSTOM_MSG, type CustomRequestInput } from '../../lib/api/contract/custom';
import { customRequests } from '../../server/db/schema';
import { chinaDay } from '../../server/services/footprints';
import { customer } from './cart-helpers';
import { ok, rejected } from './contract-calls';
import { createTestApi, type TestApi } from './harness';
import { ADMIN_TOKEN, admin } from './order-helpers';

const { custom } = contract;
let api: TestApi;
beforeAll(async () => {
  api = await createTestApi({ env: { ADMIN_TOKEN } });
});
afterAll(() => api.close());

/** A refusal's message begins with the rule's text (a field's rule adds the field's name after it). */
const says = (m: string) => new RegExp(`^${m.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
const DAY = 86_400_000;
const dayFromNow = (n: number) => chinaDay(new Date(Date.now() + n * DAY));
/** Aspirin: its SMILES and its CAS number 50-78-2 (check digit 2). */
const ASPIRIN = 'CC(=O)Oc1ccccc1C(=O)O';
const request = (over: Partial<CustomRequestInput> = {}): CustomRequestInput => ({
  smiles: ASPIRIN,
  cas: '50-78-2',
  name: '乙酰水杨酸',
  quantity: 500,
  unit: 'mg',
  purity: '≥98%',
  deadline: dayFromNow(30),
  documents: ['COA', 'HNMR', 'HPLC'],
  notes: '需提供 HPLC 谱图原始数据',
  ...over,
});
const quote = { priceFen: 380_000, leadDays: 21, validUntil: dayFromNow(7), remark: '含 COA、HNMR、HPLC 报告' };

describe('custom synthesis: submit', () => {
  it("stores a request with the canonical SMILES, its formula and 待报价, and lists it as the buyer's", async () => {
    const me = await customer(api);
    const sent = ok(await api.call(custom.submit, { body: request() }, me.h));
    expect(sent.requestNo).toMatch(/^DZ\d{6}\d{6}$/);
    const detail = ok(await api.call(custom.detail, { params: { id: sent.id } }, me.h));
    expect(detail).toMatchObject({ requestNo: sent.requestNo, cas: '50-78-2', formula: 'C9H8O4', quantity: 500, unit: 'mg', purity: '≥98%', documents: ['COA', 'HNMR', 'HPLC'], state: 'pending', stateText: '待报价', quote: null, events: [] });
    expect(detail.smiles).not.toBe('');
    const mine = ok(await api.call(custom.mine, {}, me.h));
    expect(mine.map((r) => r.id)).toEqual([sent.id]);
    expect(ok(await api.call(custom.mine, { query: { state: 'quoted' } }, me.h))).toEqual([]);
  });

  it('takes a CAS number or a name alone', async () => {
    const me = await customer(api);
    ok(await api.call(custom.submit, { body: request({ smiles: '', name: '' }) }, me.h));
    ok(await api.call(custom.submit, { body: request({ smiles: '', cas: '' }) }, me.h));
    expect(ok(await api.call(custom.mine, {}, me.h))).toHaveLength(2);
  });

  it('refuses bad input with a Chinese message and stores nothing', async () => {
    const me = await customer(api);
    rejected(await api.call(custom.submit, { body: request({ smiles: 'C(C' }) }, me.h), says(CUSTOM_MSG.smilesInvalid));
    rejected(await api.call(custom.submit, { body: request({ cas: '50-78-3' }) }, me.h), says(CUSTOM_MSG.casInvalid));
    rejected(await api.call(custom.submit, { body: request({ smiles: '', cas: '', name: '' }) }, me.h), says(CUSTOM_MSG.structureRequired));
    rejected(await api.call(custom.submit, { body: request({ quantity: 0 }) }, me.h), says(CUSTOM_MSG.quantityInvalid));
    rejected(await api.call(custom.submit, { body: request({ deadline: chinaDay(new Date()) }) }, me.h), says(CUSTOM_MSG.deadlinePast));
    rejected(await api.call(custom.submit, { body: request({ notes: '字'.repeat(1001) }) }, me.h), says(CUSTOM_MSG.notesTooLong));
    rejected(await api.call(custom.submit, { body: request({ unit: 'lb' as 'mg' }) }, me.h), says(CUSTOM_MSG.unit));
    rejected(await api.call(custom.submit, { body: request({ documents: ['IR' as 'MS'] }) }, me.h), says(CUSTOM_MSG.documents));
    expect(await api.database.db.select().from(customRequests).where(eq(customRequests.userId, me.userId))).toEqual([]);
  });

  it('needs a login', async () => {
    const res = await api.call(custom.submit, { body: request() });
    expect(res.json.code).toBe(-1);
  });
});

describe('custom synthesis: quote, progress, decline, cancel, expiry', () => {
  it('the operator quotes; the buyer sees 已报价 with the price, lead time and validity; progress notes form the timeline', async () => {
    const me = await customer(api);
    const { id } = ok(await api.call(custom.submit, { body: request() }, me.h));
    rejected(await api.call(custom.operatorQuote, { params: { id }, body: quote }), /管理|运营|令牌|token/i);
    rejected(await api.call(custom.operatorQuote, { params: { id }, body: { ...quote, priceFen: 0 } }, admin), says(CUSTOM_MSG.priceInvalid));
    rejected(await api.call(custom.operatorQuote, { params: { id }, body: { ...quote, validUntil: dayFromNow(-1) } }, admin), says(CUSTOM_MSG.validUntilPast));
    const quoted = ok(await api.call(custom.operatorQuote, { params: { id }, body: quote }, admin));
    expect(quoted).toMatchObject({ state: 'quoted', stateText: '已报价', userId: me.userId, quote: { priceFen: 380_000, leadDays: 21, validUntil: quote.validUntil, remark: quote.remark } });
    ok(await api.call(custom.operatorProgress, { params: { id }, body: { text: '路线评估完成' } }, admin));
    rejected(await api.call(custom.operatorProgress, { params: { id }, body: { text: ' ' } }, admin), says(CUSTOM_MSG.progressRequired));
    const seen = ok(await api.call(custom.detail, { params: { id } }, me.h));
    expect(seen.quote?.priceFen).toBe(380_000);
    expect(seen.events.map((e) => e.text)).toEqual(['路线评估完成']);
    expect(ok(await api.call(custom.mine, { query: { state: 'quoted' } }, me.h)).map((r) => r.id)).toEqual([id]);
    const listed = ok(await api.call(custom.operatorList, { query: { state: 'quoted' } }, admin));
    expect(listed.some((r) => r.id === id)).toBe(true);
    // A quoted request cannot be cancelled; it can be declined, once.
    rejected(await api.call(custom.cancel, { params: { id }, body: {} }, me.h), says(CUSTOM_MSG.notPending));
    expect(ok(await api.call(custom.decline, { params: { id }, body: {} }, me.h))).toMatchObject({ state: 'declined', stateText: '已拒绝' });
    rejected(await api.call(custom.decline, { params: { id }, body: {} }, me.h), says(CUSTOM_MSG.notQuoted));
    rejected(await api.call(custom.operatorQuote, { params: { id }, body: quote }, admin), says(CUSTOM_MSG.notQuotable));
    rejected(await api.call(custom.operatorProgress, { params: { id }, body: { text: '合成中' } }, admin), says(CUSTOM_MSG.progressState));
  });

  it('the buyer cancels before a quote; a cancelled request takes no quote', async () => {
    const me = await customer(api);
    const { id } = ok(await api.call(custom.submit, { body: request() }, me.h));
    rejected(await api.call(custom.decline, { params: { id }, body: {} }, me.h), says(CUSTOM_MSG.notQuoted));
    expect(ok(await api.call(custom.cancel, { params: { id }, body: {} }, me.h))).toMatchObject({ state: 'cancelled', stateText: '已取消' });
    rejected(await api.call(custom.cancel, { params: { id }, body: {} }, me.h), says(CUSTOM_MSG.notPending));
    rejected(await api.call(custom.operatorQuote, { params: { id }, body: quote }, admin), says(CUSTOM_MSG.notQuotable));
    expect(ok(await api.call(custom.mine, { query: { state: 'cancelled' } }, me.h)).map((r) => r.id)).toEqual([id]);
  });

  it('a quote past its validity reads 已过期 and cannot be declined; the operator may quote again', async () => {
    const me = await customer(api);
    const { id } = ok(await api.call(custom.submit, { body: request() }, me.h));
    ok(await api.call(custom.operatorQuote, { params: { id }, body: quote }, admin));
    await api.database.db.update(customRequests).set({ quoteValidUntil: dayFromNow(-1) }).where(eq(customRequests.id, id));
    expect(ok(await api.call(custom.detail, { params: { id } }, me.h))).toMatchObject({ state: 'expired', stateText: '已过期' });
    expect(ok(await api.call(custom.mine, { query: { state: 'expired' } }, me.h)).map((r) => r.id)).toEqual([id]);
    expect(ok(await api.call(custom.mine, { query: { state: 'quoted' } }, me.h))).toEqual([]);
    rejected(await api.call(custom.decline, { params: { id }, body: {} }, me.h), says(CUSTOM_MSG.quoteExpired));
    expect(ok(await api.call(custom.operatorQuote, { params: { id }, body: quote }, admin)).state).toBe('quoted');
  });

  it("another buyer's id answers 不存在 and changes nothing", async () => {
    const a = await customer(api);
    const b = await customer(api);
    const { id } = ok(await api.call(custom.submit, { body: request() }, a.h));
    const [before] = await api.database.db.select().from(customRequests).where(eq(customRequests.id, id));
    rejected(await api.call(custom.detail, { params: { id } }, b.h), says(CUSTOM_MSG.notFound));
    rejected(await api.call(custom.cancel, { params: { id }, body: {} }, b.h), says(CUSTOM_MSG.notFound));
    rejected(await api.call(custom.decline, { params: { id }, body: {} }, b.h), says(CUSTOM_MSG.notFound));
    expect(ok(await api.call(custom.mine, {}, b.h))).toEqual([]);
    const [after] = await api.database.db.select().from(customRequests).where(eq(customRequests.id, id));
    expect(after).toEqual(before);
  });
});
