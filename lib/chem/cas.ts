/**
 * CAS Registry Number helpers. Pure functions with no Node-only imports so the
 * storefront (browser bundle) can reuse them for search-box hints and form checks.
 *
 * A CAS RN has the shape NNNNNNN-NN-R: 2-7 digits, 2 digits, 1 check digit.
 * The check digit R is the sum of every other digit multiplied by its position
 * counted from the right (1, 2, 3 ...), modulo 10.
 * Example 50-78-2: 8·1 + 7·2 + 0·3 + 5·4 = 42 → 2.
 */

const CAS_PATTERN = /^(\d{2,7})-(\d{2})-(\d)$/;

/** Map full-width digits/dashes (common with Chinese IMEs) and strip spaces. */
export function normaliseCas(text: string): string {
  return text
    .trim()
    .replace(/[０-９]/g, (d) => String.fromCharCode(d.charCodeAt(0) - 0xfee0))
    .replace(/[－—–‐‑﹣]/g, '-')
    .replace(/\s+/g, '');
}

/** True when the text has the shape of a CAS number (check digit not verified). */
export function isCasLike(text: string): boolean {
  return CAS_PATTERN.test(normaliseCas(text));
}

/** Compute the check digit for the digits before it, e.g. '5078' → 2. */
export function casCheckDigit(digits: string): number {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    sum += Number(digits[digits.length - 1 - i]) * (i + 1);
  }
  return sum % 10;
}

/** True when the text is a well-formed CAS number whose check digit is right. */
export function casCheckDigitValid(cas: string): boolean {
  const m = CAS_PATTERN.exec(normaliseCas(cas));
  if (!m) return false;
  return casCheckDigit(m[1] + m[2]) === Number(m[3]);
}
