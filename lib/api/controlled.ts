import type { ApiClient } from './client';
import { controlled } from './contract/controlled';

/** The buyer's controlled-goods calls (docs/api.md "Controlled goods"); the operator's are not the storefront's. */
export const controlledCalls = {
  uploadPermit: (api: ApiClient, file: File) => {
    const form = new FormData();
    form.append('file', file);
    return api.call(controlled.permitUpload, { form });
  },
};
