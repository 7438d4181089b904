import type { TCheckOutPreviewDto } from '../../lib/domain/stay-dto.ts';
import { formatDay, formatMoney } from '../../lib/format.ts';
import { ConfirmBox } from '../ui/ConfirmBox.tsx';
import type { StayDialogProps } from './types.ts';
import { useLoad } from './use-load.ts';

/**
 * The check-out confirmation: what the check-out does, read from the API first (GET
 * /reservations/:id/checkout): an early departure and what the hotel's rule makes of the nights
 * not slept, or a late one, stated before the clerk says yes.
 */
export function CheckOutDialog(p: StayDialogProps & { currency: string }) {
  const { t, stay, locale } = p;
  const preview = useLoad<TCheckOutPreviewDto>('pms', `/reservations/${stay.id}/checkout`, p.fail);
  const lines = [t('stayDialogs.confirm.checkOut', { number: stay.number, guest: stay.guestName, room: stay.room?.name ?? '—' })];
  if (preview?.timing === 'early') {
    lines.push(t('stayDialogs.checkOut.early', { booked: formatDay(preview.bookedCheckout, locale), today: formatDay(preview.today, locale) }));
    const count = preview.unusedNights.length;
    lines.push(
      preview.rule === 'charge'
        ? t('stayDialogs.checkOut.charged', { count, amount: formatMoney(preview.chargedMinor, p.currency, locale) })
        : t('stayDialogs.checkOut.dropped', { count, amount: formatMoney(preview.unusedMinor, p.currency, locale) }),
    );
  } else if (preview?.timing === 'late') {
    lines.push(t('stayDialogs.checkOut.late', { booked: formatDay(preview.bookedCheckout, locale), today: formatDay(preview.today, locale) }));
  }
  return (
    <ConfirmBox
      t={t}
      text={lines.join(' ')}
      busy={p.busy || (preview === null && p.error === null)}
      error={p.error}
      onAnswer={(yes) =>
        yes
          ? p.submit({ method: 'POST', path: `/reservations/${stay.id}/checkout`, done: t('stayDialogs.done.checkOut', { number: stay.number }) })
          : p.onClose()
      }
    />
  );
}
