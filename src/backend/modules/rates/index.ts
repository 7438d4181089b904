/** The rates module's door (other modules and the pages import this file only): rate plans, the rate grid and the price of a stay. */
export { cellKey, loadRateContext } from './load-rate-context.ts';
export type { RatePlanNode } from './load-rate-context.ts';
export { missingRate } from './missing-rate.ts';
export { nightsBetween, parseGuests, priceNight } from './price-stay.ts';
export type { ChildBand } from './price-stay.ts';
export { choosePlan, openPlans, priceOnPlan } from './price-with-plan.ts';
export { registerRateRoutes } from './rates.routes.ts';
