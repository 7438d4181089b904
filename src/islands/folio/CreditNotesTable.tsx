import { formatDay } from '../../lib/format.ts';
import type { TFolioInvoiceDto } from '../../lib/domain/folio-dto.ts';
import type { FolioT } from './folio-i18n.ts';

/**
 * The order's credit notes as folio movements (they lower the balance: charges − payments −
 * credit notes); nothing when there is none.
 */
export function CreditNotesTable(props: { t: FolioT; money: (m: number) => string; intl: string; invoices: TFolioInvoiceDto[] }) {
  const { t, money, intl } = props;
  const creditNotes = props.invoices.filter((d) => d.kind === 'credit_note');
  if (creditNotes.length === 0) return null;
  return (
    <>
      <h3>{t('folio.creditNotes')}</h3>
      <table className="admin-table" aria-label={t('folio.creditNotes')}>
        <thead>
          <tr>
            <th>{t('folio.day')}</th>
            <th>{t('folio.description')}</th>
            <th>{t('folio.field.folio')}</th>
            <th className="num">{t('folio.amount')}</th>
          </tr>
        </thead>
        <tbody>
          {creditNotes.map((d) => (
            <tr key={d.invoiceId}>
              <td>{formatDay(d.day, intl)}</td>
              <td>
                {t('folio.creditNoteLine', { number: d.number, invoice: d.creditedInvoice?.number ?? '' })}
                {d.reason ? ` · ${d.reason}` : ''}
              </td>
              <td>{d.folioNo ?? 1}</td>
              <td className="num">{money(-d.totalMinor)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
