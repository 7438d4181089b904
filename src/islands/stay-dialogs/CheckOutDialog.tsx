import { useEffect, useRef, useState } from 'react';
import type { TCheckOutPreviewDto } from '../../lib/domain/stay-dto.ts';
import type { TWalletDto } from '../../lib/domain/wallets-dto.ts';
import { apiJson } from '../../lib/api-client.ts';
import { ApiError } from '../../lib/api-error.ts';
import { errorText } from '../../lib/i18n/error-text.ts';
import { formatDay, formatMoney } from '../../lib/format.ts';
import { ConfirmBox } from '../ui/ConfirmBox.tsx';
import type { StayDialogProps } from './types.ts';
import { useLoad } from './use-load.ts';

/**
 * The stay's open RFID wallets, which the check-out closes. Staff without the wallets' roles (the
 * night auditor) are refused the list (403): for them there is none to state, and the card of a
 * stay that has left pays nothing anyway.
 */
function useStayWallets(reservationId: number, fail: (message: string) => void): TWalletDto[] | null {
  const [wallets, setWallets] = useState<TWalletDto[] | null>(null);
  // The latest refusal handler, without reading the wallets again when the parent renders anew.
  const failRef = useRef(fail);
  failRef.current = fail;
  useEffect(() => {
    let live = true;
    apiJson<TWalletDto[]>('crm', `/rfid-wallets/stay/${reservationId}`).then(
      (w) => live && setWallets(w),
      (err: unknown) => {
        if (!live) return;
        if (err instanceof ApiError && err.status === 403) setWallets([]);
        else failRef.current(errorText(err, document.documentElement.lang));
      },
    );
    return () => {
      live = false;
    };
  }, [reservationId]);
  return wallets;
}

/**
 * The check-out confirmation: what the check-out does, read from the API first (GET
 * /reservations/:id/checkout): an early departure and what the hotel's rule makes of the nights
 * not slept, or a late one, and the stay's RFID wallets it closes, stated before the clerk says yes.
 */
export function CheckOutDialog(p: StayDialogProps & { currency: string }) {
  const { t, stay, locale } = p;
  const preview = useLoad<TCheckOutPreviewDto>('pms', `/reservations/${stay.id}/checkout`, p.fail);
  const wallets = useStayWallets(stay.id, p.fail);
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
  for (const w of wallets ?? [])
    lines.push(
      t('stayDialogs.checkOut.wallet', {
        tag: w.rfidKey,
        spent: formatMoney(w.spentMinor, w.currency, locale),
        left: formatMoney(w.remainingMinor, w.currency, locale),
      }),
    );
  return (
    <ConfirmBox
      t={t}
      text={lines.join(' ')}
      busy={p.busy || ((preview === null || wallets === null) && p.error === null)}
      error={p.error}
      onAnswer={(yes) =>
        yes
          ? p.submit({
              method: 'POST',
              path: `/reservations/${stay.id}/checkout`,
              done: t('stayDialogs.done.checkOut', { number: stay.number }),
              then: (wallets ?? []).map((w) => ({ service: 'crm', method: 'POST', path: `/rfid-wallets/disable?rfidKey=${encodeURIComponent(w.rfidKey)}` })),
            })
          : p.onClose()
      }
    />
  );
}
