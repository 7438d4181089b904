import type { Db } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import { findUserDtos } from './user-data.ts';
import type { TUserDto } from '../../../lib/domain/admin-dto.ts';

/** The full record of an active user, before an administrator reads or changes it; 404 for an unknown or removed one. */
export async function findActiveUser(db: Db, userId: number): Promise<TUserDto> {
  const [user] = await findUserDtos(db, [userId]);
  if (!user || !user.active) throw notFound(`No active user has id ${userId}.`, { key: 'errors.notFound.user' });
  return user;
}
