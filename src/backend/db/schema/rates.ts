import {
  pgTable,
  integer,
  text,
  serial,
  timestamp,
  date,
  bigint,
  boolean,
  index,
  check,
  primaryKey,
  unique,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { hotels } from './hotels.ts';
import { roomTypes } from './rooms.ts';
import { users } from './users.ts';
import { reservations } from './reservations.ts';
import type { AdjustKind, DemandMode, DemandStatus } from '../../../lib/domain/rates-dto.ts';

/**
 * A rate plan of a hotel (flexible, non-refundable, breakfast included, corporate …): its
 * cancellation terms, what it includes, and how it is priced: the base plan reads the booking
 * service's room_rates (per channel); another plan is either derived from a parent (± percent or
 * amount) or priced on its own (plan_rates, falling back to the type's rack rate).
 */
export const ratePlans = pgTable(
  'rate_plans',
  {
    planId: serial('plan_id').primaryKey(),
    groupId: integer('group_id')
      .notNull()
      .references(() => hotels.groupId),
    code: text('code').notNull(),
    /** The plan's name and description as English readers see them; `nameFr`, `descriptionFr` for French readers. */
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    nameFr: text('name_fr').notNull(),
    descriptionFr: text('description_fr').notNull().default(''),
    isBase: boolean('is_base').notNull().default(false),
    parentPlanId: integer('parent_plan_id').references((): AnyPgColumn => ratePlans.planId),
    adjustKind: text('adjust_kind').$type<AdjustKind>(),
    /** Percent (-90 to 500) or minor units, added to the parent's price. */
    adjustValue: integer('adjust_value'),
    refundable: boolean('refundable').notNull().default(true),
    /** Free cancellation until this many days before arrival (refundable plans). */
    cancelDays: integer('cancel_days'),
    includes: text('includes')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Channels the plan is sold on; empty: all. */
    channels: integer('channels')
      .array()
      .notNull()
      .default(sql`'{}'::int[]`),
    /** Market segments whose clients may book it; empty: all. */
    segmentIds: integer('segment_ids')
      .array()
      .notNull()
      .default(sql`'{}'::int[]`),
    active: boolean('active').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** A complimentary plan gives its nights away: its stays are the only ones sold at zero. */
    complimentary: boolean('complimentary').notNull().default(false),
  },
  (t) => [
    unique('rate_plans_group_code').on(t.groupId, t.code),
    uniqueIndex('rate_plans_one_base')
      .on(t.groupId)
      .where(sql`${t.isBase}`),
    check('rate_plans_derivation', sql`(${t.parentPlanId} is null) = (${t.adjustKind} is null) and (${t.adjustKind} is null) = (${t.adjustValue} is null)`),
    check('rate_plans_adjust_kind', sql`${t.adjustKind} is null or ${t.adjustKind} in ('percent', 'amount')`),
    check('rate_plans_percent', sql`${t.adjustKind} is distinct from 'percent' or ${t.adjustValue} between -90 and 500`),
    check('rate_plans_base_root', sql`not ${t.isBase} or ${t.parentPlanId} is null`),
    check('rate_plans_not_self', sql`${t.parentPlanId} is distinct from ${t.planId}`),
    check('rate_plans_cancel_days', sql`${t.cancelDays} is null or ${t.cancelDays} between 0 and 365`),
  ],
);

/** Prices of a plan priced on its own, per room type and night (minor units). */
export const planRates = pgTable(
  'plan_rates',
  {
    groupId: integer('group_id')
      .notNull()
      .references(() => hotels.groupId),
    planId: integer('plan_id')
      .notNull()
      .references(() => ratePlans.planId, { onDelete: 'cascade' }),
    roomTypeId: integer('room_type_id')
      .notNull()
      .references(() => roomTypes.roomTypeId, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    priceMinor: bigint('price_minor', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.planId, t.roomTypeId, t.day] }), check('plan_rates_price', sql`${t.priceMinor} >= 0`)],
);

/** Restrictions of a plan on a room type and a day (the day of arrival, departure or the night). */
export const rateRestrictions = pgTable(
  'rate_restrictions',
  {
    groupId: integer('group_id')
      .notNull()
      .references(() => hotels.groupId),
    planId: integer('plan_id')
      .notNull()
      .references(() => ratePlans.planId, { onDelete: 'cascade' }),
    roomTypeId: integer('room_type_id')
      .notNull()
      .references(() => roomTypes.roomTypeId, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    minStay: integer('min_stay'),
    maxStay: integer('max_stay'),
    closedToArrival: boolean('closed_to_arrival').notNull().default(false),
    closedToDeparture: boolean('closed_to_departure').notNull().default(false),
    stopSell: boolean('stop_sell').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.planId, t.roomTypeId, t.day] }),
    index('rate_restrictions_group_day').on(t.groupId, t.day),
    check(
      'rate_restrictions_stays',
      sql`coalesce(${t.minStay}, 1) >= 1 and coalesce(${t.maxStay}, 1) >= 1 and (${t.minStay} is null or ${t.maxStay} is null or ${t.maxStay} >= ${t.minStay})`,
    ),
  ],
);

/** Units of a room type the hotel accepts to sell beyond its rooms on a night (type level only). */
export const overbookingAllowances = pgTable(
  'overbooking_allowances',
  {
    groupId: integer('group_id')
      .notNull()
      .references(() => hotels.groupId),
    roomTypeId: integer('room_type_id')
      .notNull()
      .references(() => roomTypes.roomTypeId, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    units: integer('units').notNull(),
  },
  (t) => [primaryKey({ columns: [t.roomTypeId, t.day] }), check('overbooking_allowances_units', sql`${t.units} between 0 and 100`)],
);

/** Moves a plan's price when the hotel's occupancy on the books for a night reaches a threshold. */
export const demandRules = pgTable(
  'demand_rules',
  {
    ruleId: serial('rule_id').primaryKey(),
    groupId: integer('group_id')
      .notNull()
      .references(() => hotels.groupId),
    planId: integer('plan_id')
      .notNull()
      .references(() => ratePlans.planId, { onDelete: 'cascade' }),
    /** One room type, or every type of the hotel (null). */
    roomTypeId: integer('room_type_id').references(() => roomTypes.roomTypeId, { onDelete: 'cascade' }),
    minOccupancy: integer('min_occupancy').notNull(),
    adjustPercent: integer('adjust_percent').notNull(),
    mode: text('mode').$type<DemandMode>().notNull().default('suggest'),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('demand_rules_group').on(t.groupId),
    check('demand_rules_occupancy', sql`${t.minOccupancy} between 0 and 100`),
    check('demand_rules_percent', sql`${t.adjustPercent} between -90 and 300 and ${t.adjustPercent} <> 0`),
    check('demand_rules_mode', sql`${t.mode} in ('suggest', 'auto')`),
  ],
);

/** The revenue manager's answer to a demand suggestion for a plan, type and night. */
export const demandDecisions = pgTable(
  'demand_decisions',
  {
    groupId: integer('group_id')
      .notNull()
      .references(() => hotels.groupId),
    planId: integer('plan_id')
      .notNull()
      .references(() => ratePlans.planId, { onDelete: 'cascade' }),
    roomTypeId: integer('room_type_id')
      .notNull()
      .references(() => roomTypes.roomTypeId, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    ruleId: integer('rule_id').references(() => demandRules.ruleId, { onDelete: 'set null' }),
    percent: integer('percent').notNull(),
    status: text('status').$type<DemandStatus>().notNull(),
    decidedBy: integer('decided_by').references(() => users.userId),
    decidedAt: timestamp('decided_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.planId, t.roomTypeId, t.day] }),
    check('demand_decisions_status', sql`${t.status} in ('accepted', 'dismissed')`),
    check('demand_decisions_percent', sql`${t.percent} between -90 and 300`),
  ],
);

/** A competing hotel whose public prices the revenue manager tracks. */
export const competitors = pgTable(
  'competitors',
  {
    competitorId: serial('competitor_id').primaryKey(),
    groupId: integer('group_id')
      .notNull()
      .references(() => hotels.groupId),
    name: text('name').notNull(),
  },
  (t) => [unique('competitors_group_name').on(t.groupId, t.name)],
);

/** A competitor's price for a night (minor units of the hotel's currency), typed in or imported. */
export const competitorRates = pgTable(
  'competitor_rates',
  {
    groupId: integer('group_id')
      .notNull()
      .references(() => hotels.groupId),
    competitorId: integer('competitor_id')
      .notNull()
      .references(() => competitors.competitorId, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    priceMinor: bigint('price_minor', { mode: 'number' }).notNull(),
    source: text('source').notNull().default('manual'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.competitorId, t.day] }),
    index('competitor_rates_group_day').on(t.groupId, t.day),
    check('competitor_rates_price', sql`${t.priceMinor} >= 0`),
    check('competitor_rates_source', sql`${t.source} in ('manual', 'csv')`),
  ],
);

/** The rate plan a reservation was booked on. */
export const reservationRatePlans = pgTable('reservation_rate_plans', {
  reservationId: integer('reservation_id')
    .primaryKey()
    .references(() => reservations.reservationId, { onDelete: 'cascade' }),
  planId: integer('plan_id')
    .notNull()
    .references(() => ratePlans.planId),
});
