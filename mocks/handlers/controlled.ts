import { controlled, NOT_VERIFIED_CODE, NOT_VERIFIED_MESSAGE } from '../../lib/api/contract/controlled';
import { PERMIT_MSG, type Settlement, type SettlementLine } from '../../lib/api/contract/order';
import { PERMIT_MAX_BYTES } from '../../lib/constants';
import { mock, ok, rejected, sessionInvalid, type Reply } from '../mock';
import { identityStatusOf } from './identity';

/*
 * Controlled goods in the mock API (server/services/orders/controls.ts): the fixtures carry no marks, so a
 * test marks a SKU with `markMockSku`. A marked line needs a verified buyer (identity mocks, status 2); a
 * 易制毒 / 易制爆 line needs a permit uploaded here and a use statement, and the order waits in 待审核.
 */

const state = {
  marks: new Map<number, { marks: string[]; permit: boolean }>(),
  permits: new Map<number, { userId: number; used: boolean }>(),
  seq: 0,
};

export function resetControlledMocks() {
  state.marks.clear();
  state.permits.clear();
  state.seq = 0;
}

export function markMockSku(skuId: number, marks: string[], permit: boolean) {
  state.marks.set(skuId, { marks, permit });
}

export function controlsOfMock(lines: SettlementLine[]): Settlement['controls'] {
  const marked = lines.flatMap((l) => {
    const m = state.marks.get(l.skuId);
    return m ? [{ skuId: l.skuId, name: l.name, marks: m.marks, permit: m.permit }] : [];
  });
  return { permitRequired: marked.some((m) => m.permit), lines: marked };
}

/** SPEC §5's refusal for an unverified buyer, with the code the storefront redirects on; null when allowed. */
export function gateOfMock(userId: number, s: Settlement): Reply<never> | null {
  if (s.controls.lines.length === 0 || identityStatusOf(userId) === 2) return null;
  return { ...rejected(NOT_VERIFIED_MESSAGE), messageCode: NOT_VERIFIED_CODE };
}

/** The submit's permit: the buyer's own unused upload; a refusal text otherwise. */
export function takePermitOfMock(userId: number, permit: { permitId?: number; useStatement: string } | undefined): string | null {
  if (!permit?.permitId) return PERMIT_MSG.permitRequired;
  const p = state.permits.get(permit.permitId);
  if (!p || p.userId !== userId || p.used) return '许可证文件不存在，请重新上传';
  p.used = true;
  return null;
}

const userIdOf = (token: string | null) => {
  const m = token ? /^mock-token-(\d+)-\d+$/.exec(token) : null;
  return m ? Number(m[1]) : null;
};

export const controlledHandlers = [
  mock(controlled.permitUpload, async ({ token, request }) => {
    const uid = userIdOf(token);
    if (uid === null) return sessionInvalid();
    const file = (await request.formData()).get('file');
    if (!(file instanceof File) || file.size === 0) return rejected('请选择许可证或备案证明文件');
    if (file.size > PERMIT_MAX_BYTES) return rejected(`文件过大，不能超过 ${PERMIT_MAX_BYTES / 1024 / 1024} MB（file）`);
    const head = new Uint8Array(await file.slice(0, 4).arrayBuffer());
    const mime = head[0] === 0x89 && head[1] === 0x50 ? 'image/png' : head[0] === 0xff && head[1] === 0xd8 ? 'image/jpeg' : head[0] === 0x25 && head[1] === 0x50 ? 'application/pdf' : null;
    if (!mime) return rejected('许可证或备案证明仅支持 PNG、JPG 图片或 PDF 文件');
    const id = ++state.seq;
    state.permits.set(id, { userId: uid, used: false });
    return ok({ id, name: file.name, mime, size: file.size, uploadedAt: new Date().toISOString() });
  }),
];
