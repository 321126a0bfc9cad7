import { imageSize } from 'image-size';
import { PDFDocument } from 'pdf-lib';
import { ApiError } from '../http/errors';
import { inspectPdfContent, PDF_MAX_INFLATED_BYTES } from './pdf-content';

/**
 * What an uploaded file really is, checked by content, never by its name or declared type. A PDF must
 * start as one, end as one and load in a real PDF parser with at least one page (a file that is "%PDF-",
 * HTML and "%%EOF" is refused); an image must be a raster type whose header gives sane dimensions.
 */
export const UPLOAD_ERR = {
  notPdf: '文件不是 PDF，请上传 PDF 格式的文件（file）',
  truncated: 'PDF 文件不完整（缺少文件结尾），请重新导出后上传（file）',
  unreadablePdf: 'PDF 文件无法解析（文件已损坏或并非真正的 PDF），请重新导出后上传（file）',
  activePdf: 'PDF 文件含有脚本、打开时自动执行的操作或内嵌文件，出于安全考虑不予接收。请用“打印为 PDF”或扫描重新生成后上传（file）',
  pdfTooLarge: (maxMb: number) => `PDF 文件解压后的内容过大（超过 ${maxMb} MB），请压缩其中的图片或拆分后上传（file）`,
  notImage: '文件不是支持的图片格式，请上传 PNG、JPEG、GIF 或 WebP 图片（file）',
  imageTooLarge: (max: number) => `图片尺寸过大，宽和高均不能超过 ${max} 像素（file）`,
} as const;

const PDF_MAGIC = '%PDF-';
/** Readers accept an end marker within the last 1024 bytes (trailing padding after %%EOF is common). */
const EOF_WINDOW = 1024;

const latin1 = (bytes: Uint8Array, start: number, end: number) => Buffer.from(bytes.buffer, bytes.byteOffset + start, end - start).toString('latin1');

/**
 * `%PDF-` at the start, `%%EOF` near the end, nothing a reader would run or open and no stream that inflates past
 * the budget (./pdf-content.ts, checked before pdf-lib decodes anything), and a document pdf-lib can load with at
 * least one page.
 */
export async function checkPdf(bytes: Uint8Array, maxInflatedBytes = PDF_MAX_INFLATED_BYTES): Promise<void> {
  if (latin1(bytes, 0, Math.min(bytes.byteLength, PDF_MAGIC.length)) !== PDF_MAGIC) throw new ApiError(UPLOAD_ERR.notPdf);
  if (!latin1(bytes, Math.max(0, bytes.byteLength - EOF_WINDOW), bytes.byteLength).includes('%%EOF')) throw new ApiError(UPLOAD_ERR.truncated);
  const content = inspectPdfContent(bytes, maxInflatedBytes);
  if (!content.ok) {
    if (content.reason === 'active') throw new ApiError(UPLOAD_ERR.activePdf);
    if (content.reason === 'tooLarge') throw new ApiError(UPLOAD_ERR.pdfTooLarge(Math.round(maxInflatedBytes / 1024 / 1024)));
    throw new ApiError(UPLOAD_ERR.unreadablePdf);
  }
  let pages = 0;
  try {
    // Encrypted (permission-protected) certificates are common and still valid documents: their structure is parsed.
    const doc = await PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false, throwOnInvalidObject: true });
    pages = doc.getPageCount();
  } catch {
    pages = 0;
  }
  if (pages < 1) throw new ApiError(UPLOAD_ERR.unreadablePdf);
}

/** Raster types only: an SVG is a document that can carry script, not a picture to store. */
const IMAGE_TYPES = ['png', 'jpg', 'gif', 'webp'] as const;
export type ImageType = (typeof IMAGE_TYPES)[number];
export const IMAGE_MAX_SIDE = 8000;

/** The image's type and dimensions, decoded from its header (PNG IHDR, JPEG SOF, GIF, WebP VP8*). */
export function checkImage(bytes: Uint8Array, maxSide = IMAGE_MAX_SIDE): { type: ImageType; width: number; height: number } {
  let size: ReturnType<typeof imageSize>;
  try {
    size = imageSize(bytes);
  } catch {
    throw new ApiError(UPLOAD_ERR.notImage);
  }
  const type = IMAGE_TYPES.find((t) => t === size.type);
  const { width, height } = size;
  if (!type || !Number.isInteger(width) || !Number.isInteger(height) || width < 1 || height < 1) throw new ApiError(UPLOAD_ERR.notImage);
  if (width > maxSide || height > maxSide) throw new ApiError(UPLOAD_ERR.imageTooLarge(maxSide));
  return { type, width, height };
}

/**
 * One line of text for a title or a stored file name: line breaks, tabs and other control characters
 * (NUL included, which PostgreSQL refuses in text) become one space; runs of spaces collapse.
 */
export const singleLine = (text: string) =>
  text
    .replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, ' ')
    .replace(/ {2,}/g, ' ')
    .trim();

/** The stored display name of an upload: one line, no path separators, at most 100 characters. */
export const uploadName = (name: string, fallback: string) => singleLine(name).replace(/[/\\]/g, '').slice(0, 100) || fallback;

export type ScanOrPhotoMime = 'image/png' | 'image/jpeg' | 'application/pdf';

/**
 * A scanned document (transfer slip, purchase permit): a PDF that a real parser loads, or a PNG / JPEG by its
 * decoded header. Anything else is refused with `badType`, the caller's message naming what it expected.
 */
export async function checkScanOrPhoto(bytes: Uint8Array, badType: string): Promise<ScanOrPhotoMime> {
  if (latin1(bytes, 0, Math.min(bytes.byteLength, PDF_MAGIC.length)) === PDF_MAGIC) {
    await checkPdf(bytes);
    return 'application/pdf';
  }
  return pngOrJpeg(bytes, badType);
}

/** PNG or JPEG by the decoded header (SPEC §5's image rule: png or jpeg only); anything else is refused with `badType`. */
export function pngOrJpeg(bytes: Uint8Array, badType: string): 'image/png' | 'image/jpeg' {
  let type: string;
  try {
    type = checkImage(bytes).type;
  } catch {
    throw new ApiError(badType);
  }
  if (type === 'png') return 'image/png';
  if (type === 'jpg') return 'image/jpeg';
  throw new ApiError(badType);
}
