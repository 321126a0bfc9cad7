import fs from 'node:fs';
import path from 'node:path';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { loadApiConfig } from '../../server/config';
import { createChemInfoProvider } from '../../server/providers/chem-info';
import { createOfflineChemInfo } from '../../server/providers/chem-info/offline';
import { createPubChemChemInfo } from '../../server/providers/chem-info/pubchem';

/** Recorded PUG-REST answers (tests/unit/fixtures/pubchem), served by path: the tests never reach PubChem. */
const fixture = (name: string) => fs.readFileSync(path.join(__dirname, 'fixtures/pubchem', `${name}.json`), 'utf8');
const BASE = 'https://pubchem.test/rest/pug';
const OMEPRAZOLE_KEY = 'SUBDBMMJDZJVOS-UHFFFAOYSA-N';

function recorded(routes: Record<string, { status: number; body: string }>) {
  const asked: string[] = [];
  const fetchFn = (async (input: RequestInfo | URL) => {
    const url = String(input);
    asked.push(url.replace(`${BASE}/`, ''));
    const hit = routes[url.replace(`${BASE}/`, '')];
    if (!hit) return new Response(fixture('fault-not-found'), { status: 404, headers: { 'content-type': 'application/json' } });
    return new Response(hit.body, { status: hit.status, headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
  return { fetchFn, asked };
}

const omeprazoleRoutes = {
  [`compound/inchikey/${OMEPRAZOLE_KEY}/cids/JSON`]: { status: 200, body: fixture('cids-omeprazole') },
  'compound/cid/4594/property/IUPACName,XLogP/JSON': { status: 200, body: fixture('properties-omeprazole') },
  'compound/cid/4594/synonyms/JSON': { status: 200, body: fixture('synonyms-omeprazole') },
};
const silent = pino({ level: 'silent' });

describe('PubChem PUG-REST adapter (recorded responses)', () => {
  it('finds the CID by InChIKey and returns IUPAC name, XLogP, synonyms and the PubChem page, labelled PubChem', async () => {
    const { fetchFn, asked } = recorded(omeprazoleRoutes);
    const provider = createPubChemChemInfo({ base: BASE, fetch: fetchFn, maxSynonyms: 3 }, silent);
    const info = await provider.lookup({ inchiKey: OMEPRAZOLE_KEY, cas: '73590-58-6', ownSynonyms: [] });
    expect(info).toEqual({
      source: 'PubChem',
      url: 'https://pubchem.ncbi.nlm.nih.gov/compound/4594',
      cid: 4594,
      iupacName: '6-methoxy-2-[(4-methoxy-3,5-dimethylpyridin-2-yl)methylsulfinyl]-1H-benzimidazole',
      xlogp: 2.2,
      synonyms: ['omeprazole', '73590-58-6', 'Prilosec'],
    });
    expect(asked[0]).toBe(`compound/inchikey/${OMEPRAZOLE_KEY}/cids/JSON`);
    // A second lookup is answered from memory.
    await provider.lookup({ inchiKey: OMEPRAZOLE_KEY, cas: '73590-58-6', ownSynonyms: [] });
    expect(asked).toHaveLength(3);
  });

  it('falls back to the CAS as a name when the InChIKey is unknown', async () => {
    const { fetchFn, asked } = recorded({
      'compound/name/73590-58-6/cids/JSON': { status: 200, body: fixture('cids-omeprazole') },
      'compound/cid/4594/property/IUPACName,XLogP/JSON': omeprazoleRoutes['compound/cid/4594/property/IUPACName,XLogP/JSON'],
      'compound/cid/4594/synonyms/JSON': omeprazoleRoutes['compound/cid/4594/synonyms/JSON'],
    });
    const info = await createPubChemChemInfo({ base: BASE, fetch: fetchFn }, silent).lookup({ inchiKey: 'AAAAAAAAAAAAAA-UHFFFAOYSA-N', cas: '73590-58-6', ownSynonyms: [] });
    expect(info?.cid).toBe(4594);
    expect(asked.slice(0, 2)).toEqual(['compound/inchikey/AAAAAAAAAAAAAA-UHFFFAOYSA-N/cids/JSON', 'compound/name/73590-58-6/cids/JSON']);
  });

  it('answers null for a substance PubChem does not know (PUGREST.NotFound)', async () => {
    const { fetchFn } = recorded({});
    expect(await createPubChemChemInfo({ base: BASE, fetch: fetchFn }, silent).lookup({ inchiKey: 'BBBBBBBBBBBBBB-UHFFFAOYSA-N', cas: '50-00-0', ownSynonyms: [] })).toBeNull();
  });

  it('answers null, never throws, when PubChem is busy or unreachable', async () => {
    const { fetchFn } = recorded({ [`compound/inchikey/${OMEPRAZOLE_KEY}/cids/JSON`]: { status: 503, body: fixture('fault-busy') } });
    expect(await createPubChemChemInfo({ base: BASE, fetch: fetchFn }, silent).lookup({ inchiKey: OMEPRAZOLE_KEY, cas: '73590-58-6', ownSynonyms: [] })).toBeNull();
    const down = (async () => {
      throw new TypeError('fetch failed');
    }) as typeof fetch;
    expect(await createPubChemChemInfo({ base: BASE, fetch: down }, silent).lookup({ inchiKey: OMEPRAZOLE_KEY, cas: '73590-58-6', ownSynonyms: [] })).toBeNull();
  });

  it('keeps a record without XLogP or synonyms (missing fields are null / empty)', async () => {
    const { fetchFn } = recorded({
      [`compound/inchikey/${OMEPRAZOLE_KEY}/cids/JSON`]: omeprazoleRoutes[`compound/inchikey/${OMEPRAZOLE_KEY}/cids/JSON`],
      'compound/cid/4594/property/IUPACName,XLogP/JSON': { status: 200, body: JSON.stringify({ PropertyTable: { Properties: [{ CID: 4594, IUPACName: 'x' }] } }) },
    });
    const info = await createPubChemChemInfo({ base: BASE, fetch: fetchFn }, silent).lookup({ inchiKey: OMEPRAZOLE_KEY, cas: '', ownSynonyms: [] });
    expect(info).toMatchObject({ cid: 4594, iupacName: 'x', xlogp: null, synonyms: [] });
  });
});

describe('provider choice', () => {
  it('is the offline default unless CHEM_INFO_PROVIDER=pubchem; the default calls nothing and answers our own synonyms', async () => {
    expect(createChemInfoProvider(loadApiConfig({ NODE_ENV: 'test' }), silent).name).toBe('offline');
    expect(createChemInfoProvider(loadApiConfig({ NODE_ENV: 'test', CHEM_INFO_PROVIDER: 'pubchem' }), silent).name).toBe('pubchem');
    const offline = createOfflineChemInfo();
    expect(await offline.lookup({ inchiKey: OMEPRAZOLE_KEY, cas: '73590-58-6', ownSynonyms: ['Omeprazole', '奥克'] })).toEqual({
      source: '本店目录',
      url: null,
      cid: null,
      iupacName: null,
      xlogp: null,
      synonyms: ['Omeprazole', '奥克'],
    });
    expect(await offline.lookup({ inchiKey: OMEPRAZOLE_KEY, cas: '73590-58-6', ownSynonyms: [] })).toBeNull();
  });
});
