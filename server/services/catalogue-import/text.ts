/**
 * Text files of an import (CSV, SDF) as lines, decoded chunk by chunk: never more than one chunk and one line in
 * memory. The encoding is judged once from the file's first bytes: a byte-order mark (UTF-8, UTF-16LE), else UTF-8 if
 * the sample decodes as UTF-8, else GB18030 (what Excel and older Chinese software write; a superset of GBK and
 * GB2312). A sample that is valid UTF-8 is read as UTF-8: GB18030 text of Chinese almost never is.
 */

export type TextEncoding = 'utf-8' | 'gb18030' | 'utf-16le';

/** How much of the start the encoding is judged from. */
export const SNIFF_BYTES = 64 * 1024;
/** A line longer than this is no catalogue line (a binary file, a runaway quote): reading stops with LineTooLong. */
export const MAX_LINE_CHARS = 1024 * 1024;

export class LineTooLong extends Error {
  constructor(readonly lineNo: number) {
    super(`line ${lineNo} is longer than ${MAX_LINE_CHARS} characters`);
  }
}

export function sniffEncoding(sample: Uint8Array): TextEncoding {
  if (sample[0] === 0xef && sample[1] === 0xbb && sample[2] === 0xbf) return 'utf-8';
  if (sample[0] === 0xff && sample[1] === 0xfe) return 'utf-16le';
  try {
    // stream: a multi-byte character cut at the sample's end is not an error.
    new TextDecoder('utf-8', { fatal: true }).decode(sample, { stream: true });
    return 'utf-8';
  } catch {
    return 'gb18030';
  }
}

/** True when the sample holds NUL or other control bytes no text file has (a binary file, a zip). */
export function looksBinary(sample: Uint8Array, encoding: TextEncoding): boolean {
  if (encoding === 'utf-16le') return false;
  const n = Math.min(sample.length, SNIFF_BYTES);
  for (let i = 0; i < n; i++) {
    const b = sample[i];
    if (b === 0 || (b < 0x20 && b !== 0x09 && b !== 0x0a && b !== 0x0d && b !== 0x0c)) return true;
  }
  return false;
}

/** The decoded text of a byte stream, chunk by chunk, without a byte-order mark. */
export async function* decodeChunks(bytes: AsyncIterable<Uint8Array>, encoding: TextEncoding): AsyncGenerator<string> {
  // ignoreBOM false (the default): the decoder drops a leading BOM itself.
  const decoder = new TextDecoder(encoding);
  for await (const chunk of bytes) {
    const text = decoder.decode(chunk, { stream: true });
    if (text) yield text;
  }
  const rest = decoder.decode();
  if (rest) yield rest;
}

/** Lines of decoded text (\n, \r\n or \r), without their ends; each character is looked at once. */
export async function* textLines(chunks: AsyncIterable<string>): AsyncGenerator<string> {
  let pending = '';
  let lineNo = 0;
  const breaks = /[\r\n]/g;
  for await (const chunk of chunks) {
    // Only the new text is searched: what is pending holds no line break, but for a \r that may start a \r\n.
    const offset = pending.endsWith('\r') ? pending.length - 1 : pending.length;
    pending += chunk;
    let start = 0;
    breaks.lastIndex = offset;
    for (let m = breaks.exec(pending); m; m = breaks.exec(pending)) {
      const at = m.index;
      // A \r at the very end of what has arrived may be the first half of \r\n: wait for the next chunk.
      if (pending[at] === '\r' && at === pending.length - 1) break;
      lineNo++;
      yield pending.slice(start, at);
      start = at + (pending[at] === '\r' && pending[at + 1] === '\n' ? 2 : 1);
      breaks.lastIndex = start;
    }
    pending = pending.slice(start);
    if (pending.length > MAX_LINE_CHARS) throw new LineTooLong(lineNo + 1);
  }
  if (pending.endsWith('\r')) pending = pending.slice(0, -1);
  if (pending) yield pending;
}
