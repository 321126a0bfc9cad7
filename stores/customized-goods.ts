import { z } from 'zod';
import { create } from 'zustand';
import { CUSTOM_ATTACHMENTS_MAX, CUSTOM_DOCUMENTS, CUSTOM_PURITIES, CUSTOM_UNITS } from '@/lib/api/contract/custom';
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

const text = (max: number) => z.string().max(max).catch('');
/** Lenient: a field that does not read back is left empty, never the whole draft. */
const draftSchema = z.object({
  smiles: text(20_000),
  cas: text(20),
  name: text(200),
  quantity: z.union([z.string().max(20), z.number()]).catch(''),
  unit: z.enum(CUSTOM_UNITS).catch('mg'),
  purity: z.enum(CUSTOM_PURITIES).catch('≥98%'),
  deadline: text(10),
  documents: z.array(z.enum(CUSTOM_DOCUMENTS)).max(CUSTOM_DOCUMENTS.length).catch(['COA']),
  notes: text(5000),
  attachments: z
    .array(z.object({ id: z.number().int().positive(), name: z.string().max(300) }))
    .max(CUSTOM_ATTACHMENTS_MAX)
    .catch([]),
});
export type CustomizedGoods = z.output<typeof draftSchema>;
export type DraftAttachment = CustomizedGoods['attachments'][number];

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
    const parsed = draftSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
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
