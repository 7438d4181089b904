import { formatMoney, intlLocale } from '../../lib/format.ts';
import type { TFolioDto } from '../../lib/domain/folio-dto.ts';
import { translator, type FolioMessages } from './folio-i18n.ts';
import { useFolio } from './use-folio.ts';
import { FolioToolbar } from './FolioToolbar.tsx';
import { BalanceTable } from './BalanceTable.tsx';
import { ChargesTable } from './ChargesTable.tsx';
import { PaymentsTable } from './PaymentsTable.tsx';
import { CreditNotesTable } from './CreditNotesTable.tsx';
import { InvoicesTable } from './InvoicesTable.tsx';
import { AddChargeDialog } from './AddChargeDialog.tsx';
import { DiscountDialog } from './DiscountDialog.tsx';
import { RouteChargesDialog } from './RouteChargesDialog.tsx';
import { AddFolioDialog } from './AddFolioDialog.tsx';
import { PayDialog } from './PayDialog.tsx';
import { InvoiceDialog } from './InvoiceDialog.tsx';
import { CreditNoteDialog } from './CreditNoteDialog.tsx';

/**
 * The folio tab of a reservation: charges, payments, balance per folio, invoices; add an extra,
 * discount a charge, route charges, add a folio, take a payment, issue the invoice or a credit
 * note. First data from the server render; after each write it reads the folio again.
 */
export function FolioPanel(props: { initial: TFolioDto; locale: 'en' | 'fr'; messages: FolioMessages }) {
  const t = translator(props.messages, props.locale);
  const { folio, selected, toggle, dialog, open, close, busy, error, done, save } = useFolio(props.initial);
  const cur = folio.currency;
  const money = (m: number, c = cur) => formatMoney(m, c, props.locale);
  const intl = intlLocale(props.locale);
  const folioNos = folio.folios.map((f) => f.folioNo);
  const shared = { t, busy, error, onClose: close, save };

  return (
    <div className="folio">
      <p role="status" className="folio-done">
        {done}
      </p>
      <FolioToolbar t={t} open={open} />
      <BalanceTable t={t} money={money} folios={folio.folios} balanceMinor={folio.balanceMinor} />
      <ChargesTable t={t} money={money} intl={intl} charges={folio.charges} selected={selected} toggle={toggle} />
      <PaymentsTable t={t} money={money} intl={intl} cur={cur} payments={folio.payments} />
      <CreditNotesTable t={t} money={money} intl={intl} invoices={folio.invoices} />
      <InvoicesTable t={t} money={money} invoices={folio.invoices} onCredit={(invoiceId) => open({ credit: invoiceId })} />

      {dialog === 'extra' && <AddChargeDialog {...shared} orderId={folio.orderId} cur={cur} folios={folioNos} locale={props.locale} />}
      {dialog === 'discount' && (
        <DiscountDialog
          {...shared}
          orderId={folio.orderId}
          cur={cur}
          money={money}
          intl={intl}
          charges={folio.charges.filter((c) => c.amountMinor > 0)}
          preselected={selected[0]}
        />
      )}
      {dialog === 'route' && <RouteChargesDialog {...shared} orderId={folio.orderId} folios={folioNos} chargeIds={selected} />}
      {dialog === 'folio' && <AddFolioDialog {...shared} orderId={folio.orderId} />}
      {dialog === 'pay' && <PayDialog {...shared} orderId={folio.orderId} locale={props.locale} cur={cur} folios={folio.folios} />}
      {dialog === 'invoice' && <InvoiceDialog {...shared} orderId={folio.orderId} folios={folioNos} chargeIds={selected} />}
      {dialog !== null && typeof dialog === 'object' && <CreditNoteDialog {...shared} invoiceId={dialog.credit} cur={cur} locale={props.locale} />}
    </div>
  );
}
