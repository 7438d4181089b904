import type { Database } from '../../src/backend/db/client.ts';

/**
 * The minimum every API test needs and cannot create through the API: two hotels, their service
 * points, and staff users. Everything else a test creates for itself through the public API.
 */
export const FIXTURE = {
  hotel1: 1,
  hotel2: 2,
  users: {
    admin: { userId: 1, code: 'admin' },
    clerk1: { userId: 2, code: 'clerk1' },
    clerk2: { userId: 3, code: 'clerk2' },
    housekeeper1: { userId: 4, code: 'housekeeper1' },
  },
} as const;

export async function seedTestFixtures(database: Database): Promise<void> {
  await database.exec(`
    insert into hotels (group_id, name, code, city, country_code, currency, attributes) values
      (1, 'Riad Atlas', 'RIAD', 'Marrakech', 'MA', 'MAD', '["1001"]'),
      (2, 'Hôtel Lumière', 'LUMI', 'Paris', 'FR', 'EUR', '["1002"]');
    insert into service_points (pos_id, group_id, name, code) values
      (1, 1, 'Reception', 'REC'), (2, 1, 'Bar', 'BAR'), (3, 2, 'Réception', 'REC');
    select setval(pg_get_serial_sequence('service_points', 'pos_id'), 100);
    -- Each hotel's tax configuration (migration 0031): its country's rates.
    insert into tax_rates (group_id, family, rate_bp) select h.group_id, r.family, r.rate_bp from hotels h cross join lateral auberge_country_tax_rates(h.country_code) r where h.group_id in (1, 2);
    insert into users (user_id, code, username, name, group_id, pos_id, permissions) values
      (1, 'admin', 'admin', 'Test Admin', 1, 1, '["all_hotels", "forced_reservation", "early_closing"]'),
      (2, 'clerk1', 'clerk1', 'Clerk One', 1, 1, '[]'),
      (3, 'clerk2', 'clerk2', 'Clerk Two', 2, 3, '[]'),
      (4, 'housekeeper1', 'housekeeper1', 'Housekeeper One', 1, null, '[]');
    select setval(pg_get_serial_sequence('users', 'user_id'), 1000);
    insert into user_preferred_hotels (user_id, group_id) values (1, 1), (1, 2), (2, 1), (3, 2), (4, 1);
    insert into user_preferred_pos (user_id, pos_id) values (1, 1), (1, 2), (2, 1), (3, 3);
    insert into user_roles (user_id, role_id)
      select u, r.role_id from (values (1, 'admin'), (1, 'front_desk'), (1, 'cashier'), (1, 'night_auditor'), (2, 'front_desk'), (3, 'front_desk'), (4, 'housekeeping')) v(u, code)
      join roles r on r.code = v.code;
  `);
}
