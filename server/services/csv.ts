/** A text a spreadsheet would take for a formula (= + - @ tab CR at the start) gets a leading apostrophe (OWASP CSV injection). */
export const spreadsheetText = (s: string) => (/^[=+\-@\t\r]/.test(s) ? `'${s}` : s);

/**
 * RFC 4180: fields with a comma, quote or line break are quoted, quotes doubled; lines end with CRLF. A text that
 * Excel would take for a formula (= + - @ at the start) gets a leading apostrophe (OWASP CSV injection); numbers stay.
 */
const csvField = (v: string | number) => {
  const s = typeof v === 'string' ? spreadsheetText(v) : String(v);
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
};
export const csvLine = (fields: (string | number)[]) => `${fields.map(csvField).join(',')}\r\n`;
