/**
 * The tape chart's stays as text, one line each, fields separated by tabs:
 * id, arrival, departure, status, room id (0: no room yet), room type id, number, guest name.
 * The name comes last, so it may hold tabs; a line break in it, and a tab or line break in the
 * number, are written as spaces (as HTML shows them). The database writes this text and the
 * server and the browser read it: ~2,400 stays cost one string to move, not 2,400 objects.
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

/** Reads every line of `text` ('' or null: none) into what `make` builds of it. */
export function readStayLines<T>(text: string | null | undefined, make: (s: StayLine) => T): T[] {
  const out: T[] = [];
  if (!text) return out;
  for (const line of text.split('\n')) {
    const f = line.split('\t', 7);
    // The name: what follows the seventh tab.
    let at = -1;
    for (let i = 0; i < 7; i++) at = line.indexOf('\t', at + 1);
    out.push(make({
      id: Number(f[0]), checkin: f[1]!, checkout: f[2]!, status: Number(f[3]), roomId: Number(f[4]) || null, roomTypeId: Number(f[5]), number: f[6]!, guestName: line.slice(at + 1),
    }));
  }
  return out;
}

/** The text of some stays, as the database writes it (tests and fixtures). */
export function writeStayLines(stays: readonly StayLine[]): string {
  const flat = (s: string) => s.replace(/[\t\n]/g, ' ');
  return stays.map((s) => [s.id, s.checkin, s.checkout, s.status, s.roomId ?? 0, s.roomTypeId, flat(s.number), s.guestName.replace(/\n/g, ' ')].join('\t')).join('\n');
}
