import type { Logger } from 'pino';
import type { ExternalInfo } from '../../../lib/api/contract/data';
import type { ChemInfoProvider, ChemInfoQuery } from './types';

/**
 * PubChem PUG-REST (https://pubchemdocs.ncbi.nlm.nih.gov/pug-rest), read-only and keyless:
 *   compound/inchikey/{key}/cids/JSON        → { IdentifierList: { CID: [..] } }   (then by CAS as a name:
 *   compound/name/{cas}/cids/JSON)             a miss is HTTP 404 { Fault: { Code: 'PUGREST.NotFound', … } })
 *   compound/cid/{cid}/property/IUPACName,XLogP/JSON → { PropertyTable: { Properties: [{ CID, IUPACName, XLogP }] } }
 *   compound/cid/{cid}/synonyms/JSON         → { InformationList: { Information: [{ CID, Synonym: [..] }] } }
 * Enabled only by CHEM_INFO_PROVIDER=pubchem. Answers are kept in memory (PubChem asks for at most 5 requests
 * a second; a record page is cached by the storefront anyway). Any failure is logged and answers null.
 */
export interface PubChemOptions {
  base: string;
  timeoutMs?: number;
  /** Injected in tests (recorded responses); the global fetch otherwise. */
  fetch?: typeof fetch;
  /** Synonyms kept (PubChem lists hundreds for a common drug). */
  maxSynonyms?: number;
  cacheSize?: number;
}

export const PUBCHEM_SOURCE = 'PubChem';
export const pubchemPage = (cid: number) => `https://pubchem.ncbi.nlm.nih.gov/compound/${cid}`;

class NotFound extends Error {}

export function createPubChemChemInfo(opts: PubChemOptions, logger: Logger): ChemInfoProvider {
  const doFetch = opts.fetch ?? fetch;
  const base = opts.base.replace(/\/+$/, '');
  const cache = new Map<string, ExternalInfo | null>();
  const maxCache = opts.cacheSize ?? 1000;

  async function getJson(path: string): Promise<unknown> {
    const res = await doFetch(`${base}/${path}`, { signal: AbortSignal.timeout(opts.timeoutMs ?? 5000), headers: { accept: 'application/json' } });
    if (res.status === 404) throw new NotFound(path);
    if (!res.ok) throw new Error(`PubChem ${res.status} for ${path}`);
    return res.json();
  }

  async function cidOf(namespace: 'inchikey' | 'name', id: string): Promise<number | null> {
    try {
      const body = (await getJson(`compound/${namespace}/${encodeURIComponent(id)}/cids/JSON`)) as { IdentifierList?: { CID?: unknown[] } };
      const cid = body.IdentifierList?.CID?.[0];
      return typeof cid === 'number' && Number.isInteger(cid) && cid > 0 ? cid : null;
    } catch (err) {
      if (err instanceof NotFound) return null;
      throw err;
    }
  }

  async function fetchInfo(q: ChemInfoQuery): Promise<ExternalInfo | null> {
    const cid = (q.inchiKey ? await cidOf('inchikey', q.inchiKey) : null) ?? (q.cas ? await cidOf('name', q.cas) : null);
    if (cid === null) return null;
    const [props, names] = await Promise.all([
      getJson(`compound/cid/${cid}/property/IUPACName,XLogP/JSON`) as Promise<{ PropertyTable?: { Properties?: { CID?: number; IUPACName?: unknown; XLogP?: unknown }[] } }>,
      (getJson(`compound/cid/${cid}/synonyms/JSON`) as Promise<{ InformationList?: { Information?: { Synonym?: unknown[] }[] } }>).catch((err: unknown) => {
        if (err instanceof NotFound) return {};
        throw err;
      }),
    ]);
    const p = props.PropertyTable?.Properties?.[0] ?? {};
    const synonyms = ((names as { InformationList?: { Information?: { Synonym?: unknown[] }[] } }).InformationList?.Information?.[0]?.Synonym ?? [])
      .filter((s): s is string => typeof s === 'string' && s.trim() !== '')
      .slice(0, opts.maxSynonyms ?? 20);
    return {
      source: PUBCHEM_SOURCE,
      url: pubchemPage(cid),
      cid,
      iupacName: typeof p.IUPACName === 'string' ? p.IUPACName : null,
      xlogp: typeof p.XLogP === 'number' ? p.XLogP : null,
      synonyms,
    };
  }

  return {
    name: 'pubchem',
    async lookup(q) {
      const key = q.inchiKey || q.cas;
      if (cache.has(key)) return cache.get(key)!;
      try {
        const info = await fetchInfo(q);
        if (cache.size >= maxCache) cache.delete(cache.keys().next().value!);
        cache.set(key, info);
        return info;
      } catch (err) {
        logger.warn({ err, inchiKey: q.inchiKey, cas: q.cas }, 'PubChem lookup failed');
        return null;
      }
    },
  };
}
