import type { ExternalInfo } from '../../../lib/api/contract/data';

/** What a provider is asked about: the identifiers of one data record, and what our own catalogue knows. */
export interface ChemInfoQuery {
  inchiKey: string;
  cas: string;
  /** Synonyms of our products of this substance (the offline default answers with them). */
  ownSynonyms: string[];
}

/**
 * The external chemical-information service of SPEC §7: enriches a data record with what another source knows.
 * `lookup` never throws: a miss, an error or a timeout is null (the page shows our own data only).
 */
export interface ChemInfoProvider {
  readonly name: 'offline' | 'pubchem';
  lookup(query: ChemInfoQuery): Promise<ExternalInfo | null>;
}
