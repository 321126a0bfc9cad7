import { ID_IMAGE_MAX_BYTES } from '@/lib/constants';
import { VERIFY_MSG } from '@/lib/messages';

export const ID_IMAGE_MAX_MB = ID_IMAGE_MAX_BYTES / 1024 / 1024;
export const ID_IMAGE_ACCEPT = '.png,.jpg,.jpeg,image/png,image/jpeg';

/** The browser's first look at a photo, by its first bytes (PNG or JPEG signature) and size; the server decodes it again. */
export async function idImageProblem(file: File): Promise<string | null> {
  if (file.size === 0) return VERIFY_MSG.badImage;
  if (file.size > ID_IMAGE_MAX_BYTES) return VERIFY_MSG.imageTooBig(ID_IMAGE_MAX_MB);
  const head = new Uint8Array(await file.slice(0, 8).arrayBuffer());
  const png = head[0] === 0x89 && head[1] === 0x50 && head[2] === 0x4e && head[3] === 0x47;
  const jpeg = head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff;
  return png || jpeg ? null : VERIFY_MSG.badImage;
}
