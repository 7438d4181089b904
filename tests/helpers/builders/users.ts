import type { TestApi } from '../test-api.ts';
import { FIXTURE } from '../fixtures.ts';
import { insertReturning, type Columns } from './insert-returning.ts';
import type { CustomerHandle } from './customers.ts';

export interface UserHandle {
  userId: number;
  /** The identity code: `api.as(user.code)` calls as this user. */
  code: string;
  name: string;
  groupId: number;
}

/**
 * A user of a hotel (hotel 1 unless said) with its roles (codes of the `roles` table: 'front_desk',
 * 'cashier', 'night_auditor', 'housekeeping', 'partner', 'admin' …):
 * `aUser(api, 'cd-cashier').named('Claire Caisse').withRoles('cashier').create()`.
 */
export class UserBuilder {
  private groupId: number = FIXTURE.hotel1;
  private name: string;
  private hotels: number[] | undefined;
  private roles: string[] = [];
  private readonly cols: Columns = {};

  private readonly api: TestApi;
  private readonly code: string;

  constructor(api: TestApi, code: string) {
    this.api = api;
    this.code = code;
    this.name = code;
  }

  named(name: string): this {
    this.name = name;
    return this;
  }

  /** The user's current hotel (and, unless inHotels says more, the only one they work in). */
  forHotel(groupId: number): this {
    this.groupId = groupId;
    return this;
  }

  /** The hotels the user may switch to (their preferred hotels). */
  inHotels(...groupIds: number[]): this {
    this.hotels = groupIds;
    return this;
  }

  withRoles(...roles: string[]): this {
    this.roles.push(...roles);
    return this;
  }

  /** A partner (B2B) user booking for a company. */
  partnerOf(company: Pick<CustomerHandle, 'customerId'>): this {
    this.cols['customer_id'] = company.customerId;
    return this;
  }

  /** The user's current service point (not added to their preferred ones). */
  atServicePoint(posId: number): this {
    this.cols['pos_id'] = posId;
    return this;
  }

  speaking(language: 'en' | 'fr'): this {
    this.cols['language'] = language;
    return this;
  }

  withPermissions(...permissions: string[]): this {
    this.cols['permissions'] = JSON.stringify(permissions);
    return this;
  }

  /** Any other column of `users` (email, active, locked …). */
  with(columns: Columns): this {
    Object.assign(this.cols, columns);
    return this;
  }

  async create(): Promise<UserHandle> {
    const { user_id: userId } = await insertReturning<{ user_id: number }>(
      this.api,
      'users',
      {
        code: this.code,
        username: this.code,
        name: this.name,
        group_id: this.groupId,
        ...this.cols,
      },
      'user_id',
    );
    for (const groupId of this.hotels ?? [this.groupId])
      await this.api.database.query(`insert into user_preferred_hotels (user_id, group_id) values ($1, $2)`, [userId, groupId]);
    if (this.roles.length) {
      const found = await this.api.database.query<{ code: string }>(
        `insert into user_roles (user_id, role_id) select $1, role_id from roles where code = any($2::text[])
        returning (select code from roles r where r.role_id = user_roles.role_id)`,
        [userId, this.roles],
      );
      const missing = this.roles.filter((r) => !found.some((f) => f.code === r));
      if (missing.length) throw new Error(`aUser ${this.code}: no role ${missing.join(', ')}`);
    }
    return { userId, code: this.code, name: this.name, groupId: this.groupId };
  }
}

export const aUser = (api: TestApi, code: string) => new UserBuilder(api, code);

/** Gives an existing user (a fixed seed user of FIXTURE, say) more roles. */
export async function grantRoles(api: TestApi, user: { userId: number }, ...roles: string[]): Promise<void> {
  const granted = await api.database.query(
    `insert into user_roles (user_id, role_id) select $1, role_id from roles where code = any($2::text[]) returning role_id`,
    [user.userId, roles],
  );
  if (granted.length !== roles.length) throw new Error(`grantRoles: not every role of ${roles.join(', ')} exists`);
}
