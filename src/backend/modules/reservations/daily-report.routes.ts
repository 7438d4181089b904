import type { ApiApp } from '../../http/api-env.ts';
import { STAY_READERS, route } from '../../http/route-access.ts';
import { resolveGroup } from '../../http/api-app.ts';
import { invalid } from '../../http/errors.ts';
import { parseQuery } from '../../http/validate.ts';
import { exportFileResponse } from '../../export/export-file.ts';
import { exportDailyReport } from './export-daily-report.ts';
import { ZDailyReportQuery } from './daily-report.schemas.ts';

/** The daily report export: the stays of one business day of one hotel, by section. Hotel staff only. */
export function registerDailyReportRoutes(app: ApiApp): void {
  route(app, 'GET', '/reservations/dailyreport/export', { roles: STAY_READERS }, async (c) => {
    const q = parseQuery(c, ZDailyReportQuery);
    const groupId = await resolveGroup(c, q.group);
    if (groupId === -1) throw invalid('group', 'the daily report covers one hotel: choose one', { key: 'errors.group.onePerCall' });
    const file = await exportDailyReport(c.get('deps').database.db, {
      groupId,
      day: q.closingdate,
      sections: q.status,
      format: q.format,
      lang: q.lang ?? c.get('user').language,
    });
    return exportFileResponse(file);
  });
}
