import { WifiOff } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { useCurrentUser } from "~/components/current-user";
import { FormMessage } from "~/components/form-parts";
import { useLocale } from "~/components/localized-link";
import { setKeepLibrary, useLibraryState } from "~/components/offline/library";
import { useOnline } from "~/components/offline/offline-agent";
import { Progress } from "~/components/ui/progress";
import { Switch } from "~/components/ui/switch";
import { formatNumber } from "~/lib/format";
import type { Locale } from "~/lib/locale";
import { pageMeta } from "~/lib/meta";
import { m } from "~/paraglide/messages.js";
import { SettingsSection } from "./+shared/section";
import { SignedOutSection } from "./+shared/signed-out";

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";

/** Megabytes with one decimal, kilobytes below one megabyte. */
function formatBytes(bytes: number, locale: Locale): string {
  const megabytes = bytes / (1024 * 1024);
  return megabytes >= 1
    ? formatNumber(megabytes, locale, { style: "unit", unit: "megabyte", maximumFractionDigits: 1 })
    : formatNumber(bytes / 1024, locale, { style: "unit", unit: "kilobyte", maximumFractionDigits: 0 });
}

/** How much the browser keeps for the whole app on this device, and how much it would allow. */
function useDeviceStorage(refreshKey: unknown): { usage: number; quota: number } | null {
  const [estimate, setEstimate] = useState<{ usage: number; quota: number } | null>(null);
  useEffect(() => {
    if (refreshKey === undefined) return;
    navigator.storage
      ?.estimate?.()
      .then(({ usage = 0, quota = 0 }) => setEstimate({ usage, quota }))
      .catch(() => setEstimate(null));
  }, [refreshKey]);
  return estimate;
}

/** Offline reading (ADR 017): what the device keeps without being asked, and the whole library on request. */
export default function OfflineSettings() {
  const user = useCurrentUser();
  const locale = useLocale();
  const online = useOnline();
  const switchId = useId();
  const library = useLibraryState(user?.offlineKey);
  const [starting, setStarting] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const storage = useDeviceStorage(library.kept?.at ?? library.on);
  const [supported, setSupported] = useState(true);
  useEffect(() => setSupported("serviceWorker" in navigator && "caches" in window), []);
  if (!user) {
    return (
      <SignedOutSection
        title={m.settings_offline()}
        description={m.settings_offline_description()}
        text={m.settings_offline_sign_in()}
      />
    );
  }

  const toggle = async (on: boolean) => {
    setProblem(null);
    library.setOn(on);
    setStarting(on);
    const done = await setKeepLibrary(user.offlineKey, locale, on);
    setStarting(false);
    if (!done) {
      setProblem(online ? m.settings_offline_no_worker() : m.offline_needs_connection());
      library.setOn(false);
    }
  };
  const { progress, kept } = library;

  return (
    <SettingsSection title={m.settings_offline()} description={m.settings_offline_description()}>
      <div className="flex flex-col gap-6">
        <p className="flex items-start gap-3 text-sm text-muted-foreground">
          <WifiOff aria-hidden className="mt-0.5 size-4 shrink-0" />
          {m.settings_offline_opened()}
        </p>
        <section className="flex flex-col gap-4 rounded-xl border bg-card p-5">
          <div className="flex items-start justify-between gap-4">
            <div className="flex flex-col gap-1">
              <label htmlFor={switchId} className="font-medium">
                {m.settings_offline_keep_all()}
              </label>
              <p id={`${switchId}-hint`} className="text-sm text-muted-foreground">
                {m.settings_offline_keep_all_hint()}
              </p>
            </div>
            <Switch
              id={switchId}
              checked={library.on}
              disabled={!supported || (!online && !library.on)}
              aria-describedby={`${switchId}-hint`}
              onCheckedChange={(on) => void toggle(on)}
            />
          </div>
          {problem && <FormMessage tone="error">{problem}</FormMessage>}
          {library.on && (progress || starting) && (
            <div className="flex flex-col gap-2" role="status">
              <p className="text-sm">
                {progress && progress.total > 0
                  ? m.settings_offline_progress({ done: progress.done, total: progress.total })
                  : m.settings_offline_starting()}
              </p>
              <Progress
                value={progress && progress.total > 0 ? (progress.done / progress.total) * 100 : null}
                aria-label={m.settings_offline_keep_all()}
              />
              <p className="text-xs text-muted-foreground">{m.settings_offline_progress_hint()}</p>
            </div>
          )}
          {library.on && !progress && !starting && kept && (
            <p className="text-sm" role="status">
              {m.settings_offline_kept({ count: kept.kept, size: formatBytes(kept.bytes, locale) })}
              {kept.failed > 0 && ` ${m.settings_offline_failed({ count: kept.failed })}`}
            </p>
          )}
        </section>
        {storage && (
          <p className="text-sm text-muted-foreground">
            {m.settings_offline_storage({
              used: formatBytes(storage.usage, locale),
              quota: formatBytes(storage.quota, locale),
            })}
          </p>
        )}
        {!supported && <FormMessage tone="error">{m.settings_offline_no_worker()}</FormMessage>}
      </div>
    </SettingsSection>
  );
}

export const meta = () => pageMeta(m.settings_offline());
