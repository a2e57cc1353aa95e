import { lazy, Suspense, useSyncExternalStore } from "react";
import { toastStore } from "./toast-store";

// The toasts' UI (Radix Toast, about 10 KiB) loads with the first toast, not with every page.
const ToastList = lazy(() => import("./toast-list"));

/** Renders raised toasts (app/components/ui/toast-list.tsx), from the first one on. */
export function Toaster() {
  const current = useSyncExternalStore(toastStore.subscribe, toastStore.current, toastStore.none);
  if (!toastStore.everRaised()) return null;
  return (
    <Suspense fallback={null}>
      <ToastList toasts={current} />
    </Suspense>
  );
}
