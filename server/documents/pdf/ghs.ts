import type { PDFFont, PDFPage } from 'pdf-lib';
import { rgb } from 'pdf-lib';
import { GHS_PICTOGRAMS, isGhsPictogram } from '../../../lib/api/contract/regulatory';
import type { Fonts } from './fonts';

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
  // Exploding bomb: a ball and its fragments.
  GHS01: ['M -11 5 a 8 8 0 1 0 16 0 a 8 8 0 1 0 -16 0 Z', 'M 4 -4 L 13 -13 L 8 -2 Z', 'M -4 -5 L -2 -17 L 1 -5 Z', 'M 7 3 L 17 1 L 7 7 Z', 'M -10 -4 L -15 -10 L -7 -6 Z'],
  // Gas cylinder lying down, its valve to the right.
  GHS04: ['M -12 -3 L 8 -3 C 13 -3 13 9 8 9 L -12 9 C -17 9 -17 -3 -12 -3 Z', 'M 11 1 L 16 1 L 16 5 L 11 5 Z'],
  // Corrosion: two tubes pouring onto a surface and a hand.
  GHS05: [
    'M -15 -9 L -6 -14 L -5 -12 L -14 -7 Z',
    'M 6 -14 L 15 -9 L 14 -7 L 5 -12 Z',
    'M -8 -5 a 1.6 2.2 0 1 0 3.2 0 a 1.6 2.2 0 1 0 -3.2 0 Z',
    'M 5 -5 a 1.6 2.2 0 1 0 3.2 0 a 1.6 2.2 0 1 0 -3.2 0 Z',
    'M -16 5 L -9 5 L -8 3 L -5 3 L -4 5 L -2 5 L -2 9 L -16 9 Z',
    'M 2 5 L 12 5 L 15 7 L 12 9 L 2 9 Z',
  ],
  // Health hazard: head and shoulders, a star on the chest (drawn white below).
  GHS08: ['M -4 -12 a 5 5 0 1 0 10 0 a 5 5 0 1 0 -10 0 Z', 'M -12 14 C -12 2 -6 -4 1 -4 C 8 -4 14 2 14 14 Z'],
  // Environment: a dead tree and a dead fish on the ground.
  GHS09: [
    'M -10 -14 L -8 -14 L -8 6 L -10 6 Z',
    'M -9 -7 L -3 -13 L -2 -12 L -8 -5 Z',
    'M -9 -2 L -14 -7 L -15 -6 L -10 0 Z',
    'M -14 6 L 14 6 L 14 8 L -14 8 Z',
    'M -1 1 C 3 -3 9 -3 12 1 C 9 5 3 5 -1 1 Z',
    'M 12 1 L 16 -3 L 16 5 Z',
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
  GHS08: ['M 1 0 L 2.8 4.6 L 7.6 4.8 L 3.8 7.8 L 5.2 12.5 L 1 9.8 L -3.2 12.5 L -1.8 7.8 L -5.6 4.8 L -0.8 4.6 Z'],
  GHS06: ['M -5.5 -10 a 2.3 2.3 0 1 0 4.6 0 a 2.3 2.3 0 1 0 -4.6 0 Z', 'M 0.9 -10 a 2.3 2.3 0 1 0 4.6 0 a 2.3 2.3 0 1 0 -4.6 0 Z'],
};

/**
 * One GHS pictogram: a red-bordered white diamond (square on its point) with a simplified black symbol,
 * and the GHS code and Chinese symbol name under it. (x, y) is the top-left of a `size` box; the
 * labels take 24 points below it. A code without a symbol is drawn as its code in the diamond.
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
  label(isGhsPictogram(code) ? GHS_PICTOGRAMS[code] : '', fonts.regular, 8, 21);
}
