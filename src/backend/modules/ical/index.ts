/** The iCalendar module's door (issue 39): signed ICS feeds of unavailable nights, and imported calendars that block units. */
export { registerIcalRoutes } from './ical.routes.ts';
export { startIcalSchedule, syncAllIcalImports } from './sync-all-imports.ts';
