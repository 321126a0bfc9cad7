import { LineTooLong, MAX_LINE_CHARS } from './text';

/**
 * CSV records (RFC 4180) from decoded text, chunk by chunk: fields separated by the delimiter, quoted fields may hold
 * the delimiter, doubled quotes and line breaks; records end at \n, \r\n or \r outside quotes. One record in memory
 * at a time; one longer than MAX_LINE_CHARS stops the reading (LineTooLong, numbered like the records).
 */

/** Tab when the first line has more tabs than commas (Excel's "Unicode text" export), else comma. */
export function delimiterOf(firstLine: string): ',' | '\t' {
  const tabs = firstLine.split('\t').length - 1;
  const commas = firstLine.split(',').length - 1;
  return tabs > commas ? '\t' : ',';
}

type State = 'start' | 'plain' | 'quoted' | 'quote';

/** `delimiter` unset: judged from the first line (delimiterOf). */
export async function* csvRecords(chunks: AsyncIterable<string> | Iterable<string>, delimiter?: string): AsyncGenerator<string[]> {
  let fields: string[] = [];
  let field = '';
  // start: a field begins; plain: inside an unquoted field; quoted: inside quotes; quote: a quote seen inside quotes.
  let state: State = 'start';
  let pendingCr = false;
  let size = 0;
  let records = 0;

  let head = '';
  for await (const piece of chunks) {
    let chunk = piece;
    if (delimiter === undefined) {
      // The delimiter is judged from the whole first line, however the text arrives.
      head += piece;
      if (!/[\r\n]/.test(head) && head.length < 64 * 1024) continue;
      delimiter = delimiterOf(head.split(/\r\n?|\n/, 1)[0]);
      chunk = head;
    }
    for (let i = 0; i < chunk.length; i++) {
      const c = chunk[i];
      if (pendingCr) {
        pendingCr = false;
        if (c === '\n') continue;
      }
      if (++size > MAX_LINE_CHARS) throw new LineTooLong(records + 1);
      if (state === 'quoted') {
        if (c === '"') state = 'quote';
        else field += c;
        continue;
      }
      if (state === 'quote' && c === '"') {
        field += '"';
        state = 'quoted';
        continue;
      }
      if (c === delimiter) {
        fields.push(field);
        field = '';
        state = 'start';
      } else if (c === '\n' || c === '\r') {
        pendingCr = c === '\r';
        fields.push(field);
        records++;
        yield fields;
        fields = [];
        field = '';
        state = 'start';
        size = 0;
      } else if (state === 'start' && c === '"') {
        state = 'quoted';
      } else {
        // A character after a closing quote is kept as it is (lenient, as Excel reads it).
        field += c;
        state = 'plain';
      }
    }
  }
  if (delimiter === undefined && head) yield* csvRecords([head], delimiterOf(head));
  else if (field !== '' || fields.length > 0 || state !== 'start') {
    fields.push(field);
    yield fields;
  }
}
