/** The audit module's door (other modules and the pages import this file only): the audit trail: recording an event, reading and exporting them. */
export { englishAroundNumber, messageOf, recordAuditEvent } from './record-audit-event.ts';
export type { AuditDetail, AuditMessage, AuditText } from './record-audit-event.ts';
export { registerAuditRoutes } from './audit.routes.ts';
