import { z } from 'zod';
import type { SettlementSource } from '@/lib/api/order';

/**
 * The buyer's choices on one settlement screen, kept in session storage until the order is made: a code -1
 * on submit goes through the login page and back (the client's session path), and the choices come back
 * with the screen. The idempotency key is not kept: a later visit of the same link is another purchase.
 */
const draftSchema = z.object({
  mode: z.enum(['none', 'ordinary', 'special']).catch('none'),
  addressId: z.number().int().nullable().catch(null),
  ordinaryId: z.number().int().nullable().catch(null),
  specialId: z.number().int().nullable().catch(null),
  mailToId: z.number().int().nullable().catch(null),
  note: z.string().max(1000).catch(''),
});
export type Draft = z.infer<typeof draftSchema>;

export const emptyDraft: Draft = { mode: 'none', addressId: null, ordinaryId: null, specialId: null, mailToId: null, note: '' };

export const draftKeyOf = (source: SettlementSource) => `refmall.settlement.${'carIds' in source ? `c${source.carIds.join(',')}` : `s${source.buyNow.skuId}x${source.buyNow.num}`}`;

export function readDraft(key: string): Draft {
  try {
    const raw = typeof window === 'undefined' ? null : window.sessionStorage.getItem(key);
    const parsed = raw ? draftSchema.safeParse(JSON.parse(raw)) : null;
    return parsed?.success ? parsed.data : emptyDraft;
  } catch {
    return emptyDraft;
  }
}

export function writeDraft(key: string, draft: Draft | null): void {
  try {
    if (draft) window.sessionStorage.setItem(key, JSON.stringify(draft));
    else window.sessionStorage.removeItem(key);
  } catch {
    // Storage full or off: the screen works without it.
  }
}
