import { formatDay } from '../../lib/format.ts';
import type { TPaymentDto } from '../../lib/domain/folio-dto.ts';
import type { FolioKey, FolioT } from './folio-i18n.ts';

/** The order's payments, in the currency paid (with its rate when foreign) and in the hotel's. */
export function PaymentsTable(props: { t: FolioT; money: (m: number, currency?: string) => string; intl: string; cur: string; payments: TPaymentDto[] }) {
  const { t, money, intl, cur } = props;
  return (
    <>
      <h3>{t('folio.payments')}</h3>
      {props.payments.length === 0 ? (
        <p>{t('folio.noPayments')}</p>
      ) : (
        <table className="admin-table" aria-label={t('folio.payments')}>
          <thead>
            <tr>
              <th>{t('folio.day')}</th>
              <th>{t('folio.field.method')}</th>
              <th>{t('folio.field.folio')}</th>
              <th className="num">{t('folio.amount')}</th>
              <th className="num">{cur}</th>
              <th>{t('folio.field.reference')}</th>
            </tr>
          </thead>
          <tbody>
            {props.payments.map((p) => (
              <tr key={p.paymentId}>
                <td>{formatDay(p.day, intl)}</td>
                <td>{t(`cash.method.${p.method}` as FolioKey)}</td>
                <td>{p.folioNo}</td>
                <td className="num">
                  {money(p.amountMinor, p.currency)}
                  {p.currency !== cur ? ` (${t('folio.rate', { rate: p.rate })})` : ''}
                </td>
                <td className="num">{money(p.hotelAmountMinor)}</td>
                <td>{p.reference}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}
