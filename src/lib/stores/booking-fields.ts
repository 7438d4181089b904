import { daysBetween } from '../domain/days.ts';
import { MAX_ADULTS, MAX_NIGHTS, MAX_ROOMS } from './booking-draft.ts';

/**
 * Why a value typed in the New Reservation form cannot be taken (a message key and its values),
 * or null when it can. The form shows the reason beside the field and keeps what was typed; the
 * draft only ever receives values that pass.
 */
export interface FieldRefusal {
  key: 'booking.field.day' | 'booking.field.past' | 'booking.field.afterCheckin' | 'booking.field.range';
  vars?: Record<string, string | number>;
}

const isDay = (s: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(s) && !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s);

export function refuseCheckin(day: string, today: string): FieldRefusal | null {
  if (!isDay(day)) return { key: 'booking.field.day' };
  if (today && day < today) return { key: 'booking.field.past', vars: { today } };
  return null;
}

export function refuseCheckout(day: string, checkin: string): FieldRefusal | null {
  if (!isDay(day)) return { key: 'booking.field.day' };
  const nights = daysBetween(checkin, day);
  if (nights < 1) return { key: 'booking.field.afterCheckin' };
  if (nights > MAX_NIGHTS) return { key: 'booking.field.range', vars: { min: 1, max: MAX_NIGHTS } };
  return null;
}

const whole = (text: string, min: number, max: number): FieldRefusal | null =>
  /^\d+$/.test(text.trim()) && Number(text) >= min && Number(text) <= max ? null : { key: 'booking.field.range', vars: { min, max } };

export const refuseNights = (text: string) => whole(text, 1, MAX_NIGHTS);
export const refuseAdults = (text: string) => whole(text, 1, MAX_ADULTS);
export const refuseRooms = (text: string) => whole(text, 1, MAX_ROOMS);
