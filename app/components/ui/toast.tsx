import { X } from "lucide-react";
import { Toast as ToastPrimitive } from "radix-ui";
import { useSyncExternalStore } from "react";
import { cn } from "~/lib/cn";
import { m } from "~/paraglide/messages.js";

type ToastVariant = "default" | "success" | "destructive";
type ToastMessage = { id: number; title: string; description?: string; variant: ToastVariant };

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

function dismiss(id: number) {
  toasts = toasts.filter((entry) => entry.id !== id);
  emit();
}

const VARIANTS: Record<ToastVariant, string> = {
  default: "border bg-popover text-popover-foreground",
  success: "border border-success bg-popover text-popover-foreground",
  destructive: "bg-destructive text-destructive-foreground",
};

/** Renders raised toasts; announced politely to screen readers, dismissible, paused while hovered or focused. */
export function Toaster() {
  const current = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => toasts,
    () => NO_TOASTS,
  );
  return (
    <ToastPrimitive.Provider swipeDirection="right" duration={6000}>
      {current.map((entry) => (
        <ToastPrimitive.Root
          key={entry.id}
          onOpenChange={(open) => !open && dismiss(entry.id)}
          className={cn(
            "relative flex items-start gap-3 rounded-lg p-4 pr-12 shadow-lg data-[state=open]:animate-fade-in",
            VARIANTS[entry.variant],
          )}
        >
          <div className="flex flex-col gap-1">
            <ToastPrimitive.Title className="text-sm font-semibold">{entry.title}</ToastPrimitive.Title>
            {entry.description && (
              <ToastPrimitive.Description className="text-sm opacity-90">
                {entry.description}
              </ToastPrimitive.Description>
            )}
          </div>
          <ToastPrimitive.Close
            aria-label={m.ui_close()}
            className="absolute top-2 right-2 inline-flex size-9 items-center justify-center rounded-md opacity-80 hover:opacity-100 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          >
            <X aria-hidden className="size-4" />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport
        label={m.ui_notifications()}
        className="fixed right-0 bottom-20 z-[70] flex w-full max-w-sm flex-col gap-2 p-4 outline-none md:bottom-0"
      />
    </ToastPrimitive.Provider>
  );
}
