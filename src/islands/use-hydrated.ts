import { useEffect, useState } from 'react';

/**
 * False on the server and until the island runs in the browser, then true. A form rendered on the
 * server keeps its fields disabled until then: a value typed before hydration would otherwise be
 * replaced by the form's initial value without a sign (a stock keeper's 10 received became 24),
 * and a button pressed before would do nothing or post the form the browser's way.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
