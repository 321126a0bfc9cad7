import { address, type Address, type Region } from '../../lib/api/contract/address';
import { invoice, INVOICE_KIND_TEXT, type InvoiceTitle } from '../../lib/api/contract/invoice';
import { ADDRESS_MAX } from '../../lib/constants';
import { mock, ok, rejected, sessionInvalid } from '../mock';

/*
 * Address books and invoice titles of the mock API, in memory per process (`resetAddressMocks()` for tests).
 * A session is a `mock-token-<userId>-<n>` token as in the cart mocks; anything else answers code -1.
 */

/** A few GB/T 2260 divisions: enough for a cascade in tests and the mocked e2e project. */
export const mockRegions: (Region & { parentId: number })[] = [
  { id: 110000, name: '北京市', level: 1, parentId: 0 },
  { id: 310000, name: '上海市', level: 1, parentId: 0 },
  { id: 110100, name: '北京市', level: 2, parentId: 110000 },
  { id: 310100, name: '上海市', level: 2, parentId: 310000 },
  { id: 110101, name: '东城区', level: 3, parentId: 110100 },
  { id: 110102, name: '西城区', level: 3, parentId: 110100 },
  { id: 310101, name: '黄浦区', level: 3, parentId: 310100 },
  { id: 310115, name: '浦东新区', level: 3, parentId: 310100 },
];

const state = { addresses: new Map<number, Address[]>(), invoices: new Map<number, InvoiceTitle[]>(), seq: 5000 };

export function resetAddressMocks() {
  state.addresses.clear();
  state.invoices.clear();
  state.seq = 5000;
}

/** A Beijing address of the mock regions, for seeded orders and tests. */
export const sampleAddress = {
  consignee: '张三',
  mobile: '13800138000',
  provinceId: 110000,
  cityId: 110100,
  districtId: 110101,
  provinceName: '北京市',
  cityName: '北京市',
  districtName: '东城区',
  detail: '王府井大街1号',
} satisfies Omit<Address, 'id' | 'book' | 'isDefault'>;

/** For the order mocks: a user's saved addresses and invoice titles (the same objects the handlers change). */
export const addressMockState = (userId: number) => ({ addresses: listOf(state.addresses, userId), invoices: listOf(state.invoices, userId) });

const userIdOf = (token: string | null) => {
  const m = token ? /^mock-token-(\d+)-\d+$/.exec(token) : null;
  return m ? Number(m[1]) : null;
};

const nameOf = (id: number) => mockRegions.find((r) => r.id === id)?.name ?? '';

function listOf<T>(map: Map<number, T[]>, userId: number): T[] {
  let list = map.get(userId);
  if (!list) map.set(userId, (list = []));
  return list;
}

/** Only one default per book: setting one clears the others. */
function makeDefault<T extends { id: number; isDefault: boolean }>(rows: T[], id: number) {
  for (const r of rows) r.isDefault = r.id === id;
}

export const addressHandlers = [
  mock(address.regions, ({ query }) => ok(mockRegions.filter((r) => r.level === query.level && r.parentId === query.parentId).map(({ id, name, level }) => ({ id, name, level })))),
  mock(address.list, ({ token, query }) => {
    const uid = userIdOf(token);
    if (uid === null) return sessionInvalid();
    return ok(listOf(state.addresses, uid).filter((a) => a.book === query.book));
  }),
  mock(address.add, ({ token, body }) => {
    const uid = userIdOf(token);
    if (uid === null) return sessionInvalid();
    const rows = listOf(state.addresses, uid);
    if (rows.filter((a) => a.book === body.book).length >= ADDRESS_MAX) return rejected(`最多保存${ADDRESS_MAX}个地址`);
    const { provinceId, cityId, districtId } = body;
    const row: Address = { id: ++state.seq, ...body, provinceName: nameOf(provinceId), cityName: nameOf(cityId), districtName: nameOf(districtId) };
    rows.push(row);
    if (row.isDefault || rows.filter((a) => a.book === body.book).length === 1) makeDefault(rows.filter((a) => a.book === body.book), row.id);
    return ok(row);
  }),
  mock(address.update, ({ token, params, body }) => {
    const uid = userIdOf(token);
    if (uid === null) return sessionInvalid();
    const rows = listOf(state.addresses, uid);
    const row = rows.find((a) => a.id === params.id);
    if (!row) return rejected('地址不存在');
    Object.assign(row, body, { provinceName: nameOf(body.provinceId), cityName: nameOf(body.cityId), districtName: nameOf(body.districtId) });
    if (body.isDefault) makeDefault(rows.filter((a) => a.book === row.book), row.id);
    return ok(row);
  }),
  mock(address.remove, ({ token, params }) => {
    const uid = userIdOf(token);
    if (uid === null) return sessionInvalid();
    const rows = listOf(state.addresses, uid);
    const i = rows.findIndex((a) => a.id === params.id);
    if (i < 0) return rejected('地址不存在');
    rows.splice(i, 1);
    return ok(null);
  }),
  mock(address.setDefault, ({ token, params }) => {
    const uid = userIdOf(token);
    if (uid === null) return sessionInvalid();
    const rows = listOf(state.addresses, uid);
    const row = rows.find((a) => a.id === params.id);
    if (!row) return rejected('地址不存在');
    makeDefault(rows.filter((a) => a.book === row.book), row.id);
    return ok(null);
  }),
  mock(invoice.list, ({ token }) => {
    const uid = userIdOf(token);
    return uid === null ? sessionInvalid() : ok(listOf(state.invoices, uid));
  }),
  mock(invoice.add, ({ token, body }) => {
    const uid = userIdOf(token);
    if (uid === null) return sessionInvalid();
    const rows = listOf(state.invoices, uid);
    const row: InvoiceTitle = { id: ++state.seq, taxNo: '', regAddress: '', regPhone: '', bankName: '', bankAccount: '', ...body, kindText: INVOICE_KIND_TEXT[body.kind] };
    rows.push(row);
    if (row.isDefault || rows.length === 1) makeDefault(rows, row.id);
    return ok(row);
  }),
  mock(invoice.update, ({ token, params, body }) => {
    const uid = userIdOf(token);
    if (uid === null) return sessionInvalid();
    const rows = listOf(state.invoices, uid);
    const row = rows.find((r) => r.id === params.id);
    if (!row) return rejected('发票抬头不存在');
    Object.assign(row, { taxNo: '', regAddress: '', regPhone: '', bankName: '', bankAccount: '' }, body, { kindText: INVOICE_KIND_TEXT[body.kind] });
    if (body.isDefault) makeDefault(rows, row.id);
    return ok(row);
  }),
  mock(invoice.remove, ({ token, params }) => {
    const uid = userIdOf(token);
    if (uid === null) return sessionInvalid();
    const rows = listOf(state.invoices, uid);
    const i = rows.findIndex((r) => r.id === params.id);
    if (i < 0) return rejected('发票抬头不存在');
    rows.splice(i, 1);
    return ok(null);
  }),
  mock(invoice.setDefault, ({ token, params }) => {
    const uid = userIdOf(token);
    if (uid === null) return sessionInvalid();
    const rows = listOf(state.invoices, uid);
    if (!rows.some((r) => r.id === params.id)) return rejected('发票抬头不存在');
    makeDefault(rows, params.id);
    return ok(null);
  }),
];
