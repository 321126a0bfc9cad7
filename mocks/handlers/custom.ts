import { CUSTOM_ATTACHMENT_MAX_BYTES, CUSTOM_ATTACHMENTS_MAX, CUSTOM_MSG, CUSTOM_STATE_TEXT, custom, customRequestFields, type CustomAttachment, type CustomRequest } from '../../lib/api/contract/custom';
import { casCheckDigitValid, normaliseCas } from '../../lib/chem/cas';
import { mock, ok, okPage, rejected, sessionInvalid } from '../mock';
import { userIdOf } from './member';
import { customMockOrderOf, mockOrderByKey, placeCustomMockOrder } from './order';

/*
 * Custom synthesis of the mock API, the buyer's side (in memory per process; `resetCustomMocks()` for tests).
 * The mock has no RDKit: a SMILES is kept as typed (the real API checks it and keeps the canonical form).
 * `quoteCustomMock` plays the operator's quote for component tests. Attachments are judged by their first
 * bytes (the real API also checks the PDF / image structure) and kept in memory as the uploader's drafts
 * until a request binds them.
 */
type MockFile = CustomAttachment & { userId: number; requestId: number | null; bytes: Uint8Array };
const state = { rows: [] as (CustomRequest & { userId: number })[], seq: 0, files: [] as MockFile[], fileSeq: 0 };

export function resetCustomMocks() {
  state.rows = [];
  state.seq = 0;
  state.files = [];
  state.fileSeq = 0;
}

const mimeOf = (h: Uint8Array) =>
  h[0] === 0x89 && h[1] === 0x50 && h[2] === 0x4e && h[3] === 0x47
    ? 'image/png'
    : h[0] === 0xff && h[1] === 0xd8 && h[2] === 0xff
      ? 'image/jpeg'
      : String.fromCharCode(...h.slice(0, 5)) === '%PDF-'
        ? 'application/pdf'
        : null;
const fileView = ({ id, name, mime, size, uploadedAt }: MockFile): CustomAttachment => ({ id, name, mime, size, uploadedAt });

const today = () => new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);

/** The operator's quote, for tests: the request becomes 已报价. */
export function quoteCustomMock(id: number, quote: { priceFen: number; leadDays: number; validUntil: string; remark?: string }) {
  const row = state.rows.find((r) => r.id === id);
  if (!row) return;
  Object.assign(row, { state: 'quoted', stateText: CUSTOM_STATE_TEXT.quoted, quote: { ...quote, remark: quote.remark ?? '', quotedAt: new Date().toISOString() } });
}

const own = (token: string | null, id: number) => {
  const uid = userIdOf(token);
  return uid === null ? null : (state.rows.find((r) => r.id === id && r.userId === uid) ?? undefined);
};
const strip = ({ userId: _u, ...r }: CustomRequest & { userId: number }): CustomRequest => r;
/** As the server derives it: 已过期 past the quote's validity; an accepted request whose order was cancelled is open again. */
function withExpiry(r: CustomRequest & { userId: number }): CustomRequest & { userId: number } {
  const live = customMockOrderOf(r.id);
  const order = live && { id: live.id, orderNo: live.orderNo, status: live.status, statusText: live.statusText };
  const seen = r.state === 'accepted' && !order ? { ...r, state: 'quoted' as const, stateText: CUSTOM_STATE_TEXT.quoted } : r;
  if (seen.state === 'quoted' && seen.quote && seen.quote.validUntil < today()) return { ...seen, state: 'expired', stateText: CUSTOM_STATE_TEXT.expired, order };
  return { ...seen, order };
}

export const customHandlers = [
  mock(custom.submit, ({ token, body }) => {
    const uid = userIdOf(token);
    if (uid === null) return sessionInvalid();
    const { attachmentIds, ...input } = customRequestFields.parse(body);
    const cas = input.cas ? normaliseCas(input.cas) : '';
    if (cas && !casCheckDigitValid(cas)) return rejected(CUSTOM_MSG.casInvalid);
    if (input.deadline <= today()) return rejected(CUSTOM_MSG.deadlinePast);
    // As the real submit: the buyer's own unused drafts only, else the whole request is refused.
    const wanted = [...new Set(attachmentIds)];
    if (wanted.length > CUSTOM_ATTACHMENTS_MAX) return rejected(CUSTOM_MSG.attachmentTooMany);
    const files = wanted.map((fid) => state.files.find((f) => f.id === fid && f.userId === uid && f.requestId === null));
    if (files.some((f) => !f)) return rejected(CUSTOM_MSG.attachmentNotFound);
    const id = ++state.seq;
    for (const f of files) f!.requestId = id;
    const requestNo = `DZ${today().slice(2).replace(/-/g, '')}${String(id).padStart(6, '0')}`;
    const attachments = files.map((f) => fileView(f!));
    state.rows.unshift({ id, userId: uid, requestNo, ...input, cas, formula: '', documents: [...new Set(input.documents)], state: 'pending', stateText: CUSTOM_STATE_TEXT.pending, quote: null, events: [], attachments, order: null, createdAt: new Date().toISOString() });
    return ok({ id, requestNo });
  }),
  mock(custom.mine, ({ token, query, paging }) => {
    const uid = userIdOf(token);
    if (uid === null) return sessionInvalid();
    const rows = state.rows.filter((r) => r.userId === uid).map(withExpiry).filter((r) => !query.state || r.state === query.state);
    return okPage(rows.map(strip), paging);
  }),
  mock(custom.detail, ({ token, params }) => {
    const row = own(token, params.id);
    if (row === null) return sessionInvalid();
    return row ? ok(strip(withExpiry(row))) : rejected(CUSTOM_MSG.notFound);
  }),
  mock(custom.cancel, ({ token, params }) => {
    const row = own(token, params.id);
    if (row === null) return sessionInvalid();
    if (!row) return rejected(CUSTOM_MSG.notFound);
    if (row.state !== 'pending') return rejected(CUSTOM_MSG.notPending);
    Object.assign(row, { state: 'cancelled', stateText: CUSTOM_STATE_TEXT.cancelled });
    return ok(strip(row));
  }),
  mock(custom.decline, ({ token, params }) => {
    const row = own(token, params.id);
    if (row === null) return sessionInvalid();
    if (!row) return rejected(CUSTOM_MSG.notFound);
    const seen = withExpiry(row);
    if (seen.state === 'expired') return rejected(CUSTOM_MSG.quoteExpired);
    if (seen.state !== 'quoted') return rejected(CUSTOM_MSG.notQuoted);
    Object.assign(row, { state: 'declined', stateText: CUSTOM_STATE_TEXT.declined });
    return ok(strip(row));
  }),
  mock(custom.accept, ({ token, params, body }) => {
    const row = own(token, params.id);
    if (row === null) return sessionInvalid();
    if (!row) return rejected(CUSTOM_MSG.notFound);
    const answer = (o: { id: number; orderNo: string; total: number; payDeadline: string | null; createdAt: string }) =>
      ok<{ id: number; orderNo: string; total: number; payDeadline: string }>({ id: o.id, orderNo: o.orderNo, total: o.total, payDeadline: o.payDeadline ?? o.createdAt });
    // A retry of the same screen answers its order, as the server does.
    const again = mockOrderByKey(row.userId, body.requestKey);
    if (again) return answer(again);
    const seen = withExpiry(row);
    if (seen.state === 'expired') return rejected(CUSTOM_MSG.quoteExpired);
    if (seen.state === 'accepted') return rejected(CUSTOM_MSG.alreadyOrdered);
    if (seen.state !== 'quoted' || !seen.quote) return rejected(CUSTOM_MSG.notAcceptable);
    const q = seen.quote;
    const placed = placeCustomMockOrder(row.userId, body, { requestId: row.id, requestNo: row.requestNo, name: row.name, cas: row.cas, smiles: row.smiles, formula: row.formula, quantity: row.quantity, unit: row.unit, purity: row.purity, leadDays: q.leadDays, price: q.priceFen });
    if (typeof placed === 'string') return rejected(placed);
    Object.assign(row, { state: 'accepted', stateText: CUSTOM_STATE_TEXT.accepted });
    return answer(placed);
  }),
  mock(custom.attachmentUpload, async ({ token, request }) => {
    const uid = userIdOf(token);
    if (uid === null) return sessionInvalid();
    const file = (await request.formData()).get('file');
    if (!(file instanceof File) || file.size === 0) return rejected(CUSTOM_MSG.attachmentMissing);
    if (file.size > CUSTOM_ATTACHMENT_MAX_BYTES) return rejected(CUSTOM_MSG.attachmentTooLarge);
    const bytes = new Uint8Array(await file.arrayBuffer());
    const mime = mimeOf(bytes);
    if (!mime) return rejected(CUSTOM_MSG.attachmentType);
    if (state.files.filter((f) => f.userId === uid && f.requestId === null).length >= 10) return rejected(CUSTOM_MSG.attachmentDrafts);
    const row: MockFile = { id: ++state.fileSeq, userId: uid, requestId: null, name: file.name || 'attachment', mime, size: bytes.byteLength, uploadedAt: new Date().toISOString(), bytes };
    state.files.push(row);
    return ok(fileView(row));
  }),
  mock(custom.attachmentFile, ({ token, params }) => {
    const uid = userIdOf(token);
    if (uid === null) return sessionInvalid();
    const f = state.files.find((x) => x.id === params.id && x.userId === uid);
    if (!f) return rejected(CUSTOM_MSG.attachmentNotFound);
    return new Response(new Uint8Array(f.bytes), { headers: { 'content-type': f.mime, 'content-disposition': `attachment; filename="custom-attachment-${f.id}"`, 'content-security-policy': 'sandbox' } });
  }),
];
