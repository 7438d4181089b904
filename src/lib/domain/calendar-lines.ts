import { addDays, daysBetween } from './days.ts';

/**
 * The tape chart's stays as text, one line each, fields separated by tabs:
 * id, arrival (days after the window's first day, negative before it), nights, status, room id
 * (0: no room yet), room type id, number, guest name.
 * The name comes last, so it may hold tabs; a line break in it, and a tab or line break in the
 * number, are written as spaces (as HTML shows them). The database writes this text and the
 * server and the browser read it: ~2,400 stays cost one string to move, not 2,400 objects.
 * Days as small numbers, not dates: at 2,400 stays the text is a quarter shorter, and every byte
 * of it is compressed and sent with the page.
 */
export interface StayLine {
  id: number;
  checkin: string;
  checkout: string;
  status: number;
  roomId: number | null;
  roomTypeId: number;
  number: string;
  guestName: string;
}

/** Reads every line of `text` ('' or null: none), whose days count from `from`, into what `make` builds of it. */
export function readStayLines<T>(text: string | null | undefined, from: string, make: (s: StayLine) => T): T[] {
  const out: T[] = [];
  if (!text) return out;
  // A window's stays start and end on a few dozen distinct days: each is written once.
  const days = new Map<number, string>();
  const day = (n: number): string => {
    let d = days.get(n);
    if (d === undefined) days.set(n, (d = addDays(from, n)));
    return d;
  };
  for (const line of text.split('\n')) {
    const f = line.split('\t', 7);
    // The name: what follows the seventh tab.
    let at = -1;
    for (let i = 0; i < 7; i++) at = line.indexOf('\t', at + 1);
    const arrival = Number(f[1]);
    out.push(
      make({
        id: Number(f[0]),
        checkin: day(arrival),
        checkout: day(arrival + Number(f[2])),
        status: Number(f[3]),
        roomId: Number(f[4]) || null,
        roomTypeId: Number(f[5]),
        number: f[6]!,
        guestName: line.slice(at + 1),
      }),
    );
  }
  return out;
}

/** The text of some stays, as the database writes it for a window starting on `from` (tests and fixtures). */
export function writeStayLines(stays: readonly StayLine[], from: string): string {
  const flat = (s: string) => s.replace(/[\t\n]/g, ' ');
  return stays
    .map((s) =>
      [
        s.id,
        daysBetween(from, s.checkin),
        daysBetween(s.checkin, s.checkout),
        s.status,
        s.roomId ?? 0,
        s.roomTypeId,
        flat(s.number),
        s.guestName.replace(/\n/g, ' '),
      ].join('\t'),
    )
    .join('\n');
}
