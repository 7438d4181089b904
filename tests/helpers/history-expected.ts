import fs from 'node:fs';
import zlib from 'node:zlib';

/**
 * The figures the file itself gives, computed here from its text (not with the import's code):
 * per hotel, bookings, cancellations, no-shows, ADR of the stays that happened (adr × nights over
 * nights; a 0-night day use sells no night, a negative rate counts 0), and the bookings by
 * market segment, distribution channel and country, those with children or babies, and the day uses
 * (stays that happened over 0 nights).
 */
export function expectedFromFile(file: string) {
  const raw = fs.readFileSync(file);
  const text = file.endsWith('.gz') ? zlib.gunzipSync(raw).toString('utf8') : raw.toString('utf8');
  const [head, ...lines] = text.trim().split(/\r?\n/);
  const cols = head!.split(',');
  const ALPHA2: Record<string, string> = {
    PRT: 'PT',
    GBR: 'GB',
    FRA: 'FR',
    ESP: 'ES',
    DEU: 'DE',
    ITA: 'IT',
    IRL: 'IE',
    BEL: 'BE',
    BRA: 'BR',
    NLD: 'NL',
    NULL: '',
  };
  const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
  const out = new Map<
    string,
    {
      bookings: number;
      cancelled: number;
      noShows: number;
      nights: number;
      revenue: number;
      children: number;
      dayUse: number;
      market: Record<string, number>;
      channel: Record<string, number>;
      country: Record<string, number>;
    }
  >();
  for (const line of lines) {
    const v = Object.fromEntries(line.split(',').map((x, i) => [cols[i]!, x]));
    // The rows this file spoils on purpose: an unknown month, adults not a number, an unknown status.
    if (
      !MONTHS.includes(v['arrival_date_month']!) ||
      Number.isNaN(Number(v['adults'])) ||
      !['Check-Out', 'Canceled', 'No-Show'].includes(v['reservation_status']!)
    )
      continue;
    const h = out.get(v['hotel']!) ?? {
      bookings: 0,
      cancelled: 0,
      noShows: 0,
      nights: 0,
      revenue: 0,
      children: 0,
      dayUse: 0,
      market: {},
      channel: {},
      country: {},
    };
    out.set(v['hotel']!, h);
    h.bookings += 1;
    if (v['reservation_status'] === 'Canceled') h.cancelled += 1;
    if (v['reservation_status'] === 'No-Show') h.noShows += 1;
    if (v['reservation_status'] === 'Check-Out') {
      const nights = Number(v['stays_in_weekend_nights']) + Number(v['stays_in_week_nights']);
      h.nights += nights;
      if (nights === 0) h.dayUse += 1;
      h.revenue += Math.max(0, Math.round(Number(v['adr']) * 100)) * nights;
    }
    if (Number(v['children']) > 0 || Number(v['babies']) > 0) h.children += 1;
    const inc = (m: Record<string, number>, k: string) => (m[k] = (m[k] ?? 0) + 1);
    inc(h.market, v['market_segment']!);
    inc(h.channel, v['distribution_channel']!);
    inc(h.country, ALPHA2[v['country']!] ?? `?${v['country']}`);
  }
  return out;
}
