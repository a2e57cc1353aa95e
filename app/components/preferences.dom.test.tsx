import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CookieConsent, CookieSettingsLink } from "./cookie-consent";
import { LanguageSwitcher } from "./language-switcher";
import { ThemeSwitcher } from "./theme-switcher";

function renderAt(path: string, element: ReactNode) {
  const Stub = createRoutesStub([
    { path: "*", Component: () => element, loader: () => null, HydrateFallback: () => null },
  ]);
  render(<Stub initialEntries={[path]} />);
}

function mockFetch(ok: boolean) {
  const fetch = vi.fn(async () =>
    ok ? new Response(null, { status: 204 }) : Promise.reject(new TypeError("offline")),
  );
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

afterEach(() => {
  vi.unstubAllGlobals();
  delete document.documentElement.dataset.theme;
});

const NONE = { analytics: null, chat: null };

describe("CookieConsent", () => {
  it("asks until a choice is stored, then disappears", async () => {
    const fetch = mockFetch(true);
    renderAt("/pricing", <CookieConsent consent={{ decided: false, analytics: false }} services={NONE} />);
    await userEvent.setup().click(await screen.findByRole("button", { name: "Only necessary" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(fetch).toHaveBeenCalledWith(
      "/api/preferences/consent",
      expect.objectContaining({ method: "POST", body: JSON.stringify({ value: "necessary" }) }),
    );
  });

  it("stays open when the choice could not be stored, so nothing is silently lost", async () => {
    mockFetch(false);
    renderAt("/pricing", <CookieConsent consent={{ decided: false, analytics: false }} services={NONE} />);
    await userEvent.setup().click(await screen.findByRole("button", { name: "Accept all" }));
    expect(screen.getByRole("dialog", { name: "Cookies on Mise" })).toBeTruthy();
  });

  it.each([
    [NONE, "This server uses no analytics and no chat", "Analytics", "Not set up on this server"],
    [
      { analytics: { key: "phc_key", host: "https://eu.i.posthog.example" }, chat: null },
      "With your consent we also measure how the app is used",
      "Analytics",
      "Usage statistics",
    ],
    [
      { analytics: null, chat: { baseUrl: "https://chat.example.org", websiteToken: "token" } },
      "the support chat loads from our chat provider",
      "Analytics and chat",
      "The support chat, loaded from our chat provider",
    ],
  ])("says which optional services this server has", async (services, description, label, detail) => {
    renderAt("/pricing", <CookieConsent consent={{ decided: false, analytics: false }} services={services} />);
    expect((await screen.findByRole("dialog")).textContent).toContain(description);
    const details = screen.getByText("What each kind does").closest("details");
    expect(details?.open).toBe(false);
    await userEvent.setup().click(screen.getByText("What each kind does"));
    expect(details?.open).toBe(true);
    const optional = screen.getByText(label, { selector: "dt" });
    expect(optional.nextElementSibling?.textContent).toContain(detail);
  });

  it("opens with its details and the stored choice from a 'Cookie settings' link, and returns without it", async () => {
    const analytics = { key: "phc_key", host: "https://eu.i.posthog.example" };
    renderAt(
      "/pricing?plan=standard&cookie-settings=1",
      <CookieConsent consent={{ decided: true, analytics: true }} services={{ analytics, chat: null }} />,
    );
    const dialog = await screen.findByRole("dialog", { name: "Cookies on Mise" });
    expect(dialog.querySelector("details")?.open).toBe(true);
    expect(dialog.textContent).toContain("You have allowed it.");
    // Posted without JavaScript, the answer leads back to the page as it was, dialog closed.
    expect(dialog.querySelector<HTMLInputElement>('input[name="redirectTo"]')?.value).toBe("/pricing?plan=standard");
  });

  it("'Cookie settings' is a link to the page with the dialog open, which a hydrated page opens in place", async () => {
    renderAt(
      "/articles?page=2",
      <>
        <CookieSettingsLink className="">Cookie settings</CookieSettingsLink>
        <CookieConsent consent={{ decided: true, analytics: false }} services={NONE} />
      </>,
    );
    const link = await screen.findByRole("link", { name: "Cookie settings" });
    expect(link.getAttribute("href")).toBe("/articles?page=2&cookie-settings=1");
    expect(screen.queryByRole("dialog")).toBeNull();
    await userEvent.setup().click(link);
    expect(screen.getByRole("dialog", { name: "Cookies on Mise" }).querySelector("details")?.open).toBe(true);
  });

  it("is not shown once decided", async () => {
    renderAt(
      "/pricing",
      <>
        <h1>Pricing</h1>
        <CookieConsent consent={{ decided: true, analytics: false }} services={NONE} />
      </>,
    );
    await screen.findByRole("heading", { name: "Pricing" });
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});

describe("ThemeSwitcher", () => {
  it("applies the chosen theme at once and stores it", async () => {
    const fetch = mockFetch(true);
    renderAt("/settings/appearance", <ThemeSwitcher theme="system" />);
    await userEvent.setup().click(await screen.findByRole("button", { name: "Dark" }));
    expect(document.documentElement.dataset.theme).toBe("dark");
    expect(fetch).toHaveBeenCalledWith(
      "/api/preferences/theme",
      expect.objectContaining({ body: JSON.stringify({ value: "dark" }) }),
    );
  });

  it("goes back to the stored theme when saving fails", async () => {
    mockFetch(false);
    renderAt("/settings/appearance", <ThemeSwitcher theme="light" />);
    await userEvent.setup().click(await screen.findByRole("button", { name: "Dark" }));
    await waitFor(() => expect(document.documentElement.dataset.theme).toBe("light"));
  });
});

describe("LanguageSwitcher", () => {
  it.each([
    ["/pricing?plan=standard", "Deutsch", "de", "/de/pricing?plan=standard"],
    ["/de/settings/appearance", "English", "en", "/settings/appearance"],
  ])("on %s offers %s and keeps the page", async (path, name, value, redirectTo) => {
    renderAt(path, <LanguageSwitcher />);
    const button = await screen.findByRole("button", { name });
    expect(button.getAttribute("value")).toBe(value);
    const form = button.closest("form");
    if (!form) throw new Error("the switcher is not a form");
    expect(form.getAttribute("action")).toBe("/api/preferences/locale");
    expect((form.elements.namedItem("redirectTo") as HTMLInputElement).value).toBe(redirectTo);
  });
});
