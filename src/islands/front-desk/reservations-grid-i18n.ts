import type { reservationsEn } from '../../lib/i18n/reservations.en.ts';

export type ReservationsKey = keyof typeof reservationsEn;
export type ReservationsMessages = Partial<Record<ReservationsKey, string>>;

/** Labels arrive as props from the server render: no dictionary in the island's bundle. */
export function translator(messages: ReservationsMessages) {
  return (key: ReservationsKey, vars?: Record<string, string | number>): string => {
    const text = messages[key] ?? key;
    return vars ? text.replace(/\{(\w+)\}/g, (whole, name: string) => (vars[name] === undefined ? whole : String(vars[name]))) : text;
  };
}
