/** The closing module's door (other modules and the pages import this file only): the night audit: closing a business day and the day's figures the reports read. */
export { findClosedDays } from './closed-day.ts';
export { closingPeriods } from './closing-periods.ts';
export { findClosingState } from './closing-state.ts';
export { dayFiguresSql, insertClosedDaysSql, toDayFigures } from './day-figures.ts';
export type { DayFiguresRow } from './day-figures.ts';
export { findHotelReportSettings } from './find-hotel-report-settings.ts';
export { kpisOf } from './stat-elements.ts';
export { registerClosingRoutes } from './closing.routes.ts';
