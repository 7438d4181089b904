import { useState } from 'react';
import { apiJson } from '../../lib/api-client.ts';
import { errorText } from '../../lib/i18n/error-text.ts';
import type { TFolioDto } from '../../lib/domain/folio-dto.ts';

/** The dialog open on the folio tab; a credit note names the invoice it corrects. */
export type FolioDialog = 'extra' | 'discount' | 'route' | 'folio' | 'pay' | 'invoice' | { credit: number } | null;

/** Runs one write and answers the line the panel says once it is done. */
export type FolioWrite = () => Promise<string>;

/**
 * The folio's data and what its dialogs share: the charges ticked, the dialog open, the last
 * refusal. `save` runs a write, reads the folio again (GET /folio/:orderId), clears the ticks,
 * closes the dialog and says what was done; if the write is refused, the dialog stays open with
 * the refusal in the clerk's language in `error` (errorText).
 */
export function useFolio(initial: TFolioDto) {
  const [folio, setFolio] = useState(initial);
  const [selected, setSelected] = useState<number[]>([]);
  const [dialog, setDialog] = useState<FolioDialog>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState('');

  async function save(write: FolioWrite) {
    setBusy(true);
    setError(null);
    try {
      const message = await write();
      setFolio(await apiJson<TFolioDto>('crm', `/folio/${folio.orderId}`));
      setSelected([]);
      setDialog(null);
      setDone(message);
    } catch (err) {
      // The refusal in the page's language (the API's code and params), e.g. the cash drawer's in French.
      setError(errorText(err, document.documentElement.lang));
    } finally {
      setBusy(false);
    }
  }

  const toggle = (id: number) => setSelected((s) => (s.includes(id) ? s.filter((x) => x !== id) : [...s, id]));
  const open = (d: FolioDialog) => {
    setError(null);
    setDone('');
    setDialog(d);
  };
  const close = () => setDialog(null);

  return { folio, selected, toggle, dialog, open, close, busy, error, done, save };
}
