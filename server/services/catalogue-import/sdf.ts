/**
 * SD files (MDL/BIOVIA CTfile: V2000 and V3000 molblocks), record by record from lines: a record is a molblock up to
 * `M  END`, then data items — a header line starting with `>` that names the field in angle brackets
 * (`> <CAS>`, `>  <CAS> (12)`, `> 12 <CAS>`), its value on the following lines up to a blank line — and ends at
 * `$$$$`. Only one record is held at a time; a record past MAX_RECORD_CHARS is reported as too large and skipped.
 */

export const MAX_RECORD_CHARS = 4 * 1024 * 1024;

export interface SdfRecord {
  /** 1 for the file's first record. */
  recordNo: number;
  /** The molblock's first line (often the name or catalogue number). */
  title: string;
  /** The molblock, lines joined with \n, ending with its `M  END` line ('' when the record has none). */
  molblock: string;
  /** The data items, by field name as written (the first of a repeated name wins). */
  fields: Map<string, string>;
  /** The record was larger than MAX_RECORD_CHARS: nothing of it was kept. */
  tooLarge: boolean;
}

const FIELD_HEADER = /^>.*?<([^>]*)>/;
const isEnd = (line: string) => /^M {2}END\s*$/.test(line);

/** True when these lines start like a molfile: a counts line (V2000 or V3000) on the 4th line and an `M  END` later. */
export function looksLikeMolfile(lines: string[]): boolean {
  if (lines.length < 5) return false;
  const counts = lines[3];
  if (!/V[23]000\s*$/.test(counts) && !/^\s*\d+\s+\d+/.test(counts)) return false;
  return lines.some(isEnd);
}

export async function* sdfRecords(lines: AsyncIterable<string>): AsyncGenerator<SdfRecord> {
  let recordNo = 0;
  let mol: string[] = [];
  let fields = new Map<string, string>();
  let inMol = true;
  let field: string | null = null;
  let value: string[] = [];
  let size = 0;
  let tooLarge = false;
  let any = false;

  const closeField = () => {
    if (field !== null && !fields.has(field)) fields.set(field, value.join('\n').trim());
    field = null;
    value = [];
  };
  const finish = (): SdfRecord => {
    closeField();
    recordNo++;
    const record: SdfRecord = tooLarge
      ? { recordNo, title: '', molblock: '', fields: new Map(), tooLarge: true }
      : { recordNo, title: (mol[0] ?? '').trim(), molblock: mol.some(isEnd) ? mol.join('\n') : '', fields, tooLarge: false };
    mol = [];
    fields = new Map();
    inMol = true;
    size = 0;
    tooLarge = false;
    any = false;
    return record;
  };

  for await (const line of lines) {
    if (line.startsWith('$$$$')) {
      yield finish();
      continue;
    }
    any = any || line.trim() !== '';
    size += line.length + 1;
    if (size > MAX_RECORD_CHARS) {
      tooLarge = true;
      mol = [];
      fields = new Map();
      value = [];
      field = null;
      continue;
    }
    if (tooLarge) continue;
    if (inMol) {
      // A data header before any `M  END`: the molblock is broken; what follows are still fields.
      if (FIELD_HEADER.test(line) && mol.length >= 4 && !mol.some(isEnd)) inMol = false;
      else {
        mol.push(line);
        if (isEnd(line)) inMol = false;
        continue;
      }
    }
    const header = FIELD_HEADER.exec(line);
    if (header && (field === null || value.length === 0 || value[value.length - 1] === '')) {
      closeField();
      field = header[1].trim();
    } else if (field !== null) {
      if (line.trim() === '') closeField();
      else value.push(line);
    }
  }
  if (any) yield finish();
}
