/** The file extension of the types the shop stores (PDF, PNG, JPEG); anything else is served as .bin. */
const EXT: Record<string, string> = { 'application/pdf': 'pdf', 'image/png': 'png', 'image/jpeg': 'jpg' };

/**
 * A customer's stored upload, answered to someone allowed to see it: never cached, never sniffed, and
 * sandboxed so that even a file that slipped past the content checks cannot run with the shop's origin.
 * `inline` for pictures shown in a page, `attachment` (the default) for downloads; `stem` names the file.
 */
export function storedFileResponse(file: { mime: string; bytes: Uint8Array }, stem: string, disposition: 'inline' | 'attachment' = 'attachment'): Response {
  const b = file.bytes;
  return new Response(new Uint8Array(b.buffer as ArrayBuffer, b.byteOffset, b.byteLength), {
    status: 200,
    headers: {
      'content-type': file.mime,
      'content-length': String(b.byteLength),
      'content-disposition': `${disposition}; filename="${stem}.${EXT[file.mime] ?? 'bin'}"`,
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
      'content-security-policy': 'sandbox',
    },
  });
}
