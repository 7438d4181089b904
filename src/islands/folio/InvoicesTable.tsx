import type { TFolioInvoiceDto } from '../../lib/domain/folio-dto.ts';
import type { FolioKey, FolioT } from './folio-i18n.ts';

/** The order's invoices and credit notes, each with its PDF; an invoice not wholly credited offers a credit note. */
export function InvoicesTable(props: { t: FolioT; money: (m: number) => string; invoices: TFolioInvoiceDto[]; onCredit: (invoiceId: number) => void }) {
  const { t, money } = props;
  if (props.invoices.length === 0) return null;
  return (
    <>
      <h3>{t('folio.invoices')}</h3>
      <table className="admin-table" aria-label={t('folio.invoices')}>
        <thead>
          <tr>
            <th>{t('invoices.number')}</th>
            <th>{t('invoices.kind')}</th>
            <th className="num">{t('invoices.total')}</th>
            <th className="num">{t('invoices.credited')}</th>
            <th />
          </tr>
        </thead>
        <tbody>
          {props.invoices.map((d) => (
            <tr key={d.invoiceId}>
              <td>{d.number}</td>
              <td>{t(`cash.doc.${d.kind}` as FolioKey)}</td>
              <td className="num">{money(d.totalMinor)}</td>
              <td className="num">{d.kind === 'invoice' ? money(d.creditedMinor) : ''}</td>
              <td>
                <a className="admin-btn" href={`/api/crm/invoices/${d.invoiceId}/pdf`} target="_blank" rel="noopener">
                  {t('folio.openPdf')} {d.number}
                </a>
                {d.kind === 'invoice' && d.creditedMinor < d.totalMinor && (
                  <button type="button" className="admin-btn" onClick={() => props.onCredit(d.invoiceId)}>
                    {t('folio.creditNote')} {d.number}
                  </button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
