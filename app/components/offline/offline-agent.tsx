import { CloudUpload, RefreshCw, WifiOff } from "lucide-react";
import { useEffect, useState, useSyncExternalStore } from "react";
import { useRevalidator } from "react-router";
import { useCurrentUser } from "~/components/current-user";
import { holdInstallPrompt } from "~/components/install-offer";
import { useLocale } from "~/components/localized-link";
import { Button } from "~/components/ui/button";
import { toast } from "~/components/ui/toast-store";
import { m } from "~/paraglide/messages.js";
import { refreshLibrary, useLibraryResults } from "./library";
import { sendWaitingSaves, useWaitingSaves } from "./outbox";
import { forgetCook, rememberCook } from "./storage";
import { startServiceWorker, useUpdateReady } from "./worker";

const RETRY_MS = 60_000;

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
  const { revalidate } = useRevalidator();
  const [sending, setSending] = useState(false);
  useLibraryResults(cook);

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
  useEffect(() => {
    if (!cook || !online || waiting === 0) return;
    let current = true;
    const send = () => {
      setSending(true);
      sendWaitingSaves(cook)
        .then((sent) => {
          if (!current || sent.length === 0) return;
          for (const save of sent) toast({ title: m.offline_save_sent({ title: save.title }), variant: "success" });
          void revalidate();
        })
        .finally(() => current && setSending(false));
    };
    send();
    // A phone may say it is online on a connection that carries nothing: it tries again every minute.
    const timer = setInterval(send, RETRY_MS);
    return () => {
      current = false;
      clearInterval(timer);
    };
  }, [cook, online, waiting, revalidate]);

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
