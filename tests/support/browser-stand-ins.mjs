// Local stand-ins for the two services the visitor's browser talks to after consent, speaking enough of their real
// protocols for the app's real client code: PostHog's capture API (posthog-js-lite: CORS preflight, gzip batches)
// and Chatwoot (its SDK script at /packs/js/sdk.js, which runs the widget in a frame from /widget). Started by
// scripts/serve-test.mjs next to the app; GET /__received on the analytics stand-in lists the events it took.
import { createServer } from "node:http";
import { gunzipSync } from "node:zlib";

export const STAND_IN_ANALYTICS_KEY = "phc_stand_in_project";
export const STAND_IN_CHAT_TOKEN = "stand-in-website-token";

const cors = {
  "access-control-allow-origin": "*",
  "access-control-allow-methods": "GET, POST, OPTIONS",
  "access-control-allow-headers": "content-type, content-encoding",
};

async function bodyOf(request) {
  const chunks = [];
  for await (const chunk of request) chunks.push(chunk);
  const raw = Buffer.concat(chunks);
  const text = (request.headers["content-encoding"] === "gzip" ? gunzipSync(raw) : raw).toString("utf8");
  return text ? JSON.parse(text) : {};
}

function analyticsServer() {
  const received = [];
  return createServer(async (request, response) => {
    const url = new URL(request.url ?? "/", "http://stand-in");
    // The browser tests add a header of their own to every request (the journey's address, tests/e2e/fixtures.ts).
    if (request.method === "OPTIONS") {
      const asked = request.headers["access-control-request-headers"];
      return response.writeHead(204, asked ? { ...cors, "access-control-allow-headers": asked } : cors).end();
    }
    if (request.method === "GET" && url.pathname === "/__received") {
      response.writeHead(200, { "content-type": "application/json", ...cors });
      return response.end(JSON.stringify(received));
    }
    if (request.method === "POST" && ["/batch/", "/e/", "/capture/"].includes(url.pathname)) {
      const body = await bodyOf(request);
      if (body.api_key !== STAND_IN_ANALYTICS_KEY) {
        response.writeHead(401, { "content-type": "application/json", ...cors });
        return response.end(JSON.stringify({ type: "authentication_error", detail: "Project API key invalid." }));
      }
      received.push(...(body.batch ?? [body]));
      response.writeHead(200, { "content-type": "application/json", ...cors });
      return response.end(JSON.stringify({ status: 1 }));
    }
    if (request.method === "POST" && (url.pathname === "/decide/" || url.pathname === "/flags/")) {
      await bodyOf(request);
      response.writeHead(200, { "content-type": "application/json", ...cors });
      return response.end(
        JSON.stringify({ featureFlags: {}, featureFlagPayloads: {}, flags: {}, errorsWhileComputingFlags: false }),
      );
    }
    response.writeHead(404, cors).end();
  });
}

/**
 * Chatwoot's SDK in brief: `chatwootSDK.run({ baseUrl, websiteToken })` reads `window.chatwootSettings`, defines
 * `window.$chatwoot`, adds its styles, the launcher bubble and the widget frame; the frame says `loaded` through
 * postMessage ("chatwoot-widget:" + JSON), the SDK answers with the configuration, sets the conversation cookie
 * and raises `chatwoot:ready`.
 */
const SDK = `(() => {
  const run = ({ baseUrl, websiteToken }) => {
    if (window.$chatwoot) return;
    const settings = window.chatwootSettings || {};
    const holder = document.createElement("div");
    holder.id = "cw-widget-holder";
    holder.className = "woot-widget-holder woot--hide woot-elements--" + (settings.position === "left" ? "left" : "right");
    const frame = document.createElement("iframe");
    frame.id = "chatwoot_live_chat_widget";
    frame.title = "Chat";
    frame.src = baseUrl + "/widget?website_token=" + encodeURIComponent(websiteToken) + "&locale=" + encodeURIComponent(settings.locale || "en");
    holder.appendChild(frame);
    const bubbleHolder = document.createElement("div");
    bubbleHolder.id = "cw-bubble-holder";
    const bubble = document.createElement("button");
    bubble.className = "woot-widget-bubble woot-widget--expanded woot-elements--" + (settings.position === "left" ? "left" : "right");
    bubble.title = settings.launcherTitle || "";
    bubble.textContent = settings.launcherTitle || "";
    bubbleHolder.appendChild(bubble);
    const style = document.createElement("style");
    style.id = "cw-widget-styles";
    style.textContent = ".woot--hide{display:none}.woot-widget-holder{position:fixed;bottom:90px;width:360px;height:480px}.woot-elements--right{right:20px}.woot-widget-bubble{position:fixed;bottom:20px;right:20px}";
    document.body.append(style, holder, bubbleHolder);
    const send = (event, data) => frame.contentWindow && frame.contentWindow.postMessage("chatwoot-widget:" + JSON.stringify({ event, ...data }), "*");
    const chatwoot = {
      baseUrl, websiteToken, hasLoaded: false, isOpen: false,
      position: settings.position === "left" ? "left" : "right",
      type: settings.type === "expanded_bubble" ? "expanded_bubble" : "standard",
      launcherTitle: settings.launcherTitle || "", locale: settings.locale || "en",
      darkMode: ["light", "dark", "auto"].includes(settings.darkMode) ? settings.darkMode : "light",
      toggle(state) {
        chatwoot.isOpen = state === "open" ? true : state === "close" ? false : !chatwoot.isOpen;
        holder.classList.toggle("woot--hide", !chatwoot.isOpen);
        send("toggle-open", { isOpen: chatwoot.isOpen });
      },
      setLocale(locale) { chatwoot.locale = locale; send("set-locale", { locale }); },
      setColorScheme(darkMode) { chatwoot.darkMode = darkMode; send("set-color-scheme", { darkMode }); },
      reset() { document.cookie = "cw_conversation=; Max-Age=0; Path=/"; frame.src = frame.src; },
    };
    bubble.addEventListener("click", () => chatwoot.toggle());
    window.$chatwoot = chatwoot;
    window.addEventListener("message", (message) => {
      if (typeof message.data !== "string" || !message.data.startsWith("chatwoot-widget:")) return;
      const { event } = JSON.parse(message.data.slice("chatwoot-widget:".length));
      if (event !== "loaded") return;
      send("config-set", { locale: chatwoot.locale, darkMode: chatwoot.darkMode, position: chatwoot.position });
      document.cookie = "cw_conversation=" + websiteToken + "-conversation; Path=/; SameSite=Lax";
      chatwoot.hasLoaded = true;
      window.dispatchEvent(new CustomEvent("chatwoot:ready"));
    });
  };
  window.chatwootSDK = { run };
})();`;

const WIDGET = `<!doctype html><html><head><meta charset="utf-8"><title>Chat</title></head><body>
<h1>Chat stand-in</h1><p id="state"></p>
<script>
  window.addEventListener("message", (message) => {
    if (typeof message.data !== "string" || !message.data.startsWith("chatwoot-widget:")) return;
    const data = JSON.parse(message.data.slice("chatwoot-widget:".length));
    if (data.darkMode) document.body.dataset.darkMode = data.darkMode;
    if (data.locale) document.documentElement.lang = data.locale;
    document.getElementById("state").textContent = data.event;
  });
  parent.postMessage("chatwoot-widget:" + JSON.stringify({ event: "loaded" }), "*");
</script></body></html>`;

function chatServer() {
  return createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://stand-in");
    if (url.pathname === "/packs/js/sdk.js") {
      response.writeHead(200, { "content-type": "text/javascript; charset=utf-8" });
      return response.end(SDK);
    }
    if (url.pathname === "/widget" && url.searchParams.get("website_token") === STAND_IN_CHAT_TOKEN) {
      response.writeHead(200, { "content-type": "text/html; charset=utf-8" });
      return response.end(WIDGET);
    }
    response.writeHead(404).end();
  });
}

/**
 * Where the stand-ins for an app on `appPort` listen (127.0.0.1, named localhost like the app: the browser tests'
 * Chromium resolves no other name): its port plus 100 (analytics) and 101 (chat).
 */
export function standInOrigins(appPort) {
  return {
    analytics: `http://localhost:${Number(appPort) + 100}`,
    chat: `http://localhost:${Number(appPort) + 101}`,
  };
}

export async function startBrowserStandIns(appPort) {
  const ports = { analytics: Number(appPort) + 100, chat: Number(appPort) + 101 };
  const servers = [analyticsServer(), chatServer()];
  await Promise.all(
    [ports.analytics, ports.chat].map(
      (port, index) => new Promise((resolve) => servers[index].listen(port, "127.0.0.1", resolve)),
    ),
  );
  return {
    vars: {
      ANALYTICS_KEY: STAND_IN_ANALYTICS_KEY,
      ANALYTICS_HOST: standInOrigins(appPort).analytics,
      CHAT_BASE_URL: standInOrigins(appPort).chat,
      CHAT_WEBSITE_TOKEN: STAND_IN_CHAT_TOKEN,
    },
    close: () => {
      for (const server of servers) server.close();
    },
  };
}
