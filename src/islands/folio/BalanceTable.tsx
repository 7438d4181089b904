import type { TFolioSummaryDto } from '../../lib/domain/folio-dto.ts';
import type { FolioT } from './folio-i18n.ts';

/** Per folio: charges, paid, credited and balance, and the order's balance at the foot. */
export function BalanceTable(props: { t: FolioT; money: (m: number) => string; folios: TFolioSummaryDto[]; balanceMinor: number }) {
  const { t, money } = props;
  return (
    <table className="admin-table folio-summary" aria-label={t('folio.balance')}>
      <thead>
        <tr>
          <th>{t('folio.field.folio')}</th>
          <th className="num">{t('folio.total')}</th>
          <th className="num">{t('folio.paid')}</th>
          <th className="num">{t('folio.credited')}</th>
          <th className="num">{t('folio.balance')}</th>
        </tr>
      </thead>
      <tbody>
        {props.folios.map((f) => (
          <tr key={f.folioNo}>
            <td>
              {t('folio.folio', { n: f.folioNo })}
              {f.label ? ` · ${f.label}` : ''}
              {f.company ? ` · ${t('folio.companyPays', { company: f.company.name })}` : ''}
            </td>
            <td className="num">{money(f.chargesMinor)}</td>
            <td className="num">{money(f.paidMinor)}</td>
            <td className="num" data-credited={f.folioNo}>
              {money(f.creditedMinor)}
            </td>
            <td className="num" data-balance={f.folioNo}>
              {money(f.balanceMinor)}
            </td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th colSpan={4}>{t('folio.balance')}</th>
          <th className="num" data-testid="folio-balance">
            {money(props.balanceMinor)}
          </th>
        </tr>
      </tfoot>
    </table>
  );
}
