/**
 * What the rate management API answers and the pages show: plans, the rate grid, restrictions,
 * demand rules and suggestions, overbooking, pick-up and competitors. Money in minor units,
 * days as 'YYYY-MM-DD'.
 */

export const ADJUST_KINDS = ['percent', 'amount'] as const;
export type AdjustKind = (typeof ADJUST_KINDS)[number];
export const DEMAND_MODES = ['suggest', 'auto'] as const;
export type DemandMode = (typeof DEMAND_MODES)[number];
export type DemandStatus = 'accepted' | 'dismissed';
/** What a plan may include (labels in rates.{en,fr}.ts). */
export const PLAN_INCLUDES = ['breakfast', 'half_board', 'full_board', 'parking', 'late_checkout', 'airport_transfer'] as const;
export type PlanInclude = (typeof PLAN_INCLUDES)[number];
/** The rules a stay can be refused by, named in the refusal. */
export const RESTRICTION_RULES = ['stop_sell', 'closed_to_arrival', 'closed_to_departure', 'min_stay', 'max_stay', 'no_rate'] as const;
export type RestrictionRule = (typeof RESTRICTION_RULES)[number];

export interface TRatePlanDto {
  planId: number;
  code: string;
  /** English readers' name and description; French readers see `nameFr`, `descriptionFr`. */
  name: string;
  description: string;
  nameFr: string;
  descriptionFr: string;
  isBase: boolean;
  parentPlanId: number | null;
  parentName: string | null;
  parentNameFr: string | null;
  adjustKind: AdjustKind | null;
  adjustValue: number | null;
  refundable: boolean;
  cancelDays: number | null;
  includes: string[];
  channels: number[];
  segmentIds: number[];
  active: boolean;
  sortOrder: number;
  /** Gives its nights away: the only plan whose stays are sold at zero. */
  complimentary: boolean;
}

export interface TRestrictionDto {
  minStay: number | null;
  maxStay: number | null;
  closedToArrival: boolean;
  closedToDeparture: boolean;
  stopSell: boolean;
}

/** Why a stay cannot be sold on a plan: the rule, the day it sits on, its value, a sentence. */
export interface TRestrictionRefusal {
  rule: RestrictionRule;
  day: string;
  planCode: string;
  /** The rule's value: the fewest (min_stay) or most (max_stay) nights; null for the other rules. */
  limit: number | null;
  message: string;
}

export interface TGridCell {
  day: string;
  priceMinor: number;
  /** The price before the demand rule (null when none moved it). */
  basePriceMinor: number | null;
  demandPercent: number | null;
  restriction: TRestrictionDto | null;
  units: number;
  sold: number;
  overbooking: number;
}

export interface TGridRow {
  roomTypeId: number;
  code: string;
  name: string;
  cells: TGridCell[];
}

export interface TRateGridDto {
  planId: number;
  planName: string;
  planNameFr: string;
  channel: number;
  currency: string;
  from: string;
  days: string[];
  rows: TGridRow[];
  /** Competitors' prices per day, in the order of `days` (null: none entered). */
  competitors: { competitorId: number; name: string; prices: (number | null)[] }[];
  /** The hotel's occupancy on the books per day, percent. */
  occupancy: number[];
}

export interface TDemandRuleDto {
  ruleId: number;
  planId: number;
  planName: string;
  planNameFr: string;
  roomTypeId: number | null;
  roomTypeName: string | null;
  minOccupancy: number;
  adjustPercent: number;
  mode: DemandMode;
  active: boolean;
}

export interface TDemandSuggestionDto {
  planId: number;
  planName: string;
  planNameFr: string;
  roomTypeId: number;
  roomTypeName: string;
  day: string;
  occupancy: number;
  ruleId: number;
  percent: number;
  currentMinor: number;
  suggestedMinor: number;
}

export interface TOverbookingRowDto {
  roomTypeId: number;
  code: string;
  name: string;
  units: number;
  /** Per day of the window: the allowance and the units sold. */
  days: { day: string; allowance: number; sold: number }[];
}

export interface TPickupRowDto {
  day: string;
  lastYearDay: string;
  roomsOnBooks: number;
  roomsLastYear: number;
  revenueMinor: number;
  revenueLastYearMinor: number;
  /** Rooms booked over the pick-up window (created in the last `window` days). */
  pickup: number;
  pickupLastYear: number;
  capacity: number;
}

export interface TCompetitorDto {
  competitorId: number;
  name: string;
  rates: number;
}

export interface TRatesSetupDto {
  currency: string;
  /** The hotel's calendar day now. */
  today: string;
  roomTypes: { roomTypeId: number; code: string; name: string }[];
  plans: TRatePlanDto[];
  segments: { segmentId: number; name: string; channel: number }[];
  channels: number[];
}
