import { describe, expect, it } from 'vitest';
import { en } from '../lib/i18n/en.ts';
import { fr } from '../lib/i18n/fr.ts';
import { businessDateView, hitMeta, moveActive, speedText, toastText, translator } from './shell-text.ts';

const t = translator(en as Record<string, string>);
const tFr = translator(fr as Record<string, string>);

describe('shell words on the client', () => {
  it('translates with placeholders, answering the default or the key when a word is missing', () => {
    expect(t('shell.user.service', { name: 'Spa' })).toBe('Service: Spa');
    expect(t('shell.status.99', { defaultValue: '99' })).toBe('99');
    expect(t('no.such.key')).toBe('no.such.key');
  });

  it('words a search hit: number, dates as dd/mm/yyyy, room when there is one, status in the language', () => {
    const hit = { number: 'R-12', checkin: '2025-03-04', checkout: '2025-03-06', roomName: '101', status: 2 };
    expect(hitMeta(hit, t)).toBe('R-12 · 04/03/2025 → 06/03/2025 · 101 · In house');
    expect(hitMeta({ ...hit, roomName: null, status: 0 }, t)).toBe('R-12 · 04/03/2025 → 06/03/2025 · Expected');
    expect(hitMeta({ ...hit, status: 42 }, t)).toBe('R-12 · 04/03/2025 → 06/03/2025 · 101 · 42');
  });

  it('moves the active hit within the list, and nowhere when there is none', () => {
    expect(moveActive(-1, 3, 'ArrowDown')).toBe(0);
    expect(moveActive(2, 3, 'ArrowDown')).toBe(2);
    expect(moveActive(0, 3, 'ArrowUp')).toBe(0);
    expect(moveActive(2, 3, 'ArrowUp')).toBe(1);
    expect(moveActive(0, 0, 'ArrowDown')).toBe(-1);
  });

  it('words the connection speed by its state and level', () => {
    expect(speedText({ state: 'measuring' }, t)).toBe(en['shell.speed.measuring']);
    expect(speedText({ state: 'offline' }, t)).toBe('Speed: no connection (Poor)');
    expect(speedText({ state: 'measured', mbps: 42, level: 'good' }, t)).toBe('Speed: 42.00 Mbps (Good)');
    expect(speedText({ state: 'measured', mbps: 12.345, level: 'moderate' }, t)).toBe('Speed: 12.35 Mbps (Moderate)');
  });

  it("tells a failed call by its kind in the clerk's language, other toasts as given", () => {
    expect(toastText({ message: 'Saved.' }, t)).toBe('Saved.');
    expect(toastText({ message: 'x', failure: { kind: 'conflict', detail: 'Room 12 is taken' } }, t)).toBe(
      'Room 12 is taken. Reload the page to see the latest state, then try again.',
    );
    expect(toastText({ message: 'x', failure: { kind: 'conflict', detail: 'Room 12 is taken.' } }, tFr)).toBe(
      `Room 12 is taken. ${fr['shell.toast.failed.conflict'].replace('{detail} ', '')}`,
    );
  });

  it('shows the business date, the calendar day before the first closing, late when it is not today', () => {
    expect(businessDateView('2025-03-04', '2025-03-04')).toEqual({ day: '2025-03-04', isToday: true });
    expect(businessDateView('2025-03-03', '2025-03-04')).toEqual({ day: '2025-03-03', isToday: false });
    expect(businessDateView('', '2025-03-04')).toEqual({ day: '2025-03-04', isToday: true });
  });
});
