import { CloudUpload, RefreshCw, WifiOff } from "lucide-react";
import { useEffect, useRef, useState, useSyncExternalStore } from "react";
import { useRevalidator } from "react-router";
import { useCurrentUser } from "~/components/current-user";
import { holdInstallPrompt } from "~/components/install-offer";
import { useLocale } from "~/components/localized-link";
import { Button } from "~/components/ui/button";
import { toast } from "~/components/ui/toast-store";
import type { WorkerMessage } from "~/lib/offline-protocol";
import { m } from "~/paraglide/messages.js";
import { refreshLibrary } from "./library";
import { sendWaitingSaves, useWaitingSaves } from "./outbox";
import { forgetCook, rememberCook } from "./storage";
import { startServiceWorker, useUpdateReady } from "./worker";

/** Waiting saves are tried again after this, then twice as long each time up to MAX_RETRY_MS. */
const FIRST_RETRY_MS = 10_000;
const MAX_RETRY_MS = 5 * 60_000;

export function useOnline(): boolean {
  return useSyncExternalStore(
    (listener) => {
      window.addEventListener("online", listener);
      window.addEventListener("offline", listener);
      return () => {
        window.removeEventListener("online", listener);
        window.removeEventListener("offline", listener);
      };
    },
    () => navigator.onLine,
    () => true,
  );
}

/**
 * Sends the cook's saves made offline while some wait: at once, whenever the connection, the page or the tab comes
 * back (`online`, `pageshow`, `visibilitychange`), and on a timer that backs off while nothing gets through, since a
 * phone may say it is online on a connection that carries nothing. Where the browser has Background Sync the
 * service worker also sends them, without a page; it says so, and this says it to the cook. Answers whether it is
 * sending now.
 */
export function useSavesSender(cook: string | undefined, anyWaiting: boolean): boolean {
  const [sending, setSending] = useState(false);
  const { revalidate } = useRevalidator();
  const arrived = useRef<(titles: string[]) => void>(() => undefined);
  arrived.current = (titles) => {
    if (titles.length === 0) return;
    for (const title of titles) toast({ title: m.offline_save_sent({ title }), variant: "success" });
    void revalidate();
  };

  useEffect(() => {
    if (!("serviceWorker" in navigator)) return;
    const onMessage = (event: MessageEvent<WorkerMessage>) => {
      if (event.data.type === "saves-sent") arrived.current(event.data.titles);
    };
    navigator.serviceWorker.addEventListener("message", onMessage);
    return () => navigator.serviceWorker.removeEventListener("message", onMessage);
  }, []);

  useEffect(() => {
    if (!cook || !anyWaiting) return;
    let stopped = false;
    let busy = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let delay = FIRST_RETRY_MS;
    const attempt = async () => {
      clearTimeout(timer);
      if (busy || stopped) return;
      busy = true;
      let left = 1;
      // Offline for sure: no request. Online may be wrong: the request tells.
      if (navigator.onLine) {
        setSending(true);
        const result = await sendWaitingSaves(cook).catch(() => null);
        // Also when the saves that went are why this effect ended: the cook hears of them all the same.
        setSending(false);
        left = result?.left ?? 1;
        arrived.current(result?.sent.map((save) => save.title) ?? []);
      }
      busy = false;
      if (stopped || left === 0) return;
      timer = setTimeout(attempt, delay);
      delay = Math.min(delay * 2, MAX_RETRY_MS);
    };
    const soon = () => {
      delay = FIRST_RETRY_MS;
      void attempt();
    };
    const onVisibility = () => document.visibilityState === "visible" && soon();
    window.addEventListener("online", soon);
    window.addEventListener("pageshow", soon);
    document.addEventListener("visibilitychange", onVisibility);
    void attempt();
    return () => {
      stopped = true;
      clearTimeout(timer);
      window.removeEventListener("online", soon);
      window.removeEventListener("pageshow", soon);
      document.removeEventListener("visibilitychange", onVisibility);
    };
  }, [cook, anyWaiting]);
  return sending;
}

/**
 * The app frame's part in offline use (ADR 017): starts the service worker, knows which cook's copies this device
 * keeps, sends saves made offline once the connection is back, brings a kept library up to date, and shows the
 * state in a thin bar: offline, saves waiting to sync, a new version ready to load.
 */
export function OfflineAgent() {
  const user = useCurrentUser();
  const cook = user?.offlineKey || undefined;
  const locale = useLocale();
  const online = useOnline();
  const saves = useWaitingSaves(cook);
  const updateReady = useUpdateReady();

  useEffect(() => {
    startServiceWorker();
    return holdInstallPrompt();
  }, []);

  useEffect(() => {
    // A session that ended elsewhere: the service worker has dropped the copies; the device forgets the cook.
    if (!cook) {
      forgetCook();
      return;
    }
    rememberCook(cook);
    refreshLibrary(cook, locale);
  }, [cook, locale]);

  const waiting = saves.filter((save) => save.state === "waiting").length;
  const sending = useSavesSender(cook, waiting > 0);

  if (online && waiting === 0 && !updateReady) return null;
  return (
    <div className="border-b bg-muted/60 text-sm print:hidden" role="status">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-1 px-4 py-2 sm:px-6">
        {!online && (
          <p className="flex items-center gap-2">
            <WifiOff aria-hidden className="size-4 shrink-0" />
            {m.offline_bar_offline()}
          </p>
        )}
        {waiting > 0 && (
          <p className="flex items-center gap-2">
            <CloudUpload aria-hidden className="size-4 shrink-0" />
            {online && sending ? m.offline_bar_sending({ count: waiting }) : m.offline_bar_waiting({ count: waiting })}
          </p>
        )}
        {updateReady && (
          <p className="flex items-center gap-2">
            <RefreshCw aria-hidden className="size-4 shrink-0" />
            {m.offline_bar_update()}
            <Button size="sm" variant="outline" onClick={updateReady}>
              {m.offline_bar_reload()}
            </Button>
          </p>
        )}
      </div>
    </div>
  );
}
