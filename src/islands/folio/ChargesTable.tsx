import { formatDay } from '../../lib/format.ts';
import type { TFolioChargeDto } from '../../lib/domain/folio-dto.ts';
import { chargeText, type FolioKey, type FolioT } from './folio-i18n.ts';

/** The order's charges, each with a box to tick it for a discount, a route or an invoice. */
export function ChargesTable(props: {
  t: FolioT;
  money: (m: number) => string;
  intl: string;
  charges: TFolioChargeDto[];
  selected: number[];
  toggle: (chargeId: number) => void;
}) {
  const { t, money, intl } = props;
  return (
    <>
      <h3>{t('folio.charges')}</h3>
      {props.charges.length === 0 ? (
        <p>{t('folio.noCharges')}</p>
      ) : (
        <table className="admin-table" aria-label={t('folio.charges')}>
          <thead>
            <tr>
              <th>
                <span className="sr-only">{t('folio.select', { what: '' })}</span>
              </th>
              <th>{t('folio.day')}</th>
              <th>{t('folio.description')}</th>
              <th>{t('folio.field.folio')}</th>
              <th className="num">{t('folio.qty')}</th>
              <th className="num">{t('folio.unitPrice')}</th>
              <th className="num">{t('folio.tax')}</th>
              <th className="num">{t('folio.amount')}</th>
            </tr>
          </thead>
          <tbody>
            {props.charges.map((c) => (
              <tr key={c.chargeId}>
                <td>
                  <input
                    type="checkbox"
                    checked={props.selected.includes(c.chargeId)}
                    onChange={() => props.toggle(c.chargeId)}
                    aria-label={t('folio.select', { what: `${chargeText(t, intl, c)} ${formatDay(c.day, intl)}` })}
                  />
                </td>
                <td>{formatDay(c.day, intl)}</td>
                <td>
                  {chargeText(t, intl, c)}{' '}
                  <small>
                    ({t(`cash.kind.${c.kind}` as FolioKey)}){c.postedDay ? ` · ${t('folio.posted')}` : ''}
                  </small>
                </td>
                <td>{c.folioNo}</td>
                <td className="num">{c.quantity}</td>
                <td className="num">{money(c.unitPriceMinor)}</td>
                <td className="num">{(c.taxRateBp / 100).toLocaleString(intl)} %</td>
                <td className="num">{money(c.amountMinor)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}
