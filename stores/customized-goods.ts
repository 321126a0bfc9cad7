import { create } from 'zustand';
import { CUSTOM_ATTACHMENTS_MAX, CUSTOM_DOCUMENTS, CUSTOM_PURITIES, CUSTOM_UNITS } from '@/lib/api/contract/custom-options';
import { SESSION_KEY } from '@/lib/constants';

/**
 * SPEC §3 `customizedGoods`: the custom-synthesis request being written, kept in session storage so that
 * leaving the page (to log in again, a reload) and coming back restores it. The fields as typed (not yet
 * valid) and the uploaded attachments' ids and names — never their bytes: the files are already the
 * buyer's drafts on the server, and a restored id the server no longer accepts is refused at submit.
 * Cleared after a successful submit and on logout (stores/user-stores.ts).
 *
 * Read on the client only, after the first render (the form restores it in an effect), so the server's
 * HTML and the first client render agree.
 */
export const CUSTOMIZED_GOODS_KEY = SESSION_KEY.customizedGoods;

type OneOf<T extends readonly string[]> = T[number];
export interface DraftAttachment {
  id: number;
  name: string;
}
export interface CustomizedGoods {
  smiles: string;
  cas: string;
  name: string;
  quantity: string | number;
  unit: OneOf<typeof CUSTOM_UNITS>;
  purity: OneOf<typeof CUSTOM_PURITIES>;
  deadline: string;
  documents: OneOf<typeof CUSTOM_DOCUMENTS>[];
  notes: string;
  attachments: DraftAttachment[];
}

/**
 * Lenient: a field that does not read back is left empty (or its default), never the whole draft. Plain checks,
 * not a schema: this store is in every page's first load (logout resets it), zod is not.
 */
const text = (v: unknown, max: number) => (typeof v === 'string' && v.length <= max ? v : '');
const oneOf = <T extends readonly string[]>(list: T, v: unknown, fallback: T[number]): T[number] => (list.includes(v as string) ? (v as T[number]) : fallback);
const isAttachment = (a: unknown): a is DraftAttachment => {
  if (typeof a !== 'object' || a === null) return false;
  const { id, name } = a as Record<string, unknown>;
  return typeof id === 'number' && Number.isInteger(id) && id > 0 && typeof name === 'string' && name.length <= 300;
};

function readDraftFields(v: unknown): CustomizedGoods | null {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return null;
  const o = v as Record<string, unknown>;
  const documents = o.documents;
  const attachments = o.attachments;
  return {
    smiles: text(o.smiles, 20_000),
    cas: text(o.cas, 20),
    name: text(o.name, 200),
    quantity: (typeof o.quantity === 'string' && o.quantity.length <= 20) || (typeof o.quantity === 'number' && Number.isFinite(o.quantity)) ? o.quantity : '',
    unit: oneOf(CUSTOM_UNITS, o.unit, 'mg'),
    purity: oneOf(CUSTOM_PURITIES, o.purity, '≥98%'),
    deadline: text(o.deadline, 10),
    documents:
      Array.isArray(documents) && documents.length <= CUSTOM_DOCUMENTS.length && documents.every((d) => CUSTOM_DOCUMENTS.includes(d))
        ? (documents as CustomizedGoods['documents'])
        : ['COA'],
    notes: text(o.notes, 5000),
    attachments:
      Array.isArray(attachments) && attachments.length <= CUSTOM_ATTACHMENTS_MAX && attachments.every(isAttachment)
        ? attachments.map(({ id, name }) => ({ id, name }))
        : [],
  };
}

const storage = (): Storage | null => {
  if (typeof window === 'undefined') return null;
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
};

function readDraft(): CustomizedGoods | null {
  try {
    const raw = storage()?.getItem(CUSTOMIZED_GOODS_KEY);
    if (!raw) return null;
    return readDraftFields(JSON.parse(raw));
  } catch {
    return null;
  }
}

export type DraftFields = Omit<CustomizedGoods, 'attachments'>;
export const EMPTY_DRAFT: CustomizedGoods = { smiles: '', cas: '', name: '', quantity: '', unit: 'mg', purity: '≥98%', deadline: '', documents: ['COA'], notes: '', attachments: [] };
const NO_ATTACHMENTS: DraftAttachment[] = [];

interface CustomizedGoodsState {
  draft: CustomizedGoods | null;
  /** The last restore found a stored draft (the form says so). */
  restored: boolean;
  /** Reads the stored draft (client only) into the store and returns it. */
  restore: () => CustomizedGoods | null;
  /** Keeps the form's current fields beside the attachments. */
  save: (fields: DraftFields) => void;
  /** Adds or removes uploaded attachments (uploads chosen together finish in any order: an update of the latest list). */
  setAttachments: (update: (prev: DraftAttachment[]) => DraftAttachment[]) => void;
  /** After a successful submit, and on logout. */
  reset: () => void;
}

function write(draft: CustomizedGoods) {
  try {
    storage()?.setItem(CUSTOMIZED_GOODS_KEY, JSON.stringify(draft));
  } catch {
    // Storage full or blocked (private mode): the form still works, it is just not restored.
  }
}

export const useCustomizedGoods = create<CustomizedGoodsState>()((set, get) => ({
  draft: null,
  restored: false,
  restore: () => {
    const draft = readDraft();
    set({ draft, restored: draft !== null });
    return draft;
  },
  save: (fields) => {
    const draft = { ...fields, attachments: get().draft?.attachments ?? [] };
    set({ draft });
    write(draft);
  },
  setAttachments: (update) => {
    const current = get().draft ?? EMPTY_DRAFT;
    const draft = { ...current, attachments: update(current.attachments) };
    set({ draft });
    write(draft);
  },
  reset: () => {
    set({ draft: null, restored: false });
    try {
      storage()?.removeItem(CUSTOMIZED_GOODS_KEY);
    } catch {
      // ignore, see write
    }
  },
}));

/** The attachments of the draft (a stable empty list when there is none). */
export const useDraftAttachments = () => useCustomizedGoods((s) => s.draft?.attachments ?? NO_ATTACHMENTS);
