import { readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { HOLD_INSTALL_PROMPT_SCRIPT } from "~/lib/install-prompt";
import { getLocale, overwriteGetLocale } from "~/paraglide/runtime.js";
import { holdInstallPrompt, INSTALL_AFTER_RECIPES, InstallOffer } from "./install-offer";

/** Chromium's `beforeinstallprompt`, with the cook's answer to its prompt. */
function offerToInstall(outcome: "accepted" | "dismissed" = "accepted") {
  const event = Object.assign(new Event("beforeinstallprompt", { cancelable: true }), {
    prompt: vi.fn().mockResolvedValue(undefined),
    userChoice: Promise.resolve({ outcome }),
  });
  act(() => {
    window.dispatchEvent(event);
  });
  return event;
}

const card = () => screen.queryByRole("complementary", { name: /Keep Mise on this device|Mise auf diesem Gerät/ });

const english = getLocale;
let release: () => void;
beforeEach(() => {
  localStorage.clear();
  release = holdInstallPrompt();
});
afterEach(() => {
  // The prompt the browser gave goes with the page (as after an install).
  act(() => {
    window.dispatchEvent(new Event("appinstalled"));
  });
  release();
  overwriteGetLocale(english);
});

describe("InstallOffer", () => {
  it("holds back the browser's own prompt and offers nothing before the cook has saved a few recipes", () => {
    const event = offerToInstall();
    expect(event.defaultPrevented).toBe(true);
    render(<InstallOffer recipes={INSTALL_AFTER_RECIPES - 1} />);
    expect(card()).toBeNull();
  });

  it("offers nothing while the browser cannot install the app, however many recipes there are", () => {
    render(<InstallOffer recipes={40} />);
    expect(card()).toBeNull();
  });

  it("offers the install once there are enough recipes and the browser can install; Install opens its prompt", async () => {
    const event = offerToInstall("accepted");
    render(<InstallOffer recipes={INSTALL_AFTER_RECIPES} />);
    expect(card()).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Install" }));
    expect(event.prompt).toHaveBeenCalledOnce();
    expect(card()).toBeNull();
  });

  it("'Not now' puts it away for a month, also for the next page that shows it", async () => {
    offerToInstall();
    const { unmount } = render(<InstallOffer recipes={5} />);
    await userEvent.click(screen.getByRole("button", { name: "Not now" }));
    expect(card()).toBeNull();
    unmount();
    render(<InstallOffer recipes={5} />);
    expect(card()).toBeNull();
  });

  it("asks again a month after 'Not now', in the cook's language", () => {
    overwriteGetLocale(() => "de");
    localStorage.setItem("mise:install-dismissed", String(Date.now() - 31 * 24 * 60 * 60 * 1000));
    offerToInstall();
    render(<InstallOffer recipes={5} />);
    expect(card()).toBeTruthy();
    expect(screen.getByRole("button", { name: "Installieren" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Nicht jetzt" })).toBeTruthy();
  });

  it("takes over the prompt the browser gave before the app's script ran, which the page's early line held", () => {
    release();
    new Function(HOLD_INSTALL_PROMPT_SCRIPT)();
    const event = offerToInstall();
    expect(event.defaultPrevented).toBe(true);
    release = holdInstallPrompt();
    render(<InstallOffer recipes={INSTALL_AFTER_RECIPES} />);
    expect(card()).toBeTruthy();
  });

  it("a prompt the cook dismissed counts as 'Not now'", async () => {
    offerToInstall("dismissed");
    render(<InstallOffer recipes={5} />);
    await userEvent.click(screen.getByRole("button", { name: "Install" }));
    expect(card()).toBeNull();
    expect(Number(localStorage.getItem("mise:install-dismissed"))).toBeGreaterThan(Date.now() - 60_000);
  });
});

describe("the landing page", () => {
  const app = resolve(import.meta.dirname, "..");
  /** The app's modules a file imports statically, and theirs in turn. */
  function staticImports(file: string, seen = new Set<string>()): Set<string> {
    const source = readFileSync(file, "utf8");
    for (const [, specifier = ""] of source.matchAll(
      /^\s*import\s+(?!type\b)(?:[^'"]*?\sfrom\s+)?["']([^"']+)["']/gm,
    )) {
      const base = specifier.startsWith("~/")
        ? join(app, specifier.slice(2))
        : specifier.startsWith(".")
          ? resolve(dirname(file), specifier)
          : null;
      if (!base) continue;
      const found = [`${base}.tsx`, `${base}.ts`, base].find((candidate) => {
        try {
          return readFileSync(candidate) && true;
        } catch {
          return false;
        }
      });
      if (found && !seen.has(found)) {
        seen.add(found);
        staticImports(found, seen);
      }
    }
    return seen;
  }

  it("never offers an install nor starts the service worker: neither it nor the root loads that code", () => {
    const loaded = [...staticImports(join(app, "routes/home.tsx")), ...staticImports(join(app, "root.tsx"))];
    expect(loaded.filter((file) => /install-offer|offline-agent|offline\/worker/.test(file))).toEqual([]);
    // The frame that holds the browser's prompt and registers the worker wraps every page but the landing page.
    const routes = readFileSync(join(app, "routes.ts"), "utf8");
    expect(routes.indexOf('route("de?", "routes/home.tsx")')).toBeLessThan(routes.indexOf("routes/layouts/chrome.tsx"));
  });
});
