import { getText } from '../../backend.ts';
import { addDays, dayInZone } from '../../../domain/days.ts';

const businessDates = new WeakMap<App.Locals, Map<number, Promise<string>>>();

/**
 * The hotel's business date as YYYY-MM-DD: the day after its last closed day, else (before the
 * first closing) the hotel's calendar day — the rule of src/backend/core/business-day.ts. Asked
 * once per request: the header and the page both show it. On failure (logged) the calendar day.
 */
export function loadBusinessDate(locals: App.Locals, groupId: number): Promise<string> {
  if (!groupId) return Promise.resolve(calendarDayOf(locals));
  let byGroup = businessDates.get(locals);
  if (!byGroup) businessDates.set(locals, (byGroup = new Map()));
  let date = byGroup.get(groupId);
  if (!date) byGroup.set(groupId, (date = fetchBusinessDate(locals, groupId)));
  return date;
}

const calendarDayOf = (locals: App.Locals): string => dayInZone(new Date(), locals.user?.groupTimezone ?? 'UTC');

async function fetchBusinessDate(locals: App.Locals, groupId: number): Promise<string> {
  try {
    const text = (await getText(locals, 'crm', `/closing/date?group=${groupId}`)).trim();
    return /^\d{4}-\d{2}-\d{2}$/.test(text) ? addDays(text, 1) : calendarDayOf(locals);
  } catch (err) {
    console.error('Error fetching date closed', (err as Error).message);
    return calendarDayOf(locals);
  }
}
