import { customType, integer, text, timestamp } from 'drizzle-orm/pg-core';

/** Raw bytes. pg answers Buffer, PGlite Uint8Array; both are Uint8Array, so callers read them as that. */
export const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  toDriver: (v) => (Buffer.isBuffer(v) ? v : Buffer.from(v.buffer, v.byteOffset, v.byteLength)),
});

/**
 * A customer's upload kept in the database (transfer slips, purchase permits, after-sales photos): a random key
 * to serve it by, the upload's own name for display only, the type judged from its content, and the bytes.
 */
export const storedFileColumns = () => ({
  fileKey: text('file_key').notNull(),
  originalName: text('original_name').notNull(),
  mime: text('mime').notNull(),
  size: integer('size').notNull(),
  bytes: bytea('bytes').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
