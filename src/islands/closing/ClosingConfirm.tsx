import { useState } from 'react';
import { Modal } from '../ui/Modal.tsx';
import { formatMoney } from '../../lib/format.ts';
import type { TClosingPreviewDto } from '../../lib/domain/closing-dto.ts';
import { translator, type Messages } from '../../lib/i18n/translator.ts';
import type { closingEn } from '../../lib/i18n/closing.en.ts';

type Key = keyof typeof closingEn;
type Preview = Extract<TClosingPreviewDto, { closed: false }>;

const dmy = (d: string) => d.split('-').reverse().join('/');
/** '2026-03-11 00:00' as '11/03/2026 00:00'. */
const localStamp = (s: string) => `${dmy(s.slice(0, 10))} ${s.slice(11)}`;

/**
 * The night auditor's confirmation of a closing: what it will do (no-shows and their charges,
 * nights and city tax posted, folios left open, departures not checked out, the exchange desk),
 * whether it is early, then a form that posts the very day confirmed (the API refuses it if the
 * business date moved meanwhile). Data from the server render (GET /closing/preview).
 */
export function ClosingConfirm(props: { preview: Preview; currency: string; action: string; locale: 'en' | 'fr'; messages: Messages<Key> }) {
  const t = translator(props.messages, props.locale);
  const [open, setOpen] = useState(false);
  const p = props.preview;
  const day = dmy(p.day);
  const m = (v: number) => formatMoney(v, props.currency, props.locale);
  const refusedEarly = p.early && !p.earlyAllowed;
  return (
    <>
      <button type="button" className="admin-btn admin-btn--primary" onClick={() => setOpen(true)}>
        {t('closing.confirm.open', { day })}
      </button>
      {open && (
        <Modal
          title={t('closing.confirm.title', { day })}
          closeLabel={t('closing.confirm.cancel')}
          onClose={() => setOpen(false)}
          wide
          footer={
            <>
              <button type="submit" form="closing-confirm-form" className="admin-btn admin-btn--primary" disabled={!p.canClose}>
                {t('closing.confirm.submit', { day })}
              </button>
              <button type="button" className="admin-btn" onClick={() => setOpen(false)}>
                {t('closing.confirm.cancel')}
              </button>
            </>
          }
        >
          <form id="closing-confirm-form" method="post" action={props.action}>
            <input type="hidden" name="action" value="apply" />
            <input type="hidden" name="day" value={p.day} />
          </form>
          {p.early && (
            <div role={refusedEarly ? 'alert' : 'note'} className={refusedEarly ? 'admin-error' : 'panel'} data-testid="closing-early">
              <p>{t('closing.confirm.early', { opensAt: localStamp(p.opensAtLocal) })}</p>
              <p>{refusedEarly ? t('closing.confirm.earlyRefused') : t('closing.confirm.earlyAllowed')}</p>
            </div>
          )}
          <p>{t('closing.confirm.intro', { day })}</p>
          <ul data-testid="closing-effects">
            <li>{t('closing.confirm.noShows', { n: p.noShows.count, amount: m(p.noShows.feesMinor) })}</li>
            <li>{t('closing.confirm.nights', { n: p.nights.count, amount: m(p.nights.amountMinor) })}</li>
            <li>{t('closing.confirm.cityTax', { n: p.cityTax.count, amount: m(p.cityTax.amountMinor) })}</li>
            <li>{t('closing.confirm.openFolios', { n: p.openFolios.count, amount: m(p.openFolios.balanceMinor) })}</li>
            <li>{t('closing.confirm.departures', { n: p.departuresNotCheckedOut.length })}</li>
            <li>{t('closing.confirm.exchange', { amount: m(p.exchange.paidMinor) })}</li>
          </ul>
          {p.noShows.count > 0 && (
            <table className="admin-grid" aria-label={t('closing.confirm.noShowList')}>
              <thead>
                <tr>
                  <th>{t('closing.col.number')}</th>
                  <th>{t('closing.col.guest')}</th>
                  <th>{t('closing.col.checkin')}</th>
                  <th>{t('closing.col.fee')}</th>
                </tr>
              </thead>
              <tbody>
                {p.noShows.stays.map((n) => (
                  <tr key={n.reservationId}>
                    <td>{n.number}</td>
                    <td>{n.guestName}</td>
                    <td>{dmy(n.checkin)}</td>
                    <td>{m(n.feeMinor)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </Modal>
      )}
    </>
  );
}
