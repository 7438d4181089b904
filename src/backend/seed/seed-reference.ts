import type { Database } from '../db/client.ts';
import { AUDIT_EVENT_TYPES } from '../../lib/domain/audit-types.ts';
import { ROLES, DOC_TYPES } from './reference-data.ts';
import { seedMenus } from './seed-menus.ts';
import { row } from '../core/sql-literal.ts';

/**
 * Reference data every database needs, demo or not: roles, audit event types, identity document
 * types and the menu catalogue. Idempotent and safe at every start: rows already up to date are
 * not written again.
 */
export async function seedReferenceData(database: Database): Promise<void> {
  // A role's activated menus are the administrator's once set: only empty ones take the default.
  await database.exec(`
    insert into hotels (group_id, name, code, city, attributes) values (0, 'All hotels', 'ALL', '', '[]')
      on conflict (group_id) do nothing;
    insert into audit_event_types (audit_event_type_id, name, name_fr) values
      ${AUDIT_EVENT_TYPES.map((t) => row([t.id, t.name, t.nameFr])).join(',\n      ')}
      on conflict (audit_event_type_id) do update set name = excluded.name, name_fr = excluded.name_fr
      where (audit_event_types.name, audit_event_types.name_fr) is distinct from (excluded.name, excluded.name_fr);
    insert into roles (code, name, activated_menu) values
      ${ROLES.map((r) => row([r.code, r.name, r.activatedMenu])).join(',\n      ')}
      on conflict (code) do update set name = excluded.name,
        activated_menu = case when roles.activated_menu = '' then excluded.activated_menu else roles.activated_menu end
      where roles.name is distinct from excluded.name or roles.activated_menu = '';
    insert into doc_types (code, name, name_fr) values
      ${DOC_TYPES.map((d) => row([d.code, d.name, d.nameFr])).join(',\n      ')}
      on conflict (code) do nothing;
  `);
  await seedMenus(database);
}
