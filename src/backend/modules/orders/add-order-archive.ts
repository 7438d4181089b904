import type { Db } from '../../db/client.ts';
import { orderEvents } from '../../db/schema/index.ts';
import { listOrderArchives } from './list-order-record.ts';
import type { TOrderArchiveDto } from './order-record.schemas.ts';

/** Adds an archive note to an order (an order event of type 'archive'); returns every archive note of the order. */
export async function addOrderArchive(db: Db, o: { groupId: number; orderId: number; text: string; userId: number; now: Date }): Promise<TOrderArchiveDto[]> {
  await db.insert(orderEvents).values({ groupId: o.groupId, orderId: o.orderId, userId: o.userId, type: 'archive', message: o.text, createdAt: o.now });
  return listOrderArchives(db, o.orderId);
}
