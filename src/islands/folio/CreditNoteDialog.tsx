import { postJson } from '../../lib/api-client.ts';
import { readMoney } from '../../lib/format.ts';
import { moneyErrorText } from '../../lib/i18n/money-error-text.ts';
import type { FolioDialogProps } from './DialogShell.tsx';
import { FieldsDialog } from './FieldsDialog.tsx';

/**
 * Credit an invoice (POST /credit-notes) with a reason: the whole of what is left to credit when
 * the amount is empty, else that amount. A credit note lowers the folio's balance.
 */
export function CreditNoteDialog(props: FolioDialogProps & { invoiceId: number; cur: string; locale: 'en' | 'fr' }) {
  const { t, cur } = props;
  const error = props.error;
  const amountLabel = t('folio.field.creditAmount', { currency: cur });
  return (
    <FieldsDialog
      t={t}
      title={t('folio.creditNote')}
      busy={props.busy}
      error={error}
      onClose={props.onClose}
      fields={[
        { name: 'amount', label: amountLabel, inputMode: 'decimal' },
        { name: 'reason', label: t('folio.field.reason'), required: true },
      ]}
      onSubmit={(v) =>
        void props.save(async () => {
          const read = v['amount'] ? readMoney(v['amount'], cur, { field: 'amountMinor', locale: props.locale }) : undefined;
          // Thrown inside the save, so the dialog shows it where it shows the API's refusals.
          if (read && !read.ok) throw new Error(moneyErrorText(props.locale, read.error, amountLabel));
          const amount = read?.minor;
          const r = await postJson<{ number: string }>('crm', '/credit-notes', {
            invoiceId: props.invoiceId,
            reason: v['reason'] ?? '',
            ...(amount !== undefined ? { amountMinor: amount } : {}),
          });
          return t('folio.done.creditNote', { number: r.number });
        })
      }
    />
  );
}
