import { catalogue } from './catalogue';
import { user } from './user';
import type { Endpoint } from './endpoint';

/** Every envelope call of the mall API, by area — the API tests walk this list. */
export const contract = { catalogue, user } as const;

export const allEndpoints: Endpoint[] = Object.values(contract).flatMap((area) => Object.values(area) as Endpoint[]);
