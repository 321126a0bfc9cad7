import { ORG_FILE_MAX_BYTES } from '@/lib/api/contract/org';

export const ORG_FILE_MAX_MB = ORG_FILE_MAX_BYTES / 1024 / 1024;
export const ORG_FILE_ACCEPT = '.png,.jpg,.jpeg,.pdf,image/png,image/jpeg,application/pdf';
const BAD_TYPE = '认证文件仅支持 PNG、JPG 图片或 PDF 文件';

/** The browser's first look at a licence or proof (PNG / JPEG / PDF signature, size); the server checks the bytes again. */
export async function orgFileProblem(file: File): Promise<string | null> {
  if (file.size === 0) return BAD_TYPE;
  if (file.size > ORG_FILE_MAX_BYTES) return `文件过大，不能超过 ${ORG_FILE_MAX_MB} MB`;
  const h = new Uint8Array(await file.slice(0, 5).arrayBuffer());
  const png = h[0] === 0x89 && h[1] === 0x50 && h[2] === 0x4e && h[3] === 0x47;
  const jpeg = h[0] === 0xff && h[1] === 0xd8 && h[2] === 0xff;
  const pdf = String.fromCharCode(...h) === '%PDF-';
  return png || jpeg || pdf ? null : BAD_TYPE;
}
