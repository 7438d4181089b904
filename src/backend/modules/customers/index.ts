/** The customers module's door (other modules and the pages import this file only): customers, companies and market segments. */
export { customerNameSql } from './customer-name.ts';
export type { TCustomerDetailDto, TCustomerPage, TCustomerSummaryDto, TSegmentDto } from './customers.schemas.ts';
export { registerCustomerRoutes } from './customers.routes.ts';
export { registerReferenceRoutes } from './reference.routes.ts';
export { registerSegmentRoutes } from './segments.routes.ts';
