/**
 * The error every failed call rejects with, in a module without axios or zod: code in every page's first load
 * (the list stores) tells failures apart without loading the API client.
 */
export type FailureKind = 'rejected' | 'session' | 'network' | 'timeout' | 'busy';

/** Every failed call rejects with this: `message` is what the user may read. */
export class ApiFailure extends Error {
  constructor(
    readonly kind: FailureKind,
    message: string,
    readonly code?: number,
    readonly messageCode?: string,
    /** For developers (logs, test failures): what exactly was wrong, e.g. the field that broke the contract. */
    readonly detail?: string,
  ) {
    super(message);
    this.name = 'ApiFailure';
  }
}
