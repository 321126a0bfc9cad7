import { deflateSync } from 'node:zlib';

/**
 * A tiny, valid one-page PDF (correct xref offsets), made in the test so no document file is checked in.
 * Its text says it is a test file: tests upload it, and nothing presents it as a real certificate.
 */
export function tinyPdf(lines: string[] = ['TEST FILE - not a real certificate']): Buffer {
  return craftedPdf({ lines });
}

export interface CraftedPdf {
  lines?: string[];
  /** Written into the catalogue dictionary (object 1), e.g. `/OpenAction 6 0 R`. */
  catalog?: string;
  /** Written into the page dictionary (object 3), e.g. `/Annots [6 0 R]`. */
  page?: string;
  /** Objects 6, 7, …: text, or bytes written as they are (streams with binary data). */
  objects?: (string | Buffer)[];
}

/** The tiny PDF with additions: catalogue and page entries and more objects, xref offsets still right. */
export function craftedPdf({ lines = ['TEST FILE - not a real certificate'], catalog = '', page = '', objects = [] }: CraftedPdf = {}): Buffer {
  const esc = (s: string) => s.replace(/[\\()]/g, (c) => `\\${c}`).replace(/[^\x20-\x7e]/g, '?');
  const text = lines.map((l, i) => `BT /F1 14 Tf 72 ${770 - i * 20} Td (${esc(l)}) Tj ET`).join('\n');
  const all: (string | Buffer)[] = [
    `<< /Type /Catalog /Pages 2 0 R${catalog ? ` ${catalog}` : ''} >>`,
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >>${page ? ` ${page}` : ''} >>`,
    `<< /Length ${Buffer.byteLength(text, 'latin1')} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    ...objects,
  ];
  // 1.5 once objects are added: object streams need it.
  const parts: Buffer[] = [Buffer.from(objects.length ? '%PDF-1.5\n' : '%PDF-1.4\n', 'latin1')];
  let length = parts[0].length;
  const offsets: number[] = [];
  const add = (chunk: string | Buffer) => {
    const bytes = typeof chunk === 'string' ? Buffer.from(chunk, 'latin1') : chunk;
    parts.push(bytes);
    length += bytes.length;
  };
  all.forEach((body, i) => {
    offsets.push(length);
    add(`${i + 1} 0 obj\n`);
    add(body);
    add('\nendobj\n');
  });
  const xref = length;
  add(`xref\n0 ${all.length + 1}\n0000000000 65535 f \n`);
  add(offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join(''));
  add(`trailer\n<< /Size ${all.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`);
  return Buffer.concat(parts);
}

/** A stream object's body: the dictionary entries given, its /Length, and the data. */
export const streamObject = (entries: string, data: Buffer): Buffer =>
  Buffer.concat([Buffer.from(`<< ${entries} /Length ${data.length} >>\nstream\n`, 'latin1'), data, Buffer.from('\nendstream', 'latin1')]);

/**
 * An object stream's body holding `objects` (numbered from `firstNumber`), FlateDecode-compressed, or
 * ASCIIHex-encoded after compressing when `hex`.
 */
export function objectStream(objects: string[], firstNumber: number, { hex = false } = {}): Buffer {
  let offset = 0;
  const pairs: string[] = [];
  for (const [i, body] of objects.entries()) {
    pairs.push(`${firstNumber + i} ${offset}`);
    offset += Buffer.byteLength(body, 'latin1') + 1;
  }
  const header = `${pairs.join(' ')}\n`;
  const packed = deflateSync(Buffer.from(header + objects.map((o) => `${o}\n`).join(''), 'latin1'));
  const data = hex ? Buffer.from(`${packed.toString('hex')}>`, 'latin1') : packed;
  const filter = hex ? '/Filter [/ASCIIHexDecode /FlateDecode]' : '/Filter /FlateDecode';
  return streamObject(`/Type /ObjStm /N ${objects.length} /First ${Buffer.byteLength(header, 'latin1')} ${filter}`, data);
}
