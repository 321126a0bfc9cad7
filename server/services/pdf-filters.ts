import { Inflate, Unzlib } from 'fflate';

/**
 * The PDF stream filters the upload checks decode (./pdf-content.ts): FlateDecode within a budget shared by the
 * whole file, and the ASCII encodings that may wrap it. Others (images' DCT, JPX, JBIG2, CCITT; LZW; run-length)
 * are left encoded.
 */

/** Input fed to the inflater per step: the output of one step stays a few MB at most. */
const INFLATE_STEP = 4096;

/** Thrown by InflateBudget.take once the file's streams inflate past the budget. */
export class BudgetExceeded extends Error {
  constructor() {
    super('inflated past the budget');
  }
}

/** One decoding budget for the whole file. */
export class InflateBudget {
  used = 0;
  constructor(readonly max: number) {}
  take(bytes: number) {
    this.used += bytes;
    if (this.used > this.max) throw new BudgetExceeded();
  }
}

/** Inflates zlib data (raw deflate when the zlib header is missing) within the budget; what a broken stream gave is kept. */
function inflate(data: Uint8Array, budget: InflateBudget, keep: boolean): { bytes: Uint8Array; complete: boolean } {
  const chunks: Uint8Array[] = [];
  const onData = (chunk: Uint8Array) => {
    budget.take(chunk.length);
    if (keep) chunks.push(chunk);
  };
  const zlibHeader = data.length >= 2 && (data[0] & 0x0f) === 8 && ((data[0] << 8) | data[1]) % 31 === 0;
  const inflater = zlibHeader ? new Unzlib(onData) : new Inflate(onData);
  let complete = true;
  try {
    if (data.length === 0) inflater.push(new Uint8Array(0), true);
    for (let i = 0; i < data.length; i += INFLATE_STEP) inflater.push(data.subarray(i, i + INFLATE_STEP), i + INFLATE_STEP >= data.length);
  } catch (err) {
    if (err instanceof BudgetExceeded) throw err;
    complete = false;
  }
  return { bytes: keep ? Buffer.concat(chunks) : new Uint8Array(0), complete };
}

/** ASCIIHexDecode: hex digits up to `>`, white space ignored, an odd last digit padded with 0. */
function asciiHex(data: Uint8Array): Uint8Array {
  const text = Buffer.from(data).toString('latin1');
  const end = text.indexOf('>');
  const digits = (end < 0 ? text : text.slice(0, end)).replace(/[^0-9a-fA-F]/g, '');
  return Buffer.from(digits.length % 2 ? `${digits}0` : digits, 'hex');
}

/** ASCII85Decode: groups of five base-85 digits (`z` for four zero bytes) up to `~>`. */
function ascii85(data: Uint8Array): Uint8Array {
  let text = Buffer.from(data).toString('latin1').replace(/\s/g, '');
  if (text.startsWith('<~')) text = text.slice(2);
  const end = text.indexOf('~>');
  if (end >= 0) text = text.slice(0, end);
  const out: number[] = [];
  let group: number[] = [];
  const flush = (count: number) => {
    let value = 0;
    for (let i = 0; i < 5; i++) value = value * 85 + (group[i] ?? 84);
    for (let i = 0; i < count - 1; i++) out.push((value >>> (24 - 8 * i)) & 0xff);
    group = [];
  };
  for (const ch of text) {
    if (ch === 'z' && group.length === 0) {
      out.push(0, 0, 0, 0);
      continue;
    }
    const code = ch.charCodeAt(0) - 33;
    if (code < 0 || code > 84) continue;
    group.push(code);
    if (group.length === 5) flush(5);
  }
  if (group.length > 1) flush(group.length);
  return Uint8Array.from(out);
}

/** The filters decoded here, by their names and abbreviations. */
export const FILTERS: Record<string, string> = {
  FlateDecode: 'flate',
  Fl: 'flate',
  ASCIIHexDecode: 'hex',
  AHx: 'hex',
  ASCII85Decode: 'a85',
  A85: 'a85',
};

/** A stream's data through the filters we decode, inflating within the budget; `complete` when every filter was applied. */
export function decodeFilters(data: Uint8Array, filters: string[], budget: InflateBudget, keep: boolean): { bytes: Uint8Array; complete: boolean } {
  let bytes = data;
  for (const [i, filter] of filters.entries()) {
    const kind = FILTERS[filter];
    if (!kind) return { bytes, complete: false };
    // The last filter's output is kept only when the caller reads it; earlier outputs feed the next filter.
    const keepThis = keep || i < filters.length - 1;
    if (kind === 'flate') {
      const inflated = inflate(bytes, budget, keepThis);
      if (!inflated.complete) return { bytes: inflated.bytes, complete: false };
      bytes = inflated.bytes;
    } else {
      bytes = kind === 'hex' ? asciiHex(bytes) : ascii85(bytes);
    }
  }
  return { bytes, complete: true };
}
