import { customType } from 'drizzle-orm/pg-core';

/** Raw bytes. pg answers Buffer, PGlite Uint8Array; both are Uint8Array, so callers read them as that. */
export const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  toDriver: (v) => (Buffer.isBuffer(v) ? v : Buffer.from(v.buffer, v.byteOffset, v.byteLength)),
});
