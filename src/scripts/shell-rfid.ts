/**
 * A hotel-card RFID reader types the tag then Enter, like a keyboard. Keys typed outside form
 * fields accumulate; on Enter the tag is looked up and the reservation opened. The buffer is
 * cleared after each lookup, found or not. Listens only on pages that carry [data-rfid-listener].
 */
import type { TReservationHitDto } from '../lib/domain/reservations-dto.ts';
import { apiJson } from '../lib/api-client.ts';
import { normaliseRfidTag, rfidCharOf, scanTarget } from '../lib/domain/rfid-key.ts';

function isTypingTarget(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  if (!el || !el.tagName) return false;
  return ['INPUT', 'TEXTAREA', 'SELECT'].includes(el.tagName) || el.isContentEditable || el.tagName.startsWith('WA-INPUT') || el.tagName === 'WA-TEXTAREA';
}

let buffer = '';
document.addEventListener('keydown', (e) => {
  if (!document.querySelector('[data-rfid-listener]')) return;
  if (e.ctrlKey || e.metaKey || e.altKey || isTypingTarget(e.target)) return;
  if (e.key !== 'Enter') {
    buffer += rfidCharOf(e.key);
    return;
  }
  const tag = normaliseRfidTag(buffer);
  buffer = '';
  if (!tag) return;
  apiJson<TReservationHitDto>('pms', `/reservations/bytag/${encodeURIComponent(tag)}`)
    .then((hit) => window.location.assign(scanTarget(hit, window.location.pathname)))
    .catch((err: unknown) => console.error(`Reservation lookup by tag ${tag} failed:`, (err as Error).message));
});
