/** What wrapping needs of a font: pdf-lib's PDFFont has it. */
export interface Measure {
  widthOfTextAtSize(text: string, size: number): number;
}

/** Chinese, Japanese and full-width characters: a line may break before or after any of them. */
const CJK = /[\u2e80-\u9fff\uf900-\ufaff\ufe30-\ufe4f\uff00-\uffef\u3000-\u303f]/;
/** Never at the start of a line (Chinese typesetting rules, GB/T 15834 practice): closing marks and stops. */
const NO_START = /^[，。、；：？！）》」』】〕’”％%,.;:?!)\]}·…—～℃]/;
/** Never at the end of a line: opening marks. */
const NO_END = /[（《「『【〔‘“([{]$/;

/**
 * Units a line may break between: each CJK character alone; a run of other non-space characters (a Latin
 * word, a number, a CAS number) whole; spaces separately. Closing punctuation is glued to what precedes it
 * and opening punctuation to what follows.
 */
export function breakUnits(text: string): string[] {
  const raw: string[] = [];
  let word = '';
  for (const ch of text) {
    if (ch === ' ' || CJK.test(ch)) {
      if (word) raw.push(word);
      word = '';
      raw.push(ch);
    } else {
      word += ch;
    }
  }
  if (word) raw.push(word);
  const units: string[] = [];
  for (const u of raw) {
    const prev = units.length - 1;
    if (prev >= 0 && (NO_START.test(u) || (NO_END.test(units[prev]) && u !== ' '))) units[prev] += u;
    else units.push(u);
  }
  return units;
}

/** Splits a unit too wide for a whole line by characters. */
function hardSplit(unit: string, font: Measure, size: number, width: number): string[] {
  const out: string[] = [];
  let cur = '';
  for (const ch of unit) {
    if (cur && font.widthOfTextAtSize(cur + ch, size) > width) {
      out.push(cur);
      cur = ch;
    } else cur += ch;
  }
  if (cur) out.push(cur);
  return out;
}

/** Wraps text (mixed Chinese and Latin) into lines no wider than `width`; '\n' forces a break. */
export function wrapText(text: string, font: Measure, size: number, width: number): string[] {
  // Line width as the sum of its units' widths (kerning across units is negligible at these sizes).
  const widths = new Map<string, number>();
  const measure = (unit: string) => {
    let w = widths.get(unit);
    if (w === undefined) widths.set(unit, (w = font.widthOfTextAtSize(unit, size)));
    return w;
  };
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    let lineWidth = 0;
    for (const unit of breakUnits(paragraph)) {
      const w = measure(unit);
      if (lineWidth + w <= width) {
        line += unit;
        lineWidth += w;
        continue;
      }
      if (line.trim()) lines.push(line.trimEnd());
      line = '';
      lineWidth = 0;
      if (unit === ' ') continue;
      if (w > width) {
        const parts = hardSplit(unit, font, size, width);
        lines.push(...parts.slice(0, -1));
        line = parts[parts.length - 1];
        lineWidth = measure(line);
      } else {
        line = unit;
        lineWidth = w;
      }
    }
    lines.push(line.trimEnd());
  }
  return lines;
}
