/**
 * Runs a shell part's binding on every page the client router shows (astro:page-load fires on the
 * first load too); `bindOnce` binds each element once, since the router swaps the body.
 */
export function onEveryPage(bind: () => void): void {
  document.addEventListener('astro:page-load', bind);
}

const bound = new WeakSet<Element>();

/** Calls `bind` for each element matching `selector` that was not bound yet. */
export function bindOnce<E extends HTMLElement>(selector: string, bind: (el: E) => void): void {
  for (const el of document.querySelectorAll<E>(selector)) {
    if (bound.has(el)) continue;
    bound.add(el);
    bind(el);
  }
}
