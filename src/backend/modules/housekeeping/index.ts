/** The housekeeping module's door (other modules and the pages import this file only): rooms and their housekeeping: statuses, maids, inspections, interventions, property. */
export { registerHouseMaidRoutes } from './house-maids.routes.ts';
export { registerHousemaidRoutes } from './housemaid.routes.ts';
export { registerInterventionRoutes } from './interventions.routes.ts';
export { registerPropertyRoutes } from './property.routes.ts';
export { registerRoomStatusRoutes } from './room-status.routes.ts';
