import type { Db } from '../../db/client.ts';
import type { TClosingPreviewDto } from '../../../lib/domain/closing-dto.ts';
import { simulateClosing, type ClosingCall } from './close-business-day.ts';

const sum = <T>(rows: readonly T[], f: (r: T) => number) => rows.reduce((n, r) => n + f(r), 0);

/**
 * What closing `day` will do, for the auditor to confirm: the closing itself run and rolled back
 * (simulateClosing), so the stays, fees, nights, city tax and folios listed are exactly those the
 * close then writes, summed; whether it is early and whether this caller may close it now.
 */
export async function previewClosing(db: Db, o: ClosingCall & { businessDate: string }): Promise<TClosingPreviewDto> {
  const report = await simulateClosing(db, o);
  if (!report) return { closed: true, day: o.day, businessDate: o.businessDate };
  const taxed = report.nightsToPost.filter((n) => n.cityTaxMinor > 0);
  return {
    closed: false,
    day: report.day,
    businessDate: o.businessDate,
    early: report.closingTime.early,
    opensAt: report.closingTime.opensAt,
    opensAtLocal: report.closingTime.opensAtLocal,
    earlyAllowed: o.earlyAllowed,
    canClose: report.blockingDepartures.length === 0 && (!report.closingTime.early || o.earlyAllowed),
    noShows: { count: report.noShows.length, feesMinor: sum(report.noShows, (n) => n.feeMinor), stays: report.noShows },
    nights: { count: report.nightsToPost.length, amountMinor: sum(report.nightsToPost, (n) => n.amountMinor), stays: report.nightsToPost },
    cityTax: { count: taxed.length, amountMinor: sum(taxed, (n) => n.cityTaxMinor) },
    openFolios: report.openFolios,
    departuresNotCheckedOut: report.blockingDepartures,
    exchange: { paidMinor: report.figures.exchangePaidMinor, bought: report.figures.exchangeBought },
    figures: report.figures,
  };
}
