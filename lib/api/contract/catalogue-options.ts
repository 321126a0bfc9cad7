/**
 * A product list's sort fields and delivery filters, in a module without zod: the list page's filter bar reads
 * them in the browser (lib/catalogue/listQuery.ts); lib/api/contract/catalogue.ts builds its schemas from these.
 */
export const SORT_FIELDS = ['time', 'name', 'mw'] as const;
export const DELIVERY_FILTERS = ['inStock', 'within7', 'within15', 'onOrder'] as const;
