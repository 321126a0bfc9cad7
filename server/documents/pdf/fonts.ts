import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { EventEmitter } from 'node:events';
import type { PDFDocument, PDFFont } from 'pdf-lib';

/*
 * The CJK font of every generated PDF: Noto Sans SC (SIL Open Font License 1.1) from the npm package
 * @expo-google-fonts/noto-sans-sc, regular and bold TrueType. The files are read and parsed once per
 * process; each document embeds a subset holding only the glyphs it uses (a COA is ~100 KB, not 10 MB).
 */
const FILES = {
  regular: '@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf',
  bold: '@expo-google-fonts/noto-sans-sc/700Bold/NotoSansSC_700Bold.ttf',
} as const;
type Weight = keyof typeof FILES;

let loaded: Record<Weight, Uint8Array> | null = null;
const parsed = new Map<Uint8Array, FontkitFont>();

const require = createRequire(import.meta.url);
/** fontkit 2 ships no type declarations: what is used of it is typed below (FontkitModule). */
const fontkit = require('fontkit') as FontkitModule;

function fontFiles(): Record<Weight, Uint8Array> {
  if (!loaded) {
    loaded = { regular: readFileSync(require.resolve(FILES.regular)), bold: readFileSync(require.resolve(FILES.bold)) };
  }
  return loaded;
}

/** What pdf-lib uses of a fontkit font: every member is passed through, `createSubset` is adapted. */
interface FontkitFont {
  createSubset(): { encode(): Uint8Array; encodeStream?: () => EventEmitter };
  [member: string]: unknown;
}
type FontkitModule = { create(bytes: Buffer, postscriptName?: string): FontkitFont };

/**
 * fontkit 2 for pdf-lib. pdf-lib's own fork (@pdf-lib/fontkit 1.1) writes broken glyph data when it
 * subsets Noto Sans SC (most characters render blank); fontkit 2 subsets it correctly but encodes a subset
 * in one call (`encode()`) where pdf-lib reads a stream (`encodeStream()`), so the subset gets a one-chunk
 * stream. Each font file is parsed once per process (each document still makes its own subset).
 */
const fontkitForPdfLib = {
  create(bytes: Uint8Array, postscriptName?: string) {
    let font = parsed.get(bytes);
    if (!font) {
      font = fontkit.create(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), postscriptName);
      parsed.set(bytes, font);
    }
    const base = font;
    return new Proxy(base, {
      get(target, member) {
        if (member === 'createSubset') {
          return () => {
            const subset = target.createSubset();
            subset.encodeStream = () => {
              const stream = new EventEmitter();
              setImmediate(() => {
                try {
                  stream.emit('data', subset.encode());
                  stream.emit('end');
                } catch (err) {
                  stream.emit('error', err);
                }
              });
              return stream;
            };
            return subset;
          };
        }
        const value = Reflect.get(target, member, target);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
  },
};

export interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

/**
 * Embeds both weights as subsets under fixed names (pdf-lib would otherwise add a random subset tag):
 * the same content gives the same bytes, so a generated document can be served with a stable ETag.
 */
export async function embedFonts(doc: PDFDocument): Promise<Fonts> {
  const files = fontFiles();
  doc.registerFontkit(fontkitForPdfLib as unknown as Parameters<PDFDocument['registerFontkit']>[0]);
  const [regular, bold] = await Promise.all([
    doc.embedFont(files.regular, { subset: true, customName: 'RMSANS+NotoSansSC-Regular' }),
    doc.embedFont(files.bold, { subset: true, customName: 'RMSANB+NotoSansSC-Bold' }),
  ]);
  return { regular, bold };
}

/** Characters the font lacks, written the way the font can show them (subscript digits, etc.). */
const REPLACE: Record<string, string> = { '₀': '0', '₁': '1', '₂': '2', '₃': '3', '₄': '4', '₅': '5', '₆': '6', '₇': '7', '₈': '8', '₉': '9', '\t': ' ' };
export const printable = (text: string) => text.replace(/[₀-₉\t]/g, (c) => REPLACE[c] ?? c).replace(/[\u0000-\u0009\u000b-\u001f\u007f]/g, '');
