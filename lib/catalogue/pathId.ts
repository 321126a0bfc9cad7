/** Ids in paths are positive 32-bit integers written in digits; anything else is a 404 without an API call. */
export function pathId(text: string): number | null {
  if (!/^\d{1,10}$/.test(text)) return null;
  const n = Number(text);
  return n >= 1 && n <= 2_147_483_647 ? n : null;
}
