import { deflateSync } from 'node:zlib';
import { PDFDocument, PDFName, PDFString } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { inspectPdfContent } from '../../server/services/pdf-content';
import { checkPdf, checkScanOrPhoto, UPLOAD_ERR } from '../../server/services/upload-checks';
import { craftedPdf, objectStream, streamObject, tinyPdf } from '../support/pdf';
import { refusal } from '../support/refusal';

/* Uploaded PDFs (transfer slips, attachments, licences, permits, COAs) may hold no script, no action run on
 * opening or on events, no launch, no embedded file or rich media — however the names are written or packed —
 * and may not inflate past the budget. */


const JS_ACTION = '<< /S /JavaScript /JS (app.alert\\(1\\)) >>';

/** A one-page PDF made by pdf-lib with object streams (as Acrobat and most tools write), the catalogue compressed. */
async function packedPdf(withScript: boolean): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.addPage([595, 842]).drawText('TEST FILE - not a real certificate', { x: 72, y: 770, size: 14 });
  if (withScript) doc.catalog.set(PDFName.of('OpenAction'), doc.context.obj({ S: 'JavaScript', JS: PDFString.of('app.alert(1)') }));
  return Buffer.from(await doc.save({ useObjectStreams: true }));
}

/** Object 6 a destination, then object 6 again (where 7 was) an action importing form data. */
const definedTwice = Buffer.from(
  craftedPdf({ catalog: '/OpenAction 6 0 R', objects: ['[3 0 R /Fit]', '<< /S /ImportData /F (x.fdf) >>'] })
    .toString('latin1')
    .replace('7 0 obj', '6 0 obj'),
  'latin1',
);

describe('PDFs a reader would run something from', () => {
  it.each([
    ['a JavaScript action run on opening', craftedPdf({ catalog: '/OpenAction 6 0 R', objects: [JS_ACTION] })],
    ['a web address opened on opening', craftedPdf({ catalog: '/OpenAction << /S /URI /URI (http://phish.example/) >>' })],
    ['a go-to on opening with another action chained', craftedPdf({ catalog: '/OpenAction 6 0 R', objects: ['<< /S /GoTo /D [3 0 R /Fit] /Next << /S /SubmitForm /F (http://x.example/) >> >>'] })],
    ['an action on opening the file does not define', craftedPdf({ catalog: '/OpenAction 99 0 R' })],
    ['an object defined twice, once as a harmless destination', definedTwice],
    ['additional actions on the page', craftedPdf({ page: '/AA << /O 6 0 R >>', objects: ['<< /S /GoTo /D [3 0 R /Fit] >>'] })],
    ['a launch action on a link', craftedPdf({ page: '/Annots [6 0 R]', objects: ['<< /Type /Annot /Subtype /Link /Rect [0 0 100 100] /A << /S /Launch /F (calc.exe) >> >>'] })],
    [
      'an embedded file',
      craftedPdf({
        catalog: '/Names << /EmbeddedFiles << /Names [(a.exe) 6 0 R] >> >>',
        objects: ['<< /Type /Filespec /F (a.exe) /EF << /F 7 0 R >> >>', streamObject('/Type /EmbeddedFile', Buffer.from('MZ'))],
      }),
    ],
    ['a file attachment without /Type', craftedPdf({ page: '/Annots [6 0 R]', objects: ['<< /Subtype /FileAttachment /Rect [0 0 9 9] /FS << /F (x.bin) /EF << /F 7 0 R >> >> >>', streamObject('', Buffer.from('x'))] })],
    ['a rich media annotation', craftedPdf({ page: '/Annots [6 0 R]', objects: ['<< /Type /Annot /Subtype /RichMedia /Rect [0 0 10 10] >>'] })],
    ['names written with #xx escapes', craftedPdf({ catalog: '/#4FpenAction 6 0 R', objects: ['<< /S /J#61v#61Script /J#53 (app.alert\\(1\\)) >>'] })],
    ['a script in a FlateDecode object stream', craftedPdf({ catalog: '/OpenAction [3 0 R /Fit]', objects: [objectStream(['<< /S /JavaScript /JS (x) >>'], 7)] })],
    ['an escaped name in an ASCIIHex + Flate object stream', craftedPdf({ objects: [objectStream(['<< /Type /Annot /Subtype /Link /A << /S /J#61vaScript /JS (x) >> >>'], 7, { hex: true })] })],
    ['an object hidden in what parses as a string', craftedPdf({ objects: ['(x\n7 0 obj << /S /JavaScript /JS (app.alert) >> endobj\n)'] })],
  ])('refuses %s', async (_name, pdf) => {
    expect(await refusal(() => checkPdf(pdf))).toBe(UPLOAD_ERR.activePdf);
  });

  it('finds the script of a pdf-lib document whose catalogue is in a compressed object stream', async () => {
    const pdf = await packedPdf(true);
    // Nothing of it is readable in the file's bytes.
    expect(pdf.toString('latin1')).not.toMatch(/JavaScript|OpenAction/);
    expect(await refusal(() => checkPdf(pdf))).toBe(UPLOAD_ERR.activePdf);
  });

  it('refuses a scan-or-photo upload (slips, permits, licences) holding a script too', async () => {
    expect(await refusal(() => checkScanOrPhoto(craftedPdf({ catalog: '/OpenAction 6 0 R', objects: [JS_ACTION] }), '格式不对'))).toBe(UPLOAD_ERR.activePdf);
  });
});

describe('ordinary PDFs still pass', () => {
  it.each([
    ['the tiny test PDF', tinyPdf()],
    ['opening at a page (a destination, as LibreOffice writes)', craftedPdf({ catalog: '/OpenAction [3 0 R /XYZ null null 0]' })],
    ['opening at a page through a reference (as TeX writes)', craftedPdf({ catalog: '/OpenAction 6 0 R', objects: ['[3 0 R /Fit]'] })],
    ['a go-to action on opening', craftedPdf({ catalog: '/OpenAction << /S /GoTo /D [3 0 R /Fit] >>' })],
    ['page text that reads /JavaScript (drawn, not run)', craftedPdf({ lines: ['Method: see /JavaScript and /JS /AA notes'] })],
    ['an Info string naming JavaScript in words', craftedPdf({ objects: ['<< /Title (JavaScript-free report) /Producer (Acrobat /Distiller) >>'] })],
    ['a link to a web address with /JS/ in it', craftedPdf({ page: '/Annots [6 0 R]', objects: ['<< /Type /Annot /Subtype /Link /Rect [0 0 9 9] /A << /S /URI /URI (https://cdn.example.com/JS/AA/app.js) >> >>'] })],
    ['a compressed content stream', craftedPdf({ objects: [streamObject('/Filter /FlateDecode', deflateSync(Buffer.from('BT /F1 12 Tf (hi) Tj ET')))] })],
    ['an object stream without scripts', craftedPdf({ objects: [objectStream(['<< /Title (x) >>', '[1 2 3]'], 7)] })],
  ])('%s', async (_name, pdf) => {
    expect(await refusal(() => checkPdf(pdf))).toBeNull();
  });

  it('a pdf-lib document with object streams', async () => {
    const pdf = await packedPdf(false);
    expect(await refusal(() => checkPdf(pdf))).toBeNull();
  });
});

describe('decompression bombs', () => {
  const zeros = (mb: number) => deflateSync(Buffer.alloc(mb * 1024 * 1024), { level: 9 });

  it('refuses a content stream that inflates past 50 MB (64 MB of zeros in 64 KB)', async () => {
    const pdf = craftedPdf({ objects: [streamObject('/Filter /FlateDecode', zeros(64))] });
    expect(pdf.length).toBeLessThan(200 * 1024);
    expect(await refusal(() => checkPdf(pdf))).toBe(UPLOAD_ERR.pdfTooLarge(50));
  });

  it('refuses an object stream that would inflate past the budget, before pdf-lib decodes it', async () => {
    const bomb = streamObject('/Type /ObjStm /N 1 /First 4 /Filter /FlateDecode', zeros(64));
    expect(await refusal(() => checkPdf(craftedPdf({ objects: [bomb] })))).toBe(UPLOAD_ERR.pdfTooLarge(50));
  });

  it('counts every stream together', () => {
    const many = craftedPdf({ objects: Array.from({ length: 6 }, () => streamObject('/Filter /FlateDecode', zeros(1))) });
    expect(inspectPdfContent(many, 5 * 1024 * 1024)).toEqual({ ok: false, reason: 'tooLarge' });
    expect(inspectPdfContent(many, 7 * 1024 * 1024)).toMatchObject({ ok: true });
  });

  it('names the bound it was given', async () => {
    const pdf = craftedPdf({ objects: [streamObject('/Filter /FlateDecode', zeros(3))] });
    expect(await refusal(() => checkPdf(pdf, 2 * 1024 * 1024))).toBe(UPLOAD_ERR.pdfTooLarge(2));
  });

  it('refuses an object stream packed with a filter it cannot bound (LZW)', async () => {
    const lzw = streamObject('/Type /ObjStm /N 1 /First 4 /Filter /LZWDecode', Buffer.from([0x80, 0x0b, 0x60, 0x50, 0x22, 0x0c, 0x0c, 0x85, 0x01]));
    expect(await refusal(() => checkPdf(craftedPdf({ objects: [lzw] })))).toBe(UPLOAD_ERR.unreadablePdf);
  });
});
