import { strToU8, zipSync, type Zippable } from 'fflate';

/**
 * Builds real .xlsx packages in memory (zip + the SpreadsheetML parts Excel writes) for the reader's unit
 * tests and the Playwright upload. `sheetXml` is the <sheetData> content, as Excel would write it.
 */

const NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PKG = 'http://schemas.openxmlformats.org/package/2006/relationships';

export const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export interface SheetSpec {
  name: string;
  sheetData: string;
  hidden?: boolean;
}

export interface WorkbookSpec {
  sheets: SheetSpec[];
  sharedStrings?: string[] | string; // a list of plain strings, or the raw <si> elements
  /** Extra or replacement parts (path → text, or null to leave a part out). */
  parts?: Record<string, string | null>;
}

export function buildXlsx(spec: WorkbookSpec): Uint8Array<ArrayBuffer> {
  const sheets = spec.sheets
    .map((s, i) => `<sheet name="${esc(s.name)}" sheetId="${i + 1}"${s.hidden ? ' state="hidden"' : ''} r:id="rId${i + 1}"/>`)
    .join('');
  const sheetRels = spec.sheets
    .map((_, i) => `<Relationship Id="rId${i + 1}" Type="${REL}/worksheet" Target="worksheets/sheet${i + 1}.xml"/>`)
    .join('');
  const sst = spec.sharedStrings === undefined ? null : typeof spec.sharedStrings === 'string' ? spec.sharedStrings : spec.sharedStrings.map((s) => `<si><t xml:space="preserve">${esc(s)}</t></si>`).join('');
  const files: Record<string, string | null> = {
    '[Content_Types].xml':
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/></Types>',
    '_rels/.rels': `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Relationships xmlns="${PKG}"><Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    'xl/workbook.xml': `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<workbook xmlns="${NS}" xmlns:r="${REL}"><bookViews><workbookView activeTab="0"/></bookViews><sheets>${sheets}</sheets></workbook>`,
    'xl/_rels/workbook.xml.rels': `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Relationships xmlns="${PKG}">${sheetRels}<Relationship Id="rId${spec.sheets.length + 1}" Type="${REL}/sharedStrings" Target="sharedStrings.xml"/></Relationships>`,
    ...Object.fromEntries(
      spec.sheets.map((s, i) => [
        `xl/worksheets/sheet${i + 1}.xml`,
        `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<worksheet xmlns="${NS}" xmlns:r="${REL}" xmlns:mc="http://schemas.openxmlformats.org/markup-compatibility/2006" mc:Ignorable="x14ac" xmlns:x14ac="http://schemas.microsoft.com/office/spreadsheetml/2009/9/ac"><sheetViews><sheetView workbookViewId="0"/></sheetViews><sheetFormatPr defaultRowHeight="15" x14ac:dyDescent="0.25"/><sheetData>${s.sheetData}</sheetData><pageMargins left="0.7" right="0.7" top="0.75" bottom="0.75" header="0.3" footer="0.3"/></worksheet>`,
      ]),
    ),
    'xl/sharedStrings.xml': sst === null ? null : `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<sst xmlns="${NS}">${sst}</sst>`,
    ...spec.parts,
  };
  const zip: Zippable = {};
  for (const [path, text] of Object.entries(files)) if (text !== null) zip[path] = strToU8(text);
  return new Uint8Array(zipSync(zip, { level: 6 })); // a copy typed on ArrayBuffer, as File and Buffer want
}

/** A one-sheet workbook from plain rows: strings go to the shared-string table, numbers are numeric cells, null skips a cell. */
export function xlsxFromRows(rows: (string | number | null)[][]): Uint8Array<ArrayBuffer> {
  const strings: string[] = [];
  const sheetData = rows
    .map((cells, r) => {
      const xml = cells
        .map((v, c) => {
          if (v === null) return '';
          const ref = `${String.fromCharCode(65 + c)}${r + 1}`;
          if (typeof v === 'number') return `<c r="${ref}"><v>${v}</v></c>`;
          strings.push(v);
          return `<c r="${ref}" t="s"><v>${strings.length - 1}</v></c>`;
        })
        .join('');
      return `<row r="${r + 1}">${xml}</row>`;
    })
    .join('');
  return buildXlsx({ sheets: [{ name: 'Sheet1', sheetData }], sharedStrings: strings });
}
