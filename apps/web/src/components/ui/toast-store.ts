import { TOAST_DURATION_MS } from '@la-meute/shared';

export type ToastVariant = 'default' | 'destructive';

/** A button in the toast for the obvious next step ('Renvoyer le lien'); the toast closes on it. */
export type ToastAction = {
  label: string;
  onClick: () => void;
};

export type ToastOptions = {
  title: string;
  description?: string;
  /** A second sentence under the description: what to do next. */
  detail?: string;
  variant?: ToastVariant;
  duration?: number;
  action?: ToastAction;
};

export type ToastItem = Required<Omit<ToastOptions, 'description' | 'detail' | 'action'>> & {
  id: number;
  description: string | undefined;
  detail: string | undefined;
  action: ToastAction | undefined;
  open: boolean;
};

// Enough to read a burst of errors without the stack covering the page.
const MAX_VISIBLE = 3;

let toasts: ToastItem[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function emit(next: ToastItem[]) {
  toasts = next;
  for (const listener of listeners) listener();
}

/** The one toast helper of the app; usable outside React (mutations, i18n callbacks). */
export function toast(options: ToastOptions): number {
  const id = nextId++;
  const item: ToastItem = {
    id,
    title: options.title,
    description: options.description,
    detail: options.detail,
    action: options.action,
    variant: options.variant ?? 'default',
    duration: options.duration ?? TOAST_DURATION_MS.default,
    open: true,
  };
  // Closed toasts still finishing their exit animation do not count against the limit.
  emit([item, ...toasts.filter((existing) => existing.open)].slice(0, MAX_VISIBLE));
  return id;
}

/** Closing first lets the exit animation play; the item is dropped once it has finished. */
export function dismissToast(id: number): void {
  emit(toasts.map((item) => (item.id === id ? { ...item, open: false } : item)));
}

export function removeToast(id: number): void {
  emit(toasts.filter((item) => item.id !== id));
}

export function subscribeToToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getToasts(): ToastItem[] {
  return toasts;
}
