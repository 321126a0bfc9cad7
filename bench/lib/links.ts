/** Up to `n` distinct links matching `pattern` on the page at `url` (paths as written in its HTML). */
export async function linksOn(url: string, pattern: RegExp, n = 1): Promise<string[]> {
  const html = await (await fetch(url)).text();
  const global = new RegExp(pattern.source, pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`);
  const found = [...new Set([...html.matchAll(global)].map((m) => m[0].replace(/&amp;/g, '&')))].slice(0, n);
  if (!found.length) throw new Error(`no link matching ${pattern} on ${url}`);
  return found;
}
