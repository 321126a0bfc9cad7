/**
 * Prices on the desk: staff type yuan (12.5, 1,200.00), the API takes integer fen. Parsed from the text, not
 * by multiplying a float (0.29 × 100 is 28.999…).
 */

const YUAN_TEXT = /^\d+(\.\d{1,2})?$/;

/** '12.5' → 1250, '¥1,200' → 120000; null when the text is not an amount with at most two decimals. */
export function yuanToFen(text: string): number | null {
  const clean = text.trim().replace(/^[¥￥]/, '').replace(/[,，\s]/g, '');
  if (!YUAN_TEXT.test(clean)) return null;
  const [whole, cents = ''] = clean.split('.');
  return Number(whole) * 100 + Number(cents.padEnd(2, '0'));
}

/** 1250 → '12.50', for an input that edits a stored price. */
export const fenToYuanText = (fen: number) => (fen / 100).toFixed(2);
