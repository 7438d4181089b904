import { postJson } from '../../lib/api-client.ts';
import type { FolioDialogProps } from './DialogShell.tsx';
import { FieldsDialog, folioOptions } from './FieldsDialog.tsx';

/** Move the ticked charges to another folio (POST /folio/:orderId/route); with none ticked it says so. */
export function RouteChargesDialog(props: FolioDialogProps & { orderId: number; folios: number[]; chargeIds: number[] }) {
  const { t } = props;
  const error = props.error ?? (props.chargeIds.length === 0 ? t('folio.selectCharges') : null);
  return (
    <FieldsDialog
      t={t}
      title={t('folio.route')}
      busy={props.busy}
      error={error}
      onClose={props.onClose}
      fields={[{ name: 'folioNo', label: t('folio.field.folio'), options: folioOptions(t, props.folios) }]}
      onSubmit={(v) =>
        void props.save(async () => {
          await postJson('crm', `/folio/${props.orderId}/route`, { chargeIds: props.chargeIds, folioNo: Number(v['folioNo']) });
          return t('folio.done.route', { n: v['folioNo'] ?? '' });
        })
      }
    />
  );
}
