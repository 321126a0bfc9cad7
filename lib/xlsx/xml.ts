/**
 * A small XML tokenizer for the parts of an .xlsx (SpreadsheetML): start / end tags with their
 * attributes, and text with the five named entities and character references decoded. Names lose their
 * namespace prefix (`x:c` → `c`, `r:id` → `id`): writers differ in prefixes, never in local names.
 *
 * Why not DOMParser: it does not exist in a worker or in Node, and happy-dom's (our unit tests) does not
 * find prefixed elements by namespace, so tests would not exercise what Chromium runs. Comments,
 * processing instructions and CDATA are handled; a DOCTYPE (never written by spreadsheet programs, and
 * the way to entity-expansion bombs) is refused, as are unterminated and unbalanced tags.
 */

export type XmlToken =
  | { kind: 'open'; name: string; attrs: Record<string, string>; selfClosing: boolean }
  | { kind: 'close'; name: string }
  | { kind: 'text'; text: string };

export class XmlError extends Error {}

const NAMED: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

export function decodeXmlText(s: string): string {
  if (!s.includes('&')) return s;
  return s.replace(/&(#x[0-9a-fA-F]{1,6}|#[0-9]{1,7}|lt|gt|amp|quot|apos);/g, (whole, ref: string) => {
    if (ref[0] !== '#') return NAMED[ref];
    const code = ref[1] === 'x' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
    return code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff) ? String.fromCodePoint(code) : whole;
  });
}

const localName = (name: string) => name.slice(name.indexOf(':') + 1);
const ATTR = /([^\s=/]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;

function endOf(xml: string, marker: string, from: number): number {
  const at = xml.indexOf(marker, from);
  if (at < 0) throw new XmlError(`unterminated ${marker}`);
  return at;
}

export function* xmlTokens(xml: string): Generator<XmlToken> {
  const open: string[] = []; // a truncated or damaged part fails here instead of reading as fewer rows
  let i = 0;
  while (i < xml.length) {
    const lt = xml.indexOf('<', i);
    const stop = lt < 0 ? xml.length : lt;
    if (stop > i) yield { kind: 'text', text: decodeXmlText(xml.slice(i, stop)) };
    if (lt < 0) break;
    if (xml.startsWith('<!--', lt)) {
      i = endOf(xml, '-->', lt + 4) + 3;
    } else if (xml.startsWith('<![CDATA[', lt)) {
      const end = endOf(xml, ']]>', lt + 9);
      yield { kind: 'text', text: xml.slice(lt + 9, end) };
      i = end + 3;
    } else if (xml.startsWith('<?', lt)) {
      i = endOf(xml, '?>', lt + 2) + 2;
    } else if (xml.startsWith('<!', lt)) {
      throw new XmlError('DOCTYPE is not allowed');
    } else {
      // Attribute values may hold '>' in theory; spreadsheet XML escapes it, but skip quoted runs anyway.
      let gt = lt + 1;
      let quote = '';
      for (; gt < xml.length; gt++) {
        const c = xml[gt];
        if (quote) {
          if (c === quote) quote = '';
        } else if (c === '"' || c === "'") quote = c;
        else if (c === '>') break;
      }
      if (gt >= xml.length) throw new XmlError('unterminated tag');
      const body = xml.slice(lt + 1, gt);
      i = gt + 1;
      if (body[0] === '/') {
        const name = localName(body.slice(1).trim());
        if (open.pop() !== name) throw new XmlError(`unexpected </${name}>`);
        yield { kind: 'close', name };
        continue;
      }
      const selfClosing = body.endsWith('/');
      const nameEnd = body.search(/[\s/]|$/);
      const attrs: Record<string, string> = {};
      for (const m of body.slice(nameEnd).matchAll(ATTR)) attrs[localName(m[1])] = decodeXmlText(m[2] ?? m[3]);
      const name = localName(body.slice(0, nameEnd));
      if (!selfClosing) open.push(name);
      yield { kind: 'open', name, attrs, selfClosing };
    }
  }
  if (open.length > 0) throw new XmlError(`unclosed <${open[open.length - 1]}>`);
}
