export type ToastVariant = "default" | "success" | "destructive";
export type ToastMessage = { id: number; title: string; description?: string; variant: ToastVariant };

// A tiny store outside React, so any code on the client (actions, fetch handlers) can raise a toast.
let toasts: ToastMessage[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => {
  for (const listener of listeners) listener();
};
const NO_TOASTS: ToastMessage[] = [];

export function toast({
  title,
  description,
  variant = "default",
}: Omit<ToastMessage, "id" | "variant"> & { variant?: ToastVariant }) {
  toasts = [...toasts, { id: nextId++, title, description, variant }];
  emit();
}

export function dismissToast(id: number) {
  toasts = toasts.filter((entry) => entry.id !== id);
  emit();
}

/** For useSyncExternalStore: the raised toasts, and whether any was ever raised on this page. */
export const toastStore = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  current: () => toasts,
  none: () => NO_TOASTS,
  everRaised: () => nextId > 1,
};
