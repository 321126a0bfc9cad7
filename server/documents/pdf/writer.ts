import { PDFDocument, type PDFFont, type PDFPage, rgb, type RGB } from 'pdf-lib';
import { embedFonts, printable, type Fonts } from './fonts';
import { wrapText } from './wrap';

/*
 * A small flowing layout on pdf-lib for the generated documents (COA, MSDS): A4 pages, a cursor that moves
 * down, wrapped paragraphs, headings, tables whose cells wrap and whose rows move to the next page whole
 * (the header row repeats), and a header and footer with 第 n 页 / 共 m 页 drawn once all pages exist.
 */

export const A4 = { width: 595.28, height: 841.89 } as const;
export const COLOR = {
  text: rgb(0.1, 0.1, 0.1),
  muted: rgb(0.38, 0.38, 0.38),
  rule: rgb(0.72, 0.72, 0.72),
  band: rgb(0.93, 0.95, 0.98),
  accent: rgb(0.05, 0.27, 0.55),
  red: rgb(0.85, 0.05, 0.05),
} as const;

export interface DocumentMeta {
  title: string;
  subject: string;
  author: string;
  /** Written as the PDF's creation and modification date when given: a fact of the content (never "now"), so the bytes stay the same. */
  date?: Date;
  /** Left and right of the running header (every page). */
  headerLeft: string;
  headerRight: string;
  /** Left of the footer, before the page number. */
  footerLeft: string;
}

export interface TextOptions {
  size?: number;
  bold?: boolean;
  color?: RGB;
  /** Extra left indent (points). */
  indent?: number;
  /** Width available (points); the text column's by default. */
  width?: number;
  align?: 'left' | 'center' | 'right';
  /** Line height as a multiple of the size. */
  leading?: number;
  /** Space after the paragraph (points). */
  after?: number;
}

export interface Column {
  title: string;
  /** Share of the table width (the shares are normalised). */
  share: number;
  bold?: boolean;
}

export interface TableOptions {
  size?: number;
  /** Draw the header row (column titles). */
  header?: boolean;
  /** Columns whose cells are shaded, like labels of a key–value table. */
  labelColumns?: number[];
}

const MARGIN = { left: 48, right: 48, top: 64, bottom: 56 } as const;
const CELL_PAD = { x: 5, y: 4 } as const;

export class PdfWriter {
  readonly contentWidth = A4.width - MARGIN.left - MARGIN.right;
  readonly left = MARGIN.left;
  page!: PDFPage;
  /** Baseline cursor: the top of the next thing drawn. */
  y = 0;

  private constructor(
    readonly doc: PDFDocument,
    readonly fonts: Fonts,
    private readonly meta: DocumentMeta,
  ) {
    this.newPage();
  }

  static async create(meta: DocumentMeta): Promise<PdfWriter> {
    const doc = await PDFDocument.create({ updateMetadata: false });
    doc.setTitle(meta.title, { showInWindowTitleBar: true });
    doc.setSubject(meta.subject);
    doc.setAuthor(meta.author);
    doc.setCreator(meta.author);
    doc.setProducer('refmall document generator (pdf-lib)');
    doc.setLanguage('zh-CN');
    if (meta.date) {
      doc.setCreationDate(meta.date);
      doc.setModificationDate(meta.date);
    }
    return new PdfWriter(doc, await embedFonts(doc), meta);
  }

  font(bold?: boolean): PDFFont {
    return bold ? this.fonts.bold : this.fonts.regular;
  }

  newPage() {
    this.page = this.doc.addPage([A4.width, A4.height]);
    this.y = A4.height - MARGIN.top;
  }

  /** Starts a new page unless `height` points still fit above the bottom margin. */
  ensure(height: number) {
    if (this.y - height < MARGIN.bottom) this.newPage();
  }

  gap(points: number) {
    this.y -= points;
  }

  lines(text: string, opts: TextOptions = {}): string[] {
    const size = opts.size ?? 10;
    return wrapText(printable(text), this.font(opts.bold), size, (opts.width ?? this.contentWidth) - (opts.indent ?? 0));
  }

  /** A wrapped paragraph; lines move to the next page as needed. */
  text(text: string, opts: TextOptions = {}) {
    const size = opts.size ?? 10;
    const leading = size * (opts.leading ?? 1.5);
    const width = (opts.width ?? this.contentWidth) - (opts.indent ?? 0);
    const font = this.font(opts.bold);
    for (const line of this.lines(text, opts)) {
      this.ensure(leading);
      const w = font.widthOfTextAtSize(line, size);
      const dx = opts.align === 'center' ? (width - w) / 2 : opts.align === 'right' ? width - w : 0;
      this.page.drawText(line, { x: this.left + (opts.indent ?? 0) + dx, y: this.y - size, size, font, color: opts.color ?? COLOR.text });
      this.y -= leading;
    }
    this.y -= opts.after ?? 0;
  }

  /** A section title on a shaded band, kept with at least `keep` points of what follows. */
  heading(text: string, keep = 60) {
    const size = 11;
    const h = size + 8;
    this.ensure(h + keep);
    this.page.drawRectangle({ x: this.left, y: this.y - h, width: this.contentWidth, height: h, color: COLOR.band });
    this.page.drawRectangle({ x: this.left, y: this.y - h, width: 3, height: h, color: COLOR.accent });
    this.page.drawText(printable(text), { x: this.left + 9, y: this.y - h + 5, size, font: this.fonts.bold, color: COLOR.accent });
    this.y -= h + 6;
  }

  rule(color: RGB = COLOR.rule, thickness = 0.6) {
    this.page.drawLine({ start: { x: this.left, y: this.y }, end: { x: this.left + this.contentWidth, y: this.y }, thickness, color });
  }

  /**
   * A table with wrapped cells. A row never splits across pages; when a row does not fit, the table goes
   * on on the next page, its header row repeated.
   */
  table(columns: Column[], rows: string[][], opts: TableOptions = {}) {
    const size = opts.size ?? 9.5;
    const leading = size * 1.45;
    const total = columns.reduce((n, c) => n + c.share, 0);
    const widths = columns.map((c) => (c.share / total) * this.contentWidth);
    const layout = (cells: string[], bold: (i: number) => boolean) => {
      const wrapped = cells.map((cell, i) => wrapText(printable(cell), this.font(bold(i)), size, widths[i] - 2 * CELL_PAD.x));
      const height = Math.max(...wrapped.map((l) => Math.max(1, l.length))) * leading + 2 * CELL_PAD.y;
      return { wrapped, height };
    };
    const draw = (cells: { wrapped: string[][]; height: number }, bold: (i: number) => boolean, shade: (i: number) => boolean) => {
      let x = this.left;
      cells.wrapped.forEach((lines, i) => {
        if (shade(i)) this.page.drawRectangle({ x, y: this.y - cells.height, width: widths[i], height: cells.height, color: COLOR.band });
        this.page.drawRectangle({ x, y: this.y - cells.height, width: widths[i], height: cells.height, borderColor: COLOR.rule, borderWidth: 0.6 });
        lines.forEach((line, n) => {
          this.page.drawText(line, { x: x + CELL_PAD.x, y: this.y - CELL_PAD.y - size - n * leading + 1, size, font: this.font(bold(i)), color: COLOR.text });
        });
        x += widths[i];
      });
      this.y -= cells.height;
    };
    const header = opts.header === false ? null : layout(columns.map((c) => c.title), () => true);
    const drawHeader = () => header && draw(header, () => true, () => true);
    const labels = new Set(opts.labelColumns ?? []);
    const cellBold = (i: number) => Boolean(columns[i].bold) || labels.has(i);
    this.ensure((header?.height ?? 0) + leading + 2 * CELL_PAD.y);
    drawHeader();
    for (const row of rows) {
      const cells = layout(row, cellBold);
      if (this.y - cells.height < MARGIN.bottom) {
        this.newPage();
        drawHeader();
      }
      draw(cells, cellBold, (i) => labels.has(i));
    }
  }

  /** Header and footer on every page, with 第 n 页 / 共 m 页. Call once, before save(). */
  private decorate() {
    const pages = this.doc.getPages();
    const size = 8;
    const { regular } = this.fonts;
    pages.forEach((page, i) => {
      const top = A4.height - 36;
      page.drawText(printable(this.meta.headerLeft), { x: MARGIN.left, y: top, size, font: regular, color: COLOR.muted });
      const right = printable(this.meta.headerRight);
      page.drawText(right, { x: A4.width - MARGIN.right - regular.widthOfTextAtSize(right, size), y: top, size, font: regular, color: COLOR.muted });
      page.drawLine({ start: { x: MARGIN.left, y: top - 6 }, end: { x: A4.width - MARGIN.right, y: top - 6 }, thickness: 0.8, color: COLOR.accent });
      const bottom = 30;
      page.drawLine({ start: { x: MARGIN.left, y: bottom + 12 }, end: { x: A4.width - MARGIN.right, y: bottom + 12 }, thickness: 0.5, color: COLOR.rule });
      page.drawText(printable(this.meta.footerLeft), { x: MARGIN.left, y: bottom, size, font: regular, color: COLOR.muted });
      const number = `第 ${i + 1} 页 / 共 ${pages.length} 页`;
      page.drawText(number, { x: A4.width - MARGIN.right - regular.widthOfTextAtSize(number, size), y: bottom, size, font: regular, color: COLOR.muted });
    });
  }

  async save(): Promise<Uint8Array> {
    this.decorate();
    return this.doc.save({ useObjectStreams: true });
  }
}
