/**
 * A custom-synthesis request's choices and limits, in a module without zod: the draft store (stores/customized-goods.ts)
 * is in every page's first load; lib/api/contract/custom.ts builds its schemas from these.
 */
export const CUSTOM_UNITS = ['mg', 'g', 'kg'] as const;
export const CUSTOM_PURITIES = ['≥90%', '≥95%', '≥98%', '≥99%'] as const;
export const CUSTOM_DOCUMENTS = ['COA', 'HNMR', 'HPLC', 'MS', 'CNMR'] as const;
export const CUSTOM_NOTES_MAX = 1000;
/** Attachments of one request (route sketch, specification, spectrum): PDF, PNG or JPEG, each at most 5 MB. */
export const CUSTOM_ATTACHMENTS_MAX = 3;
export const CUSTOM_ATTACHMENT_MAX_BYTES = 5 * 1024 * 1024;
