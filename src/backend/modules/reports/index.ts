/** The reports module's door (other modules and the pages import this file only): the hotel's reports. */
export { registerReportRoutes } from './reports.routes.ts';
