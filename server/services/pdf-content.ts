import { BudgetExceeded, decodeFilters, FILTERS, InflateBudget } from './pdf-filters';

/**
 * What an uploaded PDF holds besides pages: names that make a reader run or open something (JavaScript, actions
 * on events, launching programs, embedded files, rich media, XFA forms) and actions run on opening other than going
 * to a page, found in the objects of the file and in its compressed object streams, with `#xx` escapes in names
 * decoded (`/J#61vaScript` is /JavaScript). Every compressed stream is inflated with one running budget, so a small
 * file that inflates to gigabytes (a flate bomb) is refused before anything, pdf-lib included, decodes it whole.
 *
 * Two passes over the file. A structural one parses objects as pdf-lib does (dictionaries, arrays, strings,
 * streams bounded by /Length or `endstream`), which tells stream data from objects, finds the streams to inflate
 * and what an /OpenAction does. A plain one reads every longer name outside stream data, strings included, so a
 * name hidden from the structural pass (inside what it took for a string, for a reader that follows the xref table
 * there) is still seen. An object stream is read both ways too: each object at its offset, and all in a row.
 */
export const PDF_MAX_INFLATED_BYTES = 50 * 1024 * 1024;

/** Names a reader acts on: scripts, actions run on events, programs, embedded files, rich media, XFA forms. */
const ACTIVE_NAMES = new Set(['JS', 'JavaScript', 'AA', 'Launch', 'EmbeddedFile', 'EmbeddedFiles', 'EF', 'FileAttachment', 'RichMedia', 'XFA']);

export type PdfContentVerdict =
  | { ok: true; inflatedBytes: number }
  | { ok: false; reason: 'active'; name: string }
  | { ok: false; reason: 'tooLarge' }
  /** An object stream the checks (and pdf-lib) cannot decode. */
  | { ok: false; reason: 'unreadable' };

class Refused extends Error {
  constructor(readonly verdict: Exclude<PdfContentVerdict, { ok: true }>) {
    super(verdict.reason);
  }
}

const WHITESPACE = new Set([0, 9, 10, 12, 13, 32]);
const DELIMITERS = new Set([...'()<>[]{}/%'].map((c) => c.charCodeAt(0)));
const isRegular = (b: number) => !WHITESPACE.has(b) && !DELIMITERS.has(b);
const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));
const KW_STREAM = ascii('stream');
const KW_ENDSTREAM = ascii('endstream');
/** Deeper nesting than any real document has; past it the file is treated as unreadable. */
const MAX_DEPTH = 256;

/** `#xx` escapes of a name decoded (PDF 1.2+); a `#` not followed by two hex digits stays. */
const decodeName = (raw: string) => raw.replace(/#([0-9a-fA-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

type Value =
  | { kind: 'dict'; entries: Map<string, Value> }
  | { kind: 'array'; items: Value[] }
  | { kind: 'name'; name: string }
  | { kind: 'number'; value: number }
  | { kind: 'ref'; num: number }
  | { kind: 'keyword'; word: string }
  | { kind: 'other' };

/** The stream's filters, in order; null when /Filter is neither a name nor an array of names. */
function filtersOf(dict: Map<string, Value>): string[] | null {
  const filter = dict.get('Filter');
  if (!filter) return [];
  if (filter.kind === 'name') return [filter.name];
  if (filter.kind === 'array' && filter.items.every((v) => v.kind === 'name')) return filter.items.map((v) => (v as { name: string }).name);
  return null;
}

/** A parser over one byte range: the file, or a decoded object stream. */
class Parser {
  pos = 0;
  /** Byte ranges holding stream data: the plain name pass skips them. */
  readonly streamData: [number, number][] = [];

  constructor(
    readonly bytes: Uint8Array,
    readonly scan: Scan,
  ) {}

  private matches(keyword: number[], at = this.pos) {
    for (let i = 0; i < keyword.length; i++) if (this.bytes[at + i] !== keyword[i]) return false;
    return true;
  }

  skipSpace() {
    const b = this.bytes;
    for (;;) {
      while (this.pos < b.length && WHITESPACE.has(b[this.pos])) this.pos++;
      if (b[this.pos] !== 0x25) return; // %
      while (this.pos < b.length && b[this.pos] !== 10 && b[this.pos] !== 13) this.pos++;
    }
  }

  /** Every object and keyword in a row, to the end; `N G obj <value>` is recorded as object N. */
  parseAll() {
    const last: Value[] = [];
    while (this.pos < this.bytes.length) {
      this.skipSpace();
      if (this.pos >= this.bytes.length) break;
      const start = this.pos;
      const value = this.value(0);
      if (this.pos === start) this.pos++; // a stray delimiter
      const [num, gen] = last;
      if (value.kind === 'keyword' && value.word === 'obj' && num?.kind === 'number' && gen?.kind === 'number') {
        this.skipSpace();
        this.scan.define(num.value, this.value(0));
      }
      last.push(value);
      if (last.length > 2) last.shift();
    }
  }

  value(depth: number): Value {
    if (depth > MAX_DEPTH) throw new Refused({ ok: false, reason: 'unreadable' });
    this.skipSpace();
    const b = this.bytes;
    const c = b[this.pos];
    if (c === 0x3c && b[this.pos + 1] === 0x3c) return this.dictOrStream(depth);
    if (c === 0x3c) {
      const end = b.indexOf(0x3e, this.pos);
      this.pos = end < 0 ? b.length : end + 1;
      return { kind: 'other' };
    }
    if (c === 0x28) return this.string();
    if (c === 0x2f) return this.name();
    if (c === 0x5b) {
      this.pos++;
      const items: Value[] = [];
      for (;;) {
        this.skipSpace();
        if (this.pos >= b.length) break;
        if (b[this.pos] === 0x5d) {
          this.pos++;
          break;
        }
        const start = this.pos;
        items.push(this.value(depth + 1));
        if (this.pos === start) this.pos++;
      }
      return { kind: 'array', items };
    }
    return this.token();
  }

  /** A number, a reference (`12 0 R`) or a keyword. */
  private token(): Value {
    const word = this.word();
    if (!/^[+-]?(\d+\.?\d*|\.\d+)$/.test(word)) return { kind: 'keyword', word };
    if (/^\d+$/.test(word)) {
      const back = this.pos;
      this.skipSpace();
      const second = this.word();
      if (/^\d+$/.test(second)) {
        this.skipSpace();
        if (this.bytes[this.pos] === 0x52 && !isRegular(this.bytes[this.pos + 1] ?? 32)) {
          this.pos++;
          return { kind: 'ref', num: Number(word) };
        }
      }
      this.pos = back;
    }
    return { kind: 'number', value: Number(word) };
  }

  private word(): string {
    const start = this.pos;
    while (this.pos < this.bytes.length && isRegular(this.bytes[this.pos])) this.pos++;
    return Buffer.from(this.bytes.subarray(start, this.pos)).toString('latin1');
  }

  private name(): Value {
    this.pos++;
    const name = decodeName(this.word());
    if (ACTIVE_NAMES.has(name)) throw new Refused({ ok: false, reason: 'active', name });
    return { kind: 'name', name };
  }

  /** A literal string, balanced parentheses with backslash escapes (as pdf-lib reads it). */
  private string(): Value {
    const b = this.bytes;
    let depth = 0;
    let escaped = false;
    while (this.pos < b.length) {
      const c = b[this.pos++];
      if (!escaped && c === 0x28) depth++;
      if (!escaped && c === 0x29) depth--;
      escaped = c === 0x5c ? !escaped : false;
      if (depth === 0) break;
    }
    return { kind: 'other' };
  }

  private dictOrStream(depth: number): Value {
    const b = this.bytes;
    this.pos += 2;
    const entries = new Map<string, Value>();
    for (;;) {
      this.skipSpace();
      if (this.pos >= b.length) break;
      if (b[this.pos] === 0x3e && b[this.pos + 1] === 0x3e) {
        this.pos += 2;
        break;
      }
      const start = this.pos;
      const key = this.value(depth + 1);
      if (key.kind !== 'name') {
        if (this.pos === start) this.pos++;
        continue;
      }
      const value = this.value(depth + 1);
      if (key.name === 'OpenAction') this.scan.openActions.push(value);
      entries.set(key.name, value);
    }
    const afterDict = this.pos;
    this.skipSpace();
    if (!this.matches(KW_STREAM)) {
      this.pos = afterDict;
      return { kind: 'dict', entries };
    }
    this.pos += KW_STREAM.length;
    if (b[this.pos] === 32 && b[this.pos + 1] === 13 && b[this.pos + 2] === 10) this.pos += 3;
    else if (b[this.pos] === 13 && b[this.pos + 1] === 10) this.pos += 2;
    else if (b[this.pos] === 13 || b[this.pos] === 10) this.pos += 1;
    const start = this.pos;
    const end = this.streamEnd(start, entries.get('Length'));
    this.streamData.push([start, end]);
    this.scan.stream(entries, b.subarray(start, end));
    return { kind: 'dict', entries };
  }

  /** Where the data ends: at /Length when `endstream` follows it, else at the matching `endstream` (nested ones counted, as pdf-lib does). */
  private streamEnd(start: number, length: Value | undefined): number {
    const b = this.bytes;
    if (length?.kind === 'number' && Number.isInteger(length.value) && length.value >= 0 && start + length.value <= b.length) {
      this.pos = start + length.value;
      this.skipSpace();
      if (this.matches(KW_ENDSTREAM)) {
        this.pos += KW_ENDSTREAM.length;
        return start + length.value;
      }
    }
    let nesting = 1;
    let at = start;
    const buffer = Buffer.from(b.buffer, b.byteOffset, b.byteLength);
    for (;;) {
      const found = buffer.indexOf('stream', at, 'latin1');
      if (found < 0) {
        this.pos = b.length;
        return b.length;
      }
      const isEnd = found >= 3 && this.matches(KW_ENDSTREAM, found - 3) && found - 3 >= start;
      if (!isEnd) {
        nesting++;
        at = found + 6;
        continue;
      }
      nesting--;
      at = found + 6;
      if (nesting === 0) {
        let end = found - 3;
        if (b[end - 1] === 10) end--;
        if (b[end - 1] === 13) end--;
        this.pos = at;
        return Math.max(start, end);
      }
    }
  }
}

/** One file's scan: the budget, and object streams read as objects. */
class Scan {
  /** Every definition of each object number (an updated file defines some again). */
  readonly defined = new Map<number, Value[]>();
  /** The values of /OpenAction entries, judged once every object is known. */
  readonly openActions: Value[] = [];

  constructor(readonly budget: InflateBudget) {}

  define(num: number, value: Value) {
    const known = this.defined.get(num);
    if (known) known.push(value);
    else this.defined.set(num, [value]);
  }

  /**
   * What runs when the document opens: going to a page — a destination array, or a GoTo action with nothing
   * chained after it — is harmless (TeX, LibreOffice and Acrobat write it); any other action is refused, and so
   * is a reference to an object the file does not define.
   */
  checkOpenActions() {
    const harmless = (value: Value | undefined, follow: boolean): boolean => {
      if (value?.kind === 'array') return true;
      if (value?.kind === 'dict') {
        const type = value.entries.get('S');
        return type?.kind === 'name' && type.name === 'GoTo' && !value.entries.has('Next');
      }
      if (value?.kind === 'ref' && follow) {
        const defined = this.defined.get(value.num);
        return !!defined && defined.every((v) => harmless(v, false));
      }
      return false;
    };
    if (!this.openActions.every((v) => harmless(v, true))) throw new Refused({ ok: false, reason: 'active', name: 'OpenAction' });
  }

  stream(dict: Map<string, Value>, data: Uint8Array) {
    const type = dict.get('Type');
    const typeName = type?.kind === 'name' ? type.name : '';
    const objectStream = typeName === 'ObjStm';
    const filters = filtersOf(dict);
    // pdf-lib decodes object and cross-reference streams while loading (LZW and run-length too, with no bound):
    // one whose filters are not ours to decode within the budget is not let through.
    if ((objectStream || typeName === 'XRef') && (filters === null || filters.some((f) => !FILTERS[f]))) throw new Refused({ ok: false, reason: 'unreadable' });
    // An object stream's objects are read as text: one that needs a predictor first is not.
    const parms = dict.get('DecodeParms');
    const predictor = parms?.kind === 'dict' ? parms.entries.get('Predictor') : undefined;
    if (objectStream && predictor?.kind === 'number' && predictor.value > 1) throw new Refused({ ok: false, reason: 'unreadable' });
    const decoded = decodeFilters(data, filters ?? [], this.budget, objectStream);
    if (!objectStream) return;
    if (!decoded.complete) throw new Refused({ ok: false, reason: 'unreadable' });
    this.objectStreamObjects(decoded.bytes, dict);
  }

  /**
   * An object stream's objects: each at its offset (as a reader finds them), then all in a row. Offsets that make
   * the same bytes be read over and over (more than twice the stream in all) are not a real object stream.
   */
  private objectStreamObjects(bytes: Uint8Array, dict: Map<string, Value>) {
    const first = dict.get('First');
    const count = dict.get('N');
    const header = new Parser(bytes, this);
    if (first?.kind === 'number' && count?.kind === 'number') {
      let read = 0;
      for (let i = 0; i < Math.min(count.value, bytes.length); i++) {
        header.skipSpace();
        const num = header.value(0);
        header.skipSpace();
        const offset = header.value(0);
        if (num.kind !== 'number' || offset.kind !== 'number') break;
        const at = new Parser(bytes, this);
        at.pos = first.value + offset.value;
        if (at.pos < 0 || at.pos >= bytes.length) continue;
        const start = at.pos;
        this.define(num.value, at.value(0));
        read += at.pos - start;
        if (read > 2 * bytes.length + 1024) throw new Refused({ ok: false, reason: 'unreadable' });
      }
    }
    const all = new Parser(bytes, this);
    all.parseAll();
    plainNames(bytes, all.streamData);
  }
}

/**
 * Every name outside the given stream data ranges, strings included (exact case: PDF names are case-sensitive).
 * The short ones (JS, AA, EF, XFA) are left to the structural pass: in a string they are more likely part of a web
 * address (`(https://…/JS/app.js)`), and what they do needs a long one beside them (/JavaScript, /Launch, …).
 */
function plainNames(bytes: Uint8Array, streamData: [number, number][]) {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let from = 0;
  const ranges = [...streamData].sort((a, b) => a[0] - b[0]);
  for (const [start, end] of [...ranges, [bytes.length, bytes.length] as [number, number]]) {
    if (start > from) {
      const text = buffer.toString('latin1', from, start);
      for (const [, raw] of text.matchAll(/\/([^\x00\t\n\f\r ()<>[\]{}/%]*)/g)) {
        const name = decodeName(raw);
        if (name.length > 3 && ACTIVE_NAMES.has(name)) throw new Refused({ ok: false, reason: 'active', name });
      }
    }
    from = Math.max(from, end);
  }
}

/** Checks a PDF's content (see above); `maxInflatedBytes` bounds what all its streams may inflate to together. */
export function inspectPdfContent(bytes: Uint8Array, maxInflatedBytes = PDF_MAX_INFLATED_BYTES): PdfContentVerdict {
  const budget = new InflateBudget(maxInflatedBytes);
  try {
    const scan = new Scan(budget);
    const parser = new Parser(bytes, scan);
    parser.parseAll();
    plainNames(bytes, parser.streamData);
    scan.checkOpenActions();
  } catch (err) {
    if (err instanceof Refused) return err.verdict;
    if (err instanceof BudgetExceeded) return { ok: false, reason: 'tooLarge' };
    throw err;
  }
  return { ok: true, inflatedBytes: budget.used };
}
