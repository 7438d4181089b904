import { ApiError } from '../../lib/api-error.ts';
import { formatDay } from '../../lib/format.ts';
import type { StayDialogKey, StayTranslate } from './stay-dialogs-i18n.ts';

/** The API's refusal keys the stay dialogs say in the clerk's language (the API's English sentence otherwise). */
const REFUSALS: Record<string, StayDialogKey> = {
  roomOccupied: 'stayDialogs.refusal.roomOccupied',
  roomOccupiedNow: 'stayDialogs.refusal.roomOccupiedNow',
};

/** What a stay dialog shows for a failed call: the refusal in the clerk's language when the API keyed it. */
export function refusalText(err: unknown, t: StayTranslate, locale: string): string {
  const key = err instanceof ApiError && err.key !== undefined ? REFUSALS[err.key] : undefined;
  if (!key || !(err instanceof ApiError)) return (err as Error).message;
  const params = { ...err.params };
  if (typeof params['checkout'] === 'string') params['checkout'] = formatDay(params['checkout'], locale);
  return t(key, params);
}
