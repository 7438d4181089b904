import { postJson } from '../../lib/api-client.ts';
import type { FolioDialogProps } from './DialogShell.tsx';
import { FieldsDialog } from './FieldsDialog.tsx';

/** Open another folio on the order (POST /folio/:orderId/folios), with a label and the company that pays it, if any. */
export function AddFolioDialog(props: FolioDialogProps & { orderId: number }) {
  const { t } = props;
  const error = props.error;
  return (
    <FieldsDialog
      t={t}
      title={t('folio.addFolio')}
      busy={props.busy}
      error={error}
      onClose={props.onClose}
      fields={[
        { name: 'label', label: t('folio.field.label') },
        { name: 'companyId', label: t('folio.field.company'), inputMode: 'numeric' },
      ]}
      onSubmit={(v) =>
        void props.save(async () => {
          const r = await postJson<{ folioNo: number }>('crm', `/folio/${props.orderId}/folios`, {
            label: v['label'] ?? '',
            ...(v['companyId'] ? { companyId: Number(v['companyId']) } : {}),
          });
          return t('folio.done.folio', { n: r.folioNo });
        })
      }
    />
  );
}
