import { FEEDBACK_MAX_IMAGE_BYTES, FEEDBACK_MAX_IMAGES } from '@/lib/constants';
import { IMAGE_UPLOAD_MSG } from '@/lib/validation';

export const FEEDBACK_MAX_MB = FEEDBACK_MAX_IMAGE_BYTES / 1024 / 1024;
export const FEEDBACK_IMAGE_ACCEPT = '.png,.jpg,.jpeg,image/png,image/jpeg';

/**
 * SPEC §5's image rule for the feedback dialog, checked before sending: at most 3, PNG or JPEG by the first
 * bytes (not the name), under 2 MB. The server checks the bytes again with the same messages.
 */
export async function feedbackImageProblem(file: File, already: number): Promise<string | null> {
  if (already >= FEEDBACK_MAX_IMAGES) return IMAGE_UPLOAD_MSG.tooMany(FEEDBACK_MAX_IMAGES);
  const head = new Uint8Array(await file.slice(0, 8).arrayBuffer());
  const png = head[0] === 0x89 && head[1] === 0x50 && head[2] === 0x4e && head[3] === 0x47;
  const jpeg = head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff;
  if (!png && !jpeg) return IMAGE_UPLOAD_MSG.badType;
  if (file.size > FEEDBACK_MAX_IMAGE_BYTES) return IMAGE_UPLOAD_MSG.tooLarge(FEEDBACK_MAX_MB);
  return null;
}
