import { atom } from 'nanostores';
import { ApiError } from '../api-error.ts';
import { errorText } from '../i18n/error-text.ts';

export type ToastVariant = 'success' | 'danger' | 'warning' | 'neutral' | 'brand';

export interface Toast {
  id: number;
  message: string;
  variant: ToastVariant;
  /** Auto-hide delay in ms (0: stays until dismissed). */
  delay: number;
  /** A link after the message (e.g. to the reservation just booked). */
  link?: { href: string; label: string } | undefined;
  /** A failed call: the toast tells the clerk what happened and what to do, in their language ('shell.toast.failed.<kind>'). */
  failure?: { kind: FailureKind; detail: string } | undefined;
}

/** What went wrong, as the clerk can act on it. */
export type FailureKind = 'offline' | 'invalid' | 'forbidden' | 'notFound' | 'conflict' | 'server';

export function failureKind(err: unknown): FailureKind {
  if (err instanceof ApiError) {
    if (err.status === 400 || err.status === 422) return 'invalid';
    if (err.status === 401 || err.status === 403) return 'forbidden';
    if (err.status === 404) return 'notFound';
    if (err.status === 409) return 'conflict';
    return 'server';
  }
  // fetch() rejects with a TypeError when the network or the server is unreachable.
  return err instanceof TypeError ? 'offline' : 'server';
}

export const TOAST_DEFAULT_DELAY_MS = 5000;

export const $toasts = atom<Toast[]>([]);

let nextId = 1;
const timers = new Map<number, ReturnType<typeof setTimeout>>();

/** Shows a toast once (the old app added each twice) and hides it after its delay. */
export function pushToast(message: string, opts: { variant?: ToastVariant; delay?: number; link?: Toast['link']; failure?: Toast['failure'] } = {}): number {
  const toast: Toast = {
    id: nextId++,
    message,
    variant: opts.variant ?? 'neutral',
    delay: opts.delay ?? TOAST_DEFAULT_DELAY_MS,
    ...(opts.link ? { link: opts.link } : {}),
    ...(opts.failure ? { failure: opts.failure } : {}),
  };
  $toasts.set([...$toasts.get(), toast]);
  if (toast.delay > 0)
    timers.set(
      toast.id,
      setTimeout(() => dismissToast(toast.id), toast.delay),
    );
  return toast.id;
}

export function dismissToast(id: number): void {
  const timer = timers.get(id);
  if (timer) clearTimeout(timer);
  timers.delete(id);
  $toasts.set($toasts.get().filter((t) => t.id !== id));
}

/** The spec's generic failure message: '{service}: {operation} failed: {detail}'. */
export function failureMessage(service: string, operation: string, detail: string): string {
  return `${service}: ${operation} failed: ${detail}`;
}

/**
 * Logs the spec's '{service}: {operation} failed: {detail}' line (for support, in the console only)
 * and tells the clerk what happened and what to do (the toast words it in their language); callers
 * carry on with an empty result. `err` is the error caught, or its message.
 */
export function reportFailure(service: string, operation: string, err: unknown): void {
  const english = typeof err === 'string' ? err : err instanceof Error ? err.message : String(err);
  console.error(failureMessage(service, operation, english));
  // The clerk reads the refusal in the page's language (the API's code and params, errorText).
  const detail = typeof err === 'string' ? err : errorText(err, typeof document === 'undefined' ? 'en' : document.documentElement.lang);
  pushToast(detail, { variant: 'danger', delay: 8000, failure: { kind: typeof err === 'string' ? 'server' : failureKind(err), detail } });
}
