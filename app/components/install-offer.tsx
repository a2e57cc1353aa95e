import { MonitorSmartphone } from "lucide-react";
import { useEffect, useState, useSyncExternalStore } from "react";
import { Button } from "~/components/ui/button";
import { EARLY_INSTALL_PROMPT } from "~/lib/install-prompt";
import { LOCAL_STORAGE_PREFIX } from "~/lib/offline-protocol";
import { m } from "~/paraglide/messages.js";

/** Chromium's install prompt, held back until the cook asks for it. */
type InstallPrompt = Event & { prompt(): Promise<void>; userChoice: Promise<{ outcome: "accepted" | "dismissed" }> };

let held: InstallPrompt | null = null;
const listeners = new Set<() => void>();
const emit = () => {
  for (const listener of listeners) listener();
};

/** The cook has saved a few recipes: the app has earned a place on the home screen. */
export const INSTALL_AFTER_RECIPES = 3;
const DISMISSED = `${LOCAL_STORAGE_PREFIX}install-dismissed`;
const ASK_AGAIN_AFTER_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * Holds the browser's install prompt instead of letting it pop up on its own (the app frame listens from its first
 * render, and takes over one the page's early line held, HOLD_INSTALL_PROMPT_SCRIPT), so the offer below comes when
 * it makes sense.
 */
export function holdInstallPrompt(): () => void {
  const early = (window as Window & { [EARLY_INSTALL_PROMPT]?: InstallPrompt | null })[EARLY_INSTALL_PROMPT];
  if (early && !held) {
    held = early;
    emit();
  }
  const onPrompt = (event: Event) => {
    event.preventDefault();
    held = event as InstallPrompt;
    emit();
  };
  const onInstalled = () => {
    held = null;
    emit();
  };
  window.addEventListener("beforeinstallprompt", onPrompt);
  window.addEventListener("appinstalled", onInstalled);
  return () => {
    window.removeEventListener("beforeinstallprompt", onPrompt);
    window.removeEventListener("appinstalled", onInstalled);
  };
}

/**
 * A quiet card offering to install the app, once the cook has saved a few recipes and the browser can install it;
 * 'Not now' puts it away for a month.
 */
export function InstallOffer({ recipes }: { recipes: number }) {
  const prompt = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => held,
    () => null,
  );
  const [dismissed, setDismissed] = useState(true);
  useEffect(() => {
    setDismissed(Date.now() - Number(localStorage.getItem(DISMISSED) ?? 0) < ASK_AGAIN_AFTER_MS);
  }, []);
  if (!prompt || dismissed || recipes < INSTALL_AFTER_RECIPES) return null;

  const install = async () => {
    await prompt.prompt();
    const { outcome } = await prompt.userChoice;
    held = null;
    emit();
    if (outcome === "dismissed") localStorage.setItem(DISMISSED, String(Date.now()));
  };
  const notNow = () => {
    localStorage.setItem(DISMISSED, String(Date.now()));
    setDismissed(true);
  };
  return (
    <aside
      aria-labelledby="install-offer-title"
      className="mt-6 flex flex-col gap-3 rounded-xl border bg-card p-4 sm:flex-row sm:items-center"
    >
      <MonitorSmartphone aria-hidden className="size-8 shrink-0 text-primary" />
      <div className="flex-1">
        <h2 id="install-offer-title" className="font-semibold">
          {m.install_offer_title()}
        </h2>
        <p className="text-sm text-muted-foreground">{m.install_offer_text()}</p>
      </div>
      <div className="flex gap-2">
        <Button size="sm" onClick={install}>
          {m.install_offer_install()}
        </Button>
        <Button size="sm" variant="ghost" onClick={notNow}>
          {m.install_offer_not_now()}
        </Button>
      </div>
    </aside>
  );
}
