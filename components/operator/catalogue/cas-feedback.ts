import { DESK_MSG } from '@/lib/api/contract/catalogue-desk';
import { casCheckDigit, normaliseCas } from '@/lib/chem/cas';
import { DESK_TEXT } from '@/lib/messages/catalogue-desk';

export interface CasFeedback {
  /** antd Form.Item validateStatus: '' while typing, 'success' or 'error' once the number is complete. */
  status: '' | 'success' | 'error';
  text: string;
}

const SHAPE = /^(\d{2,7})-(\d{2})-(\d)$/;
/** What a CAS number looks like while it is being typed: digits, then dashes in their places. */
const TYPING = /^\d{1,7}(-(\d{0,2}|\d{2}-))?$/;

/** What the CAS field says as staff type: the format while incomplete, then whether the check digit is right. */
export function casFeedback(raw: string): CasFeedback {
  const cas = normaliseCas(raw);
  if (!cas) return { status: '', text: DESK_TEXT.casHint };
  const m = SHAPE.exec(cas);
  if (!m) return TYPING.test(cas) ? { status: '', text: DESK_TEXT.casHint } : { status: 'error', text: DESK_MSG.casFormat };
  const expected = casCheckDigit(m[1] + m[2]);
  if (expected !== Number(m[3])) return { status: 'error', text: `${DESK_MSG.casDigit}${DESK_TEXT.casExpected(expected)}` };
  return { status: 'success', text: DESK_TEXT.casValid };
}
