import { atom } from 'nanostores';

export type ToastVariant = 'success' | 'danger' | 'warning' | 'neutral' | 'brand';

export interface Toast {
  id: number;
  message: string;
  variant: ToastVariant;
  /** Auto-hide delay in ms (0: stays until dismissed). */
  delay: number;
  /** A link after the message (e.g. to the reservation just booked). */
  link?: { href: string; label: string } | undefined;
}

export const TOAST_DEFAULT_DELAY_MS = 5000;

export const $toasts = atom<Toast[]>([]);

let nextId = 1;
const timers = new Map<number, ReturnType<typeof setTimeout>>();

/** Shows a toast once (the old app added each twice) and hides it after its delay. */
export function pushToast(message: string, opts: { variant?: ToastVariant; delay?: number; link?: Toast['link'] } = {}): number {
  const toast: Toast = { id: nextId++, message, variant: opts.variant ?? 'neutral', delay: opts.delay ?? TOAST_DEFAULT_DELAY_MS, ...(opts.link ? { link: opts.link } : {}) };
  $toasts.set([...$toasts.get(), toast]);
  if (toast.delay > 0) timers.set(toast.id, setTimeout(() => dismissToast(toast.id), toast.delay));
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

/** Logs a failure and tells the user with the generic message; callers carry on with an empty result. */
export function reportFailure(service: string, operation: string, detail: string): void {
  console.error(`[${service}] ${operation} failed:`, detail);
  pushToast(failureMessage(service, operation, detail), { variant: 'danger' });
}
