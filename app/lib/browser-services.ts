/**
 * The outside services that run in the visitor's browser, and only after consent: analytics (a PostHog-compatible
 * capture API) and the support chat (Chatwoot). Decided by app/lib/config.server.ts, handed to the page by the root.
 */
export type BrowserServices = {
  analytics: { key: string; host: string } | null;
  chat: { baseUrl: string; websiteToken: string } | null;
};

/** Where the analytics client keeps the visitor's ids in localStorage (posthog-js-lite's `ph_{persistence_name}`). */
export const ANALYTICS_PERSISTENCE_NAME = "mise";
export const ANALYTICS_STORAGE_KEY = `ph_${ANALYTICS_PERSISTENCE_NAME}`;
