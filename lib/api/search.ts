import { search } from './contract/search';
import type { ApiClient } from './client';

/** Type-ahead suggestions of the header box (search.suggest): names, CAS numbers and catalogue numbers starting with `keyword`. */
export const getSuggestions = (api: ApiClient, keyword: string) => api.call(search.suggest, { body: { keyword } });
