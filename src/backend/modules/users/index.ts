/** The users module's door (other modules and the pages import this file only): user accounts and their administration scope. */
export { adminScope, assertInScope, assertManageable, auditGroupOf } from './admin-scope.ts';
export type { AdminScope } from './admin-scope.ts';
export { findActiveUser } from './find-active-user.ts';
export { inHotels } from './user-data.ts';
export { registerUserRoutes } from './users.routes.ts';
export { countUsers, createAdministrator } from './create-administrator.ts';
export type { CreatedAdministrator } from './create-administrator.ts';
export { ZFirstAdminRequest } from './users.schemas.ts';
export type { TFirstAdminRequest } from './users.schemas.ts';
