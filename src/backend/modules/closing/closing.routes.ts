import type { ApiApp } from '../../http/api-app.ts';
import { resolveGroup } from '../../http/api-app.ts';
import { forbidden } from '../../http/errors.ts';
import { parseQuery } from '../../http/validate.ts';
import { ZClosingDateQuery } from './closing.schemas.ts';
import { findClosingDate } from './find-closing-date.ts';

/** Closing: the hotel's business date (the last closed day), as text. */
export function registerClosingRoutes(app: ApiApp): void {
  app.get('/closing/date', async (c) => {
    const { group } = parseQuery(c, ZClosingDateQuery);
    const groupId = await resolveGroup(c, group);
    if (groupId === -1) throw forbidden('The business date belongs to one hotel: name a hotel, not -1.');
    const day = await findClosingDate(c.get('deps').database.db, { groupId });
    // Empty text before the hotel's first closing: the header then shows no date.
    return c.text(day ?? '', 200, { 'cache-control': 'no-store' });
  });
}
