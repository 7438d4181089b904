import { postJson } from '../../lib/api-client.ts';
import type { FolioDialogProps } from './DialogShell.tsx';
import { FieldsDialog, folioOptions } from './FieldsDialog.tsx';

/** Issue the invoice of a folio (POST /invoices): of the ticked charges only, if some are ticked. */
export function InvoiceDialog(props: FolioDialogProps & { orderId: number; folios: number[]; chargeIds: number[] }) {
  const { t } = props;
  const error = props.error;
  return (
    <FieldsDialog
      t={t}
      title={t('folio.invoice')}
      busy={props.busy}
      error={error}
      onClose={props.onClose}
      fields={[{ name: 'folioNo', label: t('folio.field.folio'), options: folioOptions(t, props.folios) }]}
      onSubmit={(v) =>
        void props.save(async () => {
          const body = { orderId: props.orderId, folioNo: Number(v['folioNo']), ...(props.chargeIds.length ? { chargeIds: props.chargeIds } : {}) };
          const r = await postJson<{ number: string }>('crm', '/invoices', body);
          return t('folio.done.invoice', { number: r.number });
        })
      }
    />
  );
}
