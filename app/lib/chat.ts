import type { BrowserServices } from "./browser-services";

/**
 * The support chat: Chatwoot's SDK script, loaded from the configured Chatwoot installation (it is the provider's
 * code, not ours) only after the visitor consented. Settings as the product spec has them: on the right, an
 * expanded bubble titled 'Chat with us' (in the page's language), the colour scheme of the app's theme.
 */
type ChatwootSettings = {
  position: "left" | "right";
  type: "standard" | "expanded_bubble";
  launcherTitle: string;
  locale: string;
  darkMode: "light" | "dark" | "auto";
};

type Chatwoot = {
  hasLoaded: boolean;
  toggle(state?: "open" | "close"): void;
  setLocale(locale: string): void;
  setColorScheme(scheme: ChatwootSettings["darkMode"]): void;
};

declare global {
  interface Window {
    chatwootSettings?: ChatwootSettings;
    chatwootSDK?: { run(options: { baseUrl: string; websiteToken: string }): void };
    $chatwoot?: Chatwoot;
  }
}

const SCRIPT_ID = "chatwoot-sdk";
/** What the SDK adds to the page: the bubble, the frame that holds the widget, and its stylesheet. */
const SDK_ELEMENTS = "#cw-bubble-holder, #cw-widget-holder, #cw-widget-styles";

/** The app's theme as Chatwoot's colour scheme: "system" lets the widget follow the device. */
export function chatColorScheme(theme: string): ChatwootSettings["darkMode"] {
  return theme === "light" || theme === "dark" ? theme : "auto";
}

export function startChat(
  { baseUrl, websiteToken }: NonNullable<BrowserServices["chat"]>,
  settings: Pick<ChatwootSettings, "launcherTitle" | "locale" | "darkMode">,
) {
  if (document.getElementById(SCRIPT_ID)) return;
  window.chatwootSettings = { position: "right", type: "expanded_bubble", ...settings };
  const script = document.createElement("script");
  script.id = SCRIPT_ID;
  script.src = `${baseUrl}/packs/js/sdk.js`;
  script.async = true;
  script.onload = () => window.chatwootSDK?.run({ baseUrl, websiteToken });
  document.body.appendChild(script);
}

/** Opens the widget when it is there; false tells the caller to offer the contact page instead. */
export function openChat(): boolean {
  if (!window.$chatwoot?.hasLoaded) return false;
  window.$chatwoot.toggle("open");
  return true;
}

export function updateChat(settings: Pick<ChatwootSettings, "locale" | "darkMode">) {
  if (!window.$chatwoot?.hasLoaded) return;
  window.$chatwoot.setLocale(settings.locale);
  window.$chatwoot.setColorScheme(settings.darkMode);
}

/**
 * Consent withdrawn: the widget leaves the page and its cookies (conversation and visitor) are deleted. True when
 * the SDK had run: it also hooks the page's history, which only a reload undoes, so the caller reloads.
 */
export function stopChat(): boolean {
  // Not $chatwoot.reset(): that reloads the widget from the chat server, the opposite of stopping.
  const ran = Boolean(window.$chatwoot);
  for (const element of document.querySelectorAll(`#${SCRIPT_ID}, ${SDK_ELEMENTS}`)) element.remove();
  for (const name of document.cookie.split(";").map((pair) => pair.split("=")[0]?.trim() ?? "")) {
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser the app supports
    if (name.startsWith("cw_")) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
  delete window.$chatwoot;
  delete window.chatwootSDK;
  delete window.chatwootSettings;
  return ran;
}
