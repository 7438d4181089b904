import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { icalFeeds, icalImportBlocks, icalImports, roomTypes, rooms } from '../../db/schema/index.ts';
import { forbidden, invalid, notFound } from '../../http/errors.ts';
import { newFeedKey, signFeedToken } from './ical-token.ts';
import { readCalendarError } from './calendar-error.ts';
import type { TIcalFeedDto, TIcalImportDto } from '../../../lib/domain/channels-dto.ts';

async function checkType(db: Db, o: { groupId: number; roomTypeId: number; roomId?: number | undefined }): Promise<void> {
  const [t] = await db.select({ groupId: roomTypes.groupId }).from(roomTypes).where(eq(roomTypes.roomTypeId, o.roomTypeId));
  if (!t) throw notFound(`No room type ${o.roomTypeId}.`);
  if (t.groupId !== o.groupId) throw forbidden(`Room type ${o.roomTypeId} belongs to another hotel.`, { key: 'errors.link.otherHotel' });
  if (o.roomId !== undefined) {
    const [r] = await db.select({ roomTypeId: rooms.roomTypeId }).from(rooms).where(eq(rooms.roomId, o.roomId));
    if (!r || r.roomTypeId !== o.roomTypeId) throw invalid('roomId', `room ${o.roomId} is not a room of type ${o.roomTypeId}`);
  }
}

const feedPath = (feedId: number, key: string) => `/ical/${feedId}.ics?k=${signFeedToken(feedId, key)}`;

export async function createIcalFeed(
  db: Db,
  o: { groupId: number; roomTypeId: number; roomId?: number | undefined; channelName: string },
): Promise<TIcalFeedDto> {
  await checkType(db, o);
  const key = newFeedKey();
  const [f] = await db
    .insert(icalFeeds)
    .values({ groupId: o.groupId, roomTypeId: o.roomTypeId, roomId: o.roomId ?? null, channelName: o.channelName, tokenKey: key })
    .returning({ feedId: icalFeeds.feedId });
  return { feedId: f!.feedId, roomTypeId: o.roomTypeId, roomId: o.roomId ?? null, channelName: o.channelName, path: feedPath(f!.feedId, key), revoked: false };
}

/** Revokes a feed: its link answers 403 from now on. */
export async function revokeIcalFeed(db: Db, o: { groupId: number; feedId: number; now: Date }): Promise<void> {
  const done = await db
    .update(icalFeeds)
    .set({ revokedAt: o.now })
    .where(and(eq(icalFeeds.feedId, o.feedId), eq(icalFeeds.groupId, o.groupId)))
    .returning({ feedId: icalFeeds.feedId });
  if (!done.length) throw notFound(`No calendar feed ${o.feedId} in this hotel.`);
}

export async function listIcalFeeds(db: Db, o: { groupId: number }): Promise<TIcalFeedDto[]> {
  const rows = await db.select().from(icalFeeds).where(eq(icalFeeds.groupId, o.groupId)).orderBy(desc(icalFeeds.feedId));
  return rows.map((f) => ({
    feedId: f.feedId,
    roomTypeId: f.roomTypeId,
    roomId: f.roomId,
    channelName: f.channelName,
    path: f.revokedAt ? null : feedPath(f.feedId, f.tokenKey),
    revoked: f.revokedAt !== null,
  }));
}

export async function createIcalImport(db: Db, o: { groupId: number; roomTypeId: number; channelName: string; url: string }): Promise<{ importId: number }> {
  await checkType(db, o);
  const [i] = await db.insert(icalImports).values(o).returning({ importId: icalImports.importId });
  return { importId: i!.importId };
}

export async function findIcalImport(db: Db, o: { groupId: number; importId: number }): Promise<void> {
  const [i] = await db.select({ groupId: icalImports.groupId }).from(icalImports).where(eq(icalImports.importId, o.importId));
  if (!i || i.groupId !== o.groupId) throw notFound(`No imported calendar ${o.importId} in this hotel.`);
}

/** The hotel's imported calendars with their blocks: what the desk reads as "blocked by <channel>", and the conflicts. */
export async function listIcalImports(db: Db, o: { groupId: number }): Promise<TIcalImportDto[]> {
  const imports = await db.select().from(icalImports).where(eq(icalImports.groupId, o.groupId)).orderBy(icalImports.importId);
  const blocks = imports.length
    ? await db
        .select()
        .from(icalImportBlocks)
        .innerJoin(icalImports, eq(icalImports.importId, icalImportBlocks.importId))
        .where(eq(icalImports.groupId, o.groupId))
        .orderBy(icalImportBlocks.checkin)
    : [];
  return imports.map((i) => ({
    importId: i.importId,
    roomTypeId: i.roomTypeId,
    channelName: i.channelName,
    url: i.url,
    lastFetchedAt: i.lastFetchedAt?.toISOString() ?? null,
    lastStatus: i.lastStatus,
    lastError: readCalendarError(i.lastError),
    blocks: blocks
      .filter((b) => b.ical_import_blocks.importId === i.importId)
      .map(({ ical_import_blocks: b }) => ({
        uid: b.uid,
        checkin: b.checkin,
        checkout: b.checkout,
        summary: b.summary,
        blocked: b.holdId !== null,
        conflict: b.conflict,
      })),
  }));
}
