import type { ApiApp } from '../../http/api-app.ts';
import { resolveGroup } from '../../http/api-app.ts';
import { forbidden, notFound } from '../../http/errors.ts';
import { parseParams, parseQuery } from '../../http/validate.ts';
import { findReservationByTag } from './find-reservation-by-tag.ts';
import { ZReservationSearchQuery, ZReservationTagParams } from './reservation-lookup.schemas.ts';
import { searchReservations } from './search-reservations.ts';

/** Reservations: lookups of the shell (header search, RFID card scan). Always the current hotel. */
export function registerReservationRoutes(app: ApiApp): void {
  app.get('/reservations/search', async (c) => {
    const { q, limit, resastatus } = parseQuery(c, ZReservationSearchQuery);
    const groupId = await resolveGroup(c);
    const partnerId = c.get('user').customerId;
    return c.json(await searchReservations(c.get('deps').database.db, { groupId, q, limit, partnerId, status: resastatus }));
  });

  app.get('/reservations/bytag/:tag', async (c) => {
    const { tag } = parseParams(c, ZReservationTagParams);
    if (c.get('user').customerId !== null) throw forbidden('Hotel-card scans are for hotel staff; partner accounts cannot look up stays by card.');
    const groupId = await resolveGroup(c);
    const found = await findReservationByTag(c.get('deps').database.db, { groupId, tag });
    if (!found) throw notFound(`No reservation of hotel ${groupId} carries the card tag '${tag}'. Attach the card at check-in first.`);
    return c.json(found);
  });
}
