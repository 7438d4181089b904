import { atom } from 'nanostores';
import type { TBookedReservationDto, THoldDto, TQuoteResponse } from '../domain/booking-dto.ts';
import { $booking, $bookingMode, dropHold, holdIsLive, recordBooked, setHold, setQuote } from './booking-draft.ts';
import { bookingProblems, bookingWithoutHold, holdRequest, quoteQuery, reservationRequests, type Problem } from './booking-draft-requests.ts';
import { failureKind, failureMessage, pushToast, reportFailure } from './toasts.ts';

/** The calls the flow makes: api-client's apiJson / postJson in the browser, fakes in tests. */
export interface BookingApi {
  get<T>(service: 'pms' | 'crm', path: string): Promise<T>;
  post<T>(service: 'pms' | 'crm', path: string, body: unknown): Promise<T>;
}

/** What the toasts say, in the screen's language. */
export interface BookingTexts {
  booked: (number: string) => string;
  open: string;
  holdExpired: string;
  partlyBooked: (done: number, of: number) => string;
  /** A booking's refusal the screen says in its language (a rate plan rule with its value); null for the API's own message. */
  refusal?: (err: unknown) => string | null;
}

export type BookingStep = 'quote' | 'hold' | 'confirm' | 'release' | null;
/** The call under way (buttons wait for it); never stored. */
export const $bookingBusy = atom<BookingStep>(null);

const query = (q: Record<string, string>) => new URLSearchParams(q).toString();
const statusOf = (err: unknown) => (err as { status?: number }).status;

async function step<T>(name: Exclude<BookingStep, null>, run: () => Promise<T>): Promise<T | undefined> {
  if ($bookingBusy.get()) return undefined;
  $bookingBusy.set(name);
  try {
    return await run();
  } finally {
    $bookingBusy.set(null);
  }
}

/** Search: the quote of every room type for the stay (sold-out ones too, greyed). */
export async function runQuote(api: BookingApi): Promise<boolean> {
  const ok = await step('quote', async () => {
    try {
      setQuote(await api.get<TQuoteResponse>('pms', `/quotes?${query(quoteQuery($booking.get(), $bookingMode.get()))}`));
      return true;
    } catch (err) {
      reportFailure('PMS', 'quote', err);
      return false;
    }
  });
  return ok ?? false;
}

/** Holds the chosen rooms' inventory; answers what is still missing when it cannot. */
export async function holdDraft(api: BookingApi): Promise<Problem[]> {
  const problems = bookingProblems($booking.get(), $bookingMode.get());
  const body = holdRequest($booking.get());
  if (problems.length || !body || bookingWithoutHold($booking.get())) return problems;
  await step('hold', async () => {
    try {
      setHold(await api.post<THoldDto>('pms', '/holds', body));
    } catch (err) {
      reportFailure('PMS', 'hold', err);
    }
  });
  return [];
}

/** The clerk lets the held rooms go. */
export async function releaseHold(api: BookingApi): Promise<void> {
  const hold = $booking.get().hold;
  if (!hold) return;
  await step('release', async () => {
    try {
      await api.post('pms', `/holds/${hold.holdId}/cancel`, {});
    } catch (err) {
      // Already expired or consumed: there is nothing left to release.
      if (statusOf(err) !== 409 && statusOf(err) !== 404) {
        reportFailure('PMS', 'hold cancel', err);
        return;
      }
    }
    dropHold(true);
  });
}

/** The countdown reached zero: the units went back to sale. */
export function expireHold(now: number, texts: Pick<BookingTexts, 'holdExpired'>): void {
  const s = $booking.get();
  if (!s.hold || holdIsLive(s, now)) return;
  dropHold(false);
  pushToast(texts.holdExpired, { variant: 'warning' });
}

/**
 * Confirm: the hold is confirmed (its units no longer expire), then one reservation per room is
 * booked with it. A new client is created by the first booking and reused by the others. If a
 * booking fails, what was booked stays booked and the rest of the hold is released.
 */
export async function confirmDraft(api: BookingApi, texts: BookingTexts): Promise<TBookedReservationDto[]> {
  const hold = $booking.get().hold;
  if (!hold || !$booking.get().quote) return [];
  const done = await step('confirm', async () => {
    try {
      await api.post<THoldDto>('pms', `/holds/${hold.holdId}/confirm`, {});
    } catch (err) {
      reportFailure('PMS', 'hold confirm', err);
      if (statusOf(err) === 409) {
        dropHold(false);
        pushToast(texts.holdExpired, { variant: 'warning' });
      }
      return [];
    }
    return bookRooms(api, texts, hold);
  });
  return done ?? [];
}

/** A forced booking beyond the units left: no hold to take, straight to the bookings. */
export async function bookForced(api: BookingApi, texts: BookingTexts): Promise<Problem[]> {
  const s = $booking.get();
  const problems = bookingProblems(s, $bookingMode.get());
  if (problems.length || !bookingWithoutHold(s) || s.hold) return problems;
  await step('confirm', () => bookRooms(api, texts, null));
  return [];
}

/** The spec's log line, and the clerk told what happened: in their language when the screen knows the refusal. */
function reportBookingFailure(err: unknown, texts: BookingTexts): void {
  const said = texts.refusal?.(err) ?? null;
  if (said === null) return reportFailure('PMS', 'reservation', err);
  console.error(failureMessage('PMS', 'reservation', err instanceof Error ? err.message : String(err)));
  pushToast(said, { variant: 'danger', delay: 8000, failure: { kind: failureKind(err), detail: said } });
}

async function bookRooms(api: BookingApi, texts: BookingTexts, hold: THoldDto | null): Promise<TBookedReservationDto[]> {
  const s = $booking.get();
  const currency = s.quote?.currency ?? '';
  const requests = reservationRequests(s, $bookingMode.get());
  const done: TBookedReservationDto[] = [];
  for (const body of requests) {
    const first = done[0];
    const next = first && body.client && !$bookingMode.get().partner ? { ...body, client: undefined, customerId: first.customerId } : body;
    try {
      done.push(await api.post<TBookedReservationDto>('pms', '/reservations', next));
    } catch (err) {
      reportBookingFailure(err, texts);
      break;
    }
  }
  if (done.length < requests.length) {
    if (hold) await api.post('pms', `/holds/${hold.holdId}/cancel`, {}).catch(() => undefined);
    if (done.length) pushToast(texts.partlyBooked(done.length, requests.length), { variant: 'warning', delay: 0 });
  }
  if (done.length) {
    recordBooked(done, currency);
    for (const r of done)
      pushToast(texts.booked(r.number), { variant: 'success', delay: 10_000, link: { href: `/front-desk/details?id=${r.id}`, label: texts.open } });
  } else if (hold) {
    dropHold(true);
  }
  return done;
}
