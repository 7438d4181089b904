import ICAL from 'ical.js';

export interface IcsEvent {
  uid: string;
  checkin: string;
  checkout: string;
  summary: string;
}

const day = (t: ICAL.Time): string => `${String(t.year).padStart(4, '0')}-${String(t.month).padStart(2, '0')}-${String(t.day).padStart(2, '0')}`;

/**
 * The events of an ICS text (read by ical.js) as blocked nights: [DTSTART's date, DTEND's date);
 * an event without an end, or ending on its start day, blocks its one night. Cancelled events and
 * events without a UID are left out. Throws on a text that is not iCalendar.
 */
export function readIcsEvents(text: string): IcsEvent[] {
  const root = new ICAL.Component(ICAL.parse(text));
  const out: IcsEvent[] = [];
  for (const v of root.getAllSubcomponents('vevent')) {
    const status = v.getFirstPropertyValue('status');
    if (typeof status === 'string' && status.toUpperCase() === 'CANCELLED') continue;
    const e = new ICAL.Event(v);
    if (!e.uid || !e.startDate) continue;
    const checkin = day(e.startDate);
    const end = e.endDate ? day(e.endDate) : checkin;
    const checkout = end > checkin ? end : nextDay(checkin);
    out.push({ uid: e.uid, checkin, checkout, summary: e.summary ?? '' });
  }
  return out;
}

function nextDay(d: string): string {
  const t = new Date(`${d}T00:00:00Z`);
  t.setUTCDate(t.getUTCDate() + 1);
  return t.toISOString().slice(0, 10);
}
