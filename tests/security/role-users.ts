import type { TestApi } from '../helpers/test-api.ts';

/** One user per demo role, each holding that role alone (the partner: a company, no staff role), in hotel 1. */
export const ROLE_USERS = {
  admin: 'admin',
  front_desk: 'clerk1',
  cashier: 'sec-cashier',
  night_auditor: 'sec-night',
  housekeeping: 'housekeeper1',
  buyer: 'sec-buyer',
  stock_keeper: 'sec-stock',
  partner: 'sec-partner',
} as const;

export type DemoRole = keyof typeof ROLE_USERS;
export const DEMO_ROLES = Object.keys(ROLE_USERS) as DemoRole[];

/** Adds the role users the shared fixture lacks (ids 9601…) and the partner's company (9690). */
export async function seedRoleUsers(api: TestApi): Promise<void> {
  await api.database.exec(`
    insert into customers (customer_id, group_id, kind, company_name) values (9690, 1, 'company', 'Sec Voyages');
    insert into users (user_id, code, username, name, group_id, customer_id) values
      (9601, 'sec-cashier', 'sec-cashier', 'Sec Cashier', 1, null), (9602, 'sec-night', 'sec-night', 'Sec Night', 1, null),
      (9603, 'sec-buyer', 'sec-buyer', 'Sec Buyer', 1, null), (9604, 'sec-stock', 'sec-stock', 'Sec Stock', 1, null),
      (9605, 'sec-partner', 'sec-partner', 'Sec Partner', 1, 9690);
    insert into user_preferred_hotels (user_id, group_id) values (9601, 1), (9602, 1), (9603, 1), (9604, 1), (9605, 1);
    insert into user_roles (user_id, role_id)
      select u, r.role_id from (values (9601, 'cashier'), (9602, 'night_auditor'), (9603, 'buyer'), (9604, 'stock_keeper'), (9605, 'partner')) v(u, code)
      join roles r on r.code = v.code;
  `);
}
