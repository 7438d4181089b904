import { useEffect, useRef, useState } from 'react';
import { apiJson } from '../../lib/api-client.ts';
import { errorText } from '../../lib/i18n/error-text.ts';

/** Reads once when a dialog opens (again when the path changes); a failure shows as the dialog's refusal. */
export function useLoad<T>(service: 'pms' | 'crm', path: string | null, onError: (message: string) => void): T | null {
  const [data, setData] = useState<T | null>(null);
  // The latest handler, without reading again when the dialog gives a new one at each render.
  const failed = useRef(onError);
  failed.current = onError;
  useEffect(() => {
    if (!path) return;
    let live = true;
    setData(null);
    apiJson<T>(service, path).then(
      (d) => live && setData(d),
      (err: unknown) => live && failed.current(errorText(err, document.documentElement.lang)),
    );
    return () => {
      live = false;
    };
  }, [service, path]);
  return data;
}
