import type { Logger } from 'pino';
import type { ApiConfig } from '../../config';
import { createOfflineChemInfo } from './offline';
import { createPubChemChemInfo } from './pubchem';
import type { ChemInfoProvider } from './types';

export type { ChemInfoProvider, ChemInfoQuery } from './types';

/** CHEM_INFO_PROVIDER: 'offline' (default, no outside call) or 'pubchem' (PUG-REST at PUBCHEM_BASE). */
export function createChemInfoProvider(config: Pick<ApiConfig, 'CHEM_INFO_PROVIDER' | 'PUBCHEM_BASE'>, logger: Logger): ChemInfoProvider {
  if (config.CHEM_INFO_PROVIDER === 'pubchem') return createPubChemChemInfo({ base: config.PUBCHEM_BASE }, logger);
  return createOfflineChemInfo();
}
