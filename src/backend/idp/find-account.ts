import { eq } from 'drizzle-orm';
import type { Account } from 'oidc-provider';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema/index.ts';

/** The provider's account: sub is users.code, the key the APIs find the user by (front-office.md §5). */
export async function findAccount(db: Db, code: string): Promise<Account | undefined> {
  const [row] = await db
    .select({ code: users.code, name: users.name, username: users.username, language: users.language, active: users.active })
    .from(users)
    .where(eq(users.code, code))
    .limit(1);
  if (!row || !row.active) return undefined;
  return {
    accountId: row.code,
    claims: () => ({ sub: row.code, name: row.name, preferred_username: row.username, locale: row.language }),
  };
}
