/**
 * The shell's words on the client, without a framework: the server hands each shell part its slice
 * of the dictionary (messagesFor) in a data-messages attribute, and these helpers word what only the
 * browser knows (search hits, the connection speed, a toast's failure).
 */
import type { TReservationHitDto } from '../lib/domain/reservations-dto.ts';
import { formatMbps, type SpeedLevel } from '../lib/domain/connection-speed.ts';
import { interpolate, type Vars } from '../lib/i18n/interpolate.ts';
import type { Toast } from '../lib/stores/toasts.ts';

export type Translate = (key: string, vars?: Vars & { defaultValue?: string }) => string;

/** The same '{name}' placeholders as the server's t(); a missing key answers its default, else itself. */
export function translator(messages: Readonly<Record<string, string | undefined>>): Translate {
  return (key, vars) => {
    const text = messages[key];
    return text === undefined ? (vars?.defaultValue ?? key) : interpolate(text, vars);
  };
}

/** Reads the dictionary slice the server rendered into an element's data-messages (empty when absent or broken). */
export function messagesOf(el: HTMLElement | null): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(el?.dataset['messages'] ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, string>) : {};
  } catch {
    return {};
  }
}

/** 'YYYY-MM-DD' as dd/mm/yyyy. */
export const dmy = (day: string) => day.split('-').reverse().join('/');

/** A search hit's second line: number · arrival → departure · room · status. */
export function hitMeta(hit: Pick<TReservationHitDto, 'number' | 'checkin' | 'checkout' | 'roomName' | 'status'>, t: Translate): string {
  return `${hit.number} · ${dmy(hit.checkin)} → ${dmy(hit.checkout)}${hit.roomName ? ` · ${hit.roomName}` : ''} · ${t(`shell.status.${hit.status}`, { defaultValue: String(hit.status) })}`;
}

/** The option the arrow keys move to among `count` hits (-1 when there are none). */
export function moveActive(active: number, count: number, key: 'ArrowDown' | 'ArrowUp'): number {
  if (count === 0) return -1;
  return key === 'ArrowDown' ? Math.min(active + 1, count - 1) : Math.max(active - 1, 0);
}

export type SpeedReading = { state: 'measuring' } | { state: 'offline' } | { state: 'measured'; mbps: number; level: SpeedLevel };

/** The speed's words ('Speed: 42.00 Mbps (Good)') for the title, the status and the account menu. */
export function speedText(reading: SpeedReading, t: Translate): string {
  if (reading.state === 'measuring') return t('shell.speed.measuring');
  if (reading.state === 'offline') return t('shell.speed.offline');
  return t(`shell.speed.${reading.level}`, { mbps: formatMbps(reading.mbps) });
}

/** A toast's text: a failed call is told by its kind in the clerk's language, else the message as given. */
export function toastText(toast: Pick<Toast, 'message' | 'failure'>, t: Translate): string {
  return toast.failure ? t(`shell.toast.failed.${toast.failure.kind}`, { detail: toast.failure.detail.replace(/\.?$/, '.') }) : toast.message;
}

/** Business date shown in the header: the day after the last closed day, else the calendar day; red when it is not today. */
export function businessDateView(closedNext: string, today: string): { day: string; isToday: boolean } {
  const day = closedNext || today;
  return { day, isToday: day === today };
}
