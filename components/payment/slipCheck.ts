import { TRANSFER_SLIP_MAX_BYTES } from '@/lib/constants';
import { PAY_MSG } from '@/lib/messages';

export const SLIP_MAX_MB = TRANSFER_SLIP_MAX_BYTES / 1024 / 1024;
/** What the file picker offers; the server decides by the bytes (magic numbers, a decoded header). */
export const SLIP_ACCEPT = '.png,.jpg,.jpeg,.pdf,image/png,image/jpeg,application/pdf';
const TYPES = new Set(['image/png', 'image/jpeg', 'application/pdf']);
const NAMES = /\.(png|jpe?g|pdf)$/i;

/** The browser's first look at a slip (type or name, size): a refusal text, or null to send it. */
export function slipProblem(file: Pick<File, 'name' | 'type' | 'size'>): string | null {
  if (!TYPES.has(file.type) && !NAMES.test(file.name)) return PAY_MSG.slipBadType;
  if (file.size > TRANSFER_SLIP_MAX_BYTES) return PAY_MSG.slipTooBig(SLIP_MAX_MB);
  if (file.size === 0) return PAY_MSG.slipEmpty;
  return null;
}

/** 1.2 MB / 36 KB */
export const fileSize = (bytes: number) => (bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`);
