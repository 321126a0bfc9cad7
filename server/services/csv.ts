/**
 * RFC 4180: fields with a comma, quote or line break are quoted, quotes doubled; lines end with CRLF. A text that
 * Excel would take for a formula (= + - @ at the start) gets a leading apostrophe (OWASP CSV injection); numbers stay.
 */
const csvField = (v: string | number) => {
  const s = typeof v === 'string' && /^[=+\-@\t\r]/.test(v) ? `'${v}` : String(v);
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
};
export const csvLine = (fields: (string | number)[]) => `${fields.map(csvField).join(',')}\r\n`;
