import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { categories, events, vehicleTypes } from './catalogue.ts';
import { media } from './media.ts';
import { users } from './users.ts';
import { foldedColumnOf } from '../../lib/folded-text.ts';

/**
 * A vehicle registered for one event. Its vehicle id (the QR card on the windscreen) comes from
 * its category's series and is unique within the event; the registration number is unique within
 * the event too (case-insensitive), so a bulk upload run twice never doubles a car.
 */
export const vehicles = pgTable(
  'vehicles',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'restrict' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
    vehicleTypeId: integer('vehicle_type_id')
      .notNull()
      .references(() => vehicleTypes.id, { onDelete: 'restrict' }),
    uniqueId: text('unique_id'),
    registrationNo: text('registration_no').notNull(),
    brand: text('brand').notNull().default(''),
    model: text('model').notNull().default(''),
    ownerName: text('owner_name').notNull().default(''),
    /** Searched without accents (lib/folded-text.ts). */
    ownerNameFolded: text('owner_name_folded').generatedAlwaysAs(foldedColumnOf('owner_name')),
    paid: boolean('paid').notNull().default(false),
    vip: boolean('vip').notNull().default(false),
    regionalTour: boolean('regional_tour').notNull().default(false),
    additionalInfo: jsonb('additional_info').notNull().default({}),
    /** Checked in at the gate (PRODUCT.md "Gate check-in"): when, and by whom; null: not arrived. */
    arrivedAt: timestamp('arrived_at', { withTimezone: true }),
    arrivedBy: integer('arrived_by').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('vehicles_event_registration_idx').on(t.eventId, sql`lower(${t.registrationNo})`),
    uniqueIndex('vehicles_event_unique_id_idx').on(t.eventId, t.uniqueId),
    index('vehicles_category_idx').on(t.categoryId),
    index('vehicles_unique_id_idx').on(t.uniqueId),
    check('vehicles_registration_check', sql`length(${t.registrationNo}) > 0`),
  ],
);

/** Pictures and documents (PDF or image) of a vehicle, in upload order; the bytes live in media. */
export const vehicleFiles = pgTable(
  'vehicle_files',
  {
    id: serial('id').primaryKey(),
    vehicleId: integer('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    mediaId: uuid('media_id')
      .notNull()
      .references(() => media.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['image', 'document'] }).notNull(),
    name: text('name').notNull(),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('vehicle_files_vehicle_idx').on(t.vehicleId, t.kind, t.position),
    // /media asks of every picture whether it is an owner's document (modules/media/repository.ts).
    index('vehicle_files_media_idx').on(t.mediaId, t.kind),
    check('vehicle_files_kind_check', sql`${t.kind} in ('image', 'document')`),
  ],
);
