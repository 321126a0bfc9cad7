import { describe, expect, it } from 'vitest';
import { checkImage, checkPdf, singleLine, UPLOAD_ERR } from '../../server/services/upload-checks';
import { tinyPdf } from '../support/pdf';
import { refusal } from '../support/refusal';

/* Uploads are checked by structure, not by their first and last bytes. */


const png = (width: number, height: number) => {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 6, 0, 0, 0], 8);
  const len = Buffer.alloc(4);
  len.writeUInt32BE(13);
  return Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), len, Buffer.from('IHDR'), ihdr, Buffer.alloc(4), Buffer.from('0000000049454e44ae426082', 'hex')]);
};
const jpeg = (width: number, height: number) => {
  const sof = Buffer.from([0xff, 0xc0, 0x00, 0x11, 0x08, height >> 8, height & 255, width >> 8, width & 255, 0x03, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1]);
  const app0 = Buffer.from([0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00]);
  return Buffer.concat([Buffer.from([0xff, 0xd8]), app0, sof, Buffer.from([0xff, 0xd9])]);
};

describe('checkPdf', () => {
  it('accepts a real PDF', async () => {
    expect(await refusal(() => checkPdf(tinyPdf()))).toBeNull();
  });

  it.each([
    ['HTML between %PDF- and %%EOF (the audit case)', '%PDF-1.4\n<html><body><script>alert(document.cookie)</script></body></html>\n%%EOF\n'],
    ['a header and an end marker only', '%PDF-1.7\n%%EOF\n'],
    ['a trailer pointing at nothing', '%PDF-1.4\ntrailer\n<< /Root 1 0 R >>\nstartxref\n9\n%%EOF\n'],
    ['a catalogue without pages', '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n'],
  ])('refuses %s', async (_, text) => {
    expect(await refusal(() => checkPdf(Buffer.from(text, 'latin1')))).toBe(UPLOAD_ERR.unreadablePdf);
  });

  it('still names the simple faults first: not a PDF, cut off', async () => {
    expect(await refusal(() => checkPdf(png(10, 10)))).toBe(UPLOAD_ERR.notPdf);
    expect(await refusal(() => checkPdf(tinyPdf().subarray(0, 200)))).toBe(UPLOAD_ERR.truncated);
  });
});

describe('checkImage', () => {
  it('decodes the dimensions of PNG and JPEG headers', () => {
    expect(checkImage(png(640, 480))).toEqual({ type: 'png', width: 640, height: 480 });
    expect(checkImage(jpeg(300, 200))).toEqual({ type: 'jpg', width: 300, height: 200 });
  });

  it.each([
    ['a PNG signature with no header', Buffer.from('89504e470d0a1a0a', 'hex')],
    ['a PNG of 0 × 0 pixels', png(0, 0)],
    ['an SVG (a document that can carry script)', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>')],
    ['HTML', Buffer.from('<html><body>hi</body></html>')],
    ['a PDF', tinyPdf()],
    ['nothing', Buffer.alloc(0)],
  ])('refuses %s', async (_, bytes) => {
    expect(await refusal(() => checkImage(bytes))).toBe(UPLOAD_ERR.notImage);
  });

  it('refuses a decompression bomb by its declared size', async () => {
    expect(await refusal(() => checkImage(png(100_000, 100_000)))).toBe(UPLOAD_ERR.imageTooLarge(8000));
  });
});

describe('singleLine', () => {
  it.each([
    ['COA\r\n批号 2026A01', 'COA 批号 2026A01'],
    ['  标题\t\t修订版\n', '标题 修订版'],
    ['a\u0000b\u2028c\u0085d', 'a b c d'],
    ['普通标题', '普通标题'],
  ])('%j → %j', (input, expected) => {
    expect(singleLine(input)).toBe(expected);
  });
});
