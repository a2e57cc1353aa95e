import { X } from "lucide-react";
import { Toast as ToastPrimitive } from "radix-ui";
import { cn } from "~/lib/cn";
import { m } from "~/paraglide/messages.js";
import { dismissToast, type ToastMessage, type ToastVariant } from "./toast-store";

const VARIANTS: Record<ToastVariant, string> = {
  default: "border bg-popover text-popover-foreground",
  success: "border border-success bg-popover text-popover-foreground",
  destructive: "bg-destructive text-destructive-foreground",
};

/** Renders raised toasts; announced politely to screen readers, dismissible, paused while hovered or focused. */
export default function ToastList({ toasts }: { toasts: ToastMessage[] }) {
  return (
    <ToastPrimitive.Provider swipeDirection="right" duration={6000}>
      {toasts.map((entry) => (
        <ToastPrimitive.Root
          key={entry.id}
          onOpenChange={(open) => !open && dismissToast(entry.id)}
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
