import { identity, type IdSide } from '../../lib/api/contract/identity';
import { ok } from './contract-calls';
import type { TestApi } from './harness';

/* Shared by the verification, order-gate and log tests. */

/** A 1×1 PNG and a 2×2 JPEG (made by sharp), real pictures by their headers. */
export const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cf00000301010018dd8db40000000049454e44ae426082', 'hex');
export const JPEG = Buffer.from(
  'ffd8ffdb00430006040506050406060506070706080a100a0a09090a140e0f0c1017141818171416161a1d251f1a1b231c1616202c20232627292a29191f2d302d283025282928ffdb0043010707070a080a130a0a13281a161a2828282828282828282828282828282828282828282828282828282828282828282828282828282828282828282828282828ffc00011080002000203012200021101031101ffc4001500010100000000000000000000000000000007ffc40014100100000000000000000000000000000000ffc4001501010100000000000000000000000000000607ffc40014110100000000000000000000000000000000ffda000c03010002110311003f00970034b6bfffd9',
  'hex',
);
/** A 1×1 GIF: a real picture, but not one SPEC §5 accepts. */
export const GIF = Buffer.from('47494638396101000100800000000000ffffff21f90401000000002c00000000010001000002024401003b', 'hex');

/** Valid GB 11643 numbers (check characters computed by ISO 7064 MOD 11-2), one ending in X. */
export const ID_NUMBERS = ['11010519491231002X', '44030419900307123X', '310101200002290015', '110101198001010010', '320102198511118887', '110101197001010032'];

export async function uploadSide(api: TestApi, h: Record<string, string>, side: IdSide | string, bytes: Buffer, name = `${side}.png`) {
  const form = new FormData();
  form.set('side', side);
  form.set('file', new Blob([new Uint8Array(bytes)]), name);
  const res = await api.upload(identity.idCadUpload, form, h);
  if (res.status >= 500) throw new Error(`upload answered ${res.status}`);
  return res.json;
}

/** Both photos and the submission: a pending case. */
export async function submitCase(api: TestApi, h: Record<string, string>, name: string, idCard: string) {
  await uploadSide(api, h, 'front', PNG);
  await uploadSide(api, h, 'back', JPEG);
  return ok(await api.call(identity.bindIDCard, { body: { name, idCard } }, h));
}

/** A verified buyer: submitted and approved by the operator. */
export async function verify(api: TestApi, h: Record<string, string>, admin: Record<string, string>, name: string, idCard: string) {
  await submitCase(api, h, name, idCard);
  const queue = ok(await api.call(identity.operatorList, { query: { status: 1 }, pageSize: 100 }, admin));
  const mine = queue.find((c) => c.idCard === idCard.toUpperCase())!;
  return ok(await api.call(identity.operatorReview, { params: { id: mine.id }, body: { decision: 'approve' } }, admin));
}
