import { integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { categories, events } from './catalogue.ts';
import { users } from './users.ts';
import { vehicles } from './vehicles.ts';

/**
 * The admin's order of vehicles the ranking rules cannot separate (PRODUCT.md "Ties"): within a
 * tie, lower `position` ranks first. Rewritten whole for a tie when the admin orders it again.
 */
export const tieOrders = pgTable(
  'tie_orders',
  {
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    vehicleId: integer('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    orderedBy: integer('ordered_by').references(() => users.id, { onDelete: 'set null' }),
    orderedAt: timestamp('ordered_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.vehicleId] })],
);

/**
 * Each vehicle's place in its event's overall ranking as of the latest score change, and the place
 * before it (PRODUCT.md "Dashboard": rank variation = previous − current). Kept in the database so
 * every server instance shows the same arrows.
 */
export const rankStates = pgTable(
  'rank_states',
  {
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    vehicleId: integer('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    rank: integer('rank').notNull(),
    previousRank: integer('previous_rank'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.vehicleId] })],
);
