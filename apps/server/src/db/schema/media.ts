import { customType, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** PGlite hands bytea back as Uint8Array and pg as Buffer: both become a Buffer here. */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/**
 * Uploaded images, re-encoded by sharp, kept in the database so every instance serves them.
 * The id is random so a /media address cannot be guessed by counting.
 */
export const media = pgTable('media', {
  id: uuid('id').primaryKey().defaultRandom(),
  mime: text('mime').notNull(),
  bytes: bytea('bytes').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
