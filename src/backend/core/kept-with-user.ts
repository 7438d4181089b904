import type { Db } from '../db/client.ts';
import type { SessionUser } from '../../lib/domain/session-user.ts';

/**
 * Something read for a signed-in user and kept with their loaded user object, per key (a hotel).
 * The session keeps one user object while the 'session' stamp holds and loads a new one once any
 * write to the tables behind the stamp moves it (migrations 0018, 0019), so what is kept here is
 * read again with it. A user loaded for one call only (an API token) reads it each time. A failed
 * read is not kept: the next request tries again. A user object comes from one database, so the
 * database a miss reads from is the caller's.
 */
export function keptWithUser<T, K extends number | string = number>(
  read: (db: Db, user: SessionUser, key: K) => Promise<T>,
): (db: Db, user: SessionUser, key?: K) => Promise<T> {
  const kept = new WeakMap<SessionUser, Map<K, Promise<T>>>();
  return (db, user, key = 0 as K) => {
    let byKey = kept.get(user);
    if (!byKey) kept.set(user, (byKey = new Map()));
    let value = byKey.get(key);
    if (!value) {
      value = read(db, user, key);
      byKey.set(key, value);
      const forget = byKey;
      value.catch(() => forget.delete(key));
    }
    return value;
  };
}
