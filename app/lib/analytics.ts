import { PostHog } from "posthog-js-lite";
import { ANALYTICS_PERSISTENCE_NAME, ANALYTICS_STORAGE_KEY, type BrowserServices } from "./browser-services";

/**
 * Analytics through PostHog's own small web client (posthog-js-lite), in a chunk of its own that the page loads only
 * after the visitor allowed analytics (app/components/consented-services.tsx). Its settings are the product spec's:
 * nothing captured automatically, batches of up to 100 sent at 20 events or every 10 s, at most 1,000 waiting
 * (the oldest dropped), 3 retries 3 s apart, 10 s per request, a new session after 30 minutes without events.
 */
/** Where the client keeps events not yet sent (its persisted property "queue"). */
const QUEUE = "queue" as Parameters<PostHog["setPersistedProperty"]>[0];

let client: PostHog | undefined;

export function startAnalytics({ key, host }: NonNullable<BrowserServices["analytics"]>) {
  if (client) return;
  client = new PostHog(key, {
    host,
    flushAt: 20,
    flushInterval: 10_000,
    maxBatchSize: 100,
    maxQueueSize: 1000,
    fetchRetryCount: 3,
    fetchRetryDelay: 3000,
    requestTimeout: 10_000,
    sessionExpirationTimeSeconds: 30 * 60,
    // The app has no feature flags: asking for them would only send the visitor's id once more.
    preloadFeatureFlags: false,
    disableRemoteFeatureFlags: true,
    captureHistoryEvents: false,
    persistence: "localStorage",
    persistence_name: ANALYTICS_PERSISTENCE_NAME,
  });
  client.capture("page_view", { page: "home" });
}

/** One pageview per navigation, with the full path (query included) as the visitor saw it. */
export function capturePageview(path: string) {
  client?.capture("$pageview", { $current_url: `${window.location.origin}${path}`, path });
}

/**
 * Consent withdrawn: nothing more is sent (events still waiting are dropped, not flushed) and the visitor's
 * anonymous and session ids are erased from this browser.
 */
export function stopAnalytics() {
  const stopping = client;
  client = undefined;
  if (!stopping) return;
  // Synchronous once the client is set up (it is by its constructor): done before any reload that follows.
  void stopping.optOut();
  stopping.reset();
  // reset() keeps the queue for the next visitor id; after a withdrawal nothing waiting may go out.
  stopping.setPersistedProperty(QUEUE, null);
  window.localStorage.removeItem(ANALYTICS_STORAGE_KEY);
}
