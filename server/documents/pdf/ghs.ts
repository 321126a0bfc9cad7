import type { PDFFont, PDFPage } from 'pdf-lib';
import { rgb } from 'pdf-lib';
import type { Fonts } from './fonts';

/** The nine GHS pictograms and their symbol names as GB 30000.1 (and GB 13690) give them. */
export const GHS_PICTOGRAMS: Record<string, string> = {
  GHS01: '爆炸弹',
  GHS02: '火焰',
  GHS03: '圆圈上方火焰',
  GHS04: '气瓶',
  GHS05: '腐蚀',
  GHS06: '骷髅和交叉骨',
  GHS07: '感叹号',
  GHS08: '健康危险',
  GHS09: '环境',
};

const RED = rgb(0.86, 0, 0);
const BLACK = rgb(0, 0, 0);
const WHITE = rgb(1, 1, 1);

/** Simple black symbols drawn inside the diamond (SVG paths, y down, centred on 0,0, for a half-diagonal of 30). */
const SYMBOLS: Record<string, string[]> = {
  // Exclamation mark: a tapering bar and a dot.
  GHS07: ['M -3.6 -15 L 3.6 -15 L 2 5 L -2 5 Z', 'M -3.2 9.5 a 3.2 3.2 0 1 0 6.4 0 a 3.2 3.2 0 1 0 -6.4 0 Z'],
  // Flame over a base line.
  GHS02: ['M 0 -16 C 9 -6 10 2 8 8 C 7 11 3 13 0 13 C -6 13 -10 8 -8 1 C -7 -3 -4 -5 -3 -9 C -1 -6 0 -4 0 -1 C 2 -5 2 -10 0 -16 Z', 'M -12 14 L 12 14 L 12 17 L -12 17 Z'],
  // Flame over a circle.
  GHS03: [
    'M 0 -17 C 7 -10 7 -5 5 -2 C 3 0 -3 0 -5 -2 C -7 -6 -3 -10 0 -17 Z',
    'M -9 7 a 9 7 0 1 0 18 0 a 9 7 0 1 0 -18 0 Z M -5 7 a 5 3.5 0 1 1 10 0 a 5 3.5 0 1 1 -10 0 Z',
  ],
  // Skull (head, jaw) over two crossed bones.
  GHS06: [
    'M -8 -10 C -8 -18 8 -18 8 -10 L 8 -5 L 4 -3 L 4 0 L -4 0 L -4 -3 L -8 -5 Z',
    'M -13 3 L -10 1 L 13 11 L 11 14 Z',
    'M 13 3 L 10 1 L -13 11 L -11 14 Z',
  ],
};
/** Eye holes of the skull, drawn white over the head. */
const HOLES: Record<string, string[]> = {
  GHS06: ['M -5.5 -10 a 2.3 2.3 0 1 0 4.6 0 a 2.3 2.3 0 1 0 -4.6 0 Z', 'M 0.9 -10 a 2.3 2.3 0 1 0 4.6 0 a 2.3 2.3 0 1 0 -4.6 0 Z'],
};

/**
 * One GHS pictogram: a red-bordered white diamond (square on its point) with the symbol where we draw one,
 * the GHS code in it, and the Chinese symbol name under it. (x, y) is the top-left of a `size` box; the
 * name takes 14 points below. Unknown codes are drawn as their code in the diamond.
 */
export function drawGhsPictogram(page: PDFPage, fonts: Fonts, code: string, x: number, y: number, size: number) {
  const half = size / 2;
  const cx = x + half;
  const cy = y - half;
  const diamond = `M 0 ${-half} L ${half} 0 L 0 ${half} L ${-half} 0 Z`;
  page.drawSvgPath(diamond, { x: cx, y: cy, color: WHITE, borderColor: RED, borderWidth: size * 0.07 });
  const scale = half / 30;
  const symbol = SYMBOLS[code];
  if (symbol) {
    for (const path of symbol) page.drawSvgPath(path, { x: cx, y: cy, scale, color: BLACK });
    for (const path of HOLES[code] ?? []) page.drawSvgPath(path, { x: cx, y: cy, scale, color: WHITE });
  } else {
    const codeSize = size * 0.17;
    const w = fonts.bold.widthOfTextAtSize(code, codeSize);
    page.drawText(code, { x: cx - w / 2, y: cy - codeSize * 0.35, size: codeSize, font: fonts.bold, color: BLACK });
  }
  // Under the diamond: the code, then the Chinese symbol name.
  const label = (text: string, font: PDFFont, textSize: number, dy: number) => {
    const w = font.widthOfTextAtSize(text, textSize);
    page.drawText(text, { x: cx - w / 2, y: y - size - dy, size: textSize, font, color: BLACK });
  };
  label(code, fonts.bold, 7.5, 10);
  label(GHS_PICTOGRAMS[code] ?? '', fonts.regular, 8, 21);
}
