import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { ANALYTICS_STORAGE_KEY, type BrowserServices } from "~/lib/browser-services";
import { chatColorScheme, startChat, stopChat, updateChat } from "~/lib/chat";
import { localeFromPath } from "~/lib/locale";
import { m } from "~/paraglide/messages.js";

type AnalyticsModule = typeof import("~/lib/analytics");

/**
 * Starts analytics and the support chat once the visitor has allowed them in the consent dialog, and stops them
 * when that consent is withdrawn. Until then nothing of either is downloaded: the analytics client is a chunk of
 * its own, and the chat's script comes from the chat provider only when it is started.
 */
export function ConsentedServices({
  allowed,
  services,
  theme,
}: {
  allowed: boolean;
  services: BrowserServices;
  theme: string;
}) {
  const location = useLocation();
  const path = location.pathname + location.search;
  const locale = localeFromPath(location.pathname);
  const analytics = useRef<AnalyticsModule | null>(null);
  const latestPath = useRef(path);
  latestPath.current = path;
  const analyticsKey = services.analytics?.key;
  const analyticsHost = services.analytics?.host;
  const chatBaseUrl = services.chat?.baseUrl;
  const chatToken = services.chat?.websiteToken;

  useEffect(() => {
    if (!allowed || !analyticsKey || !analyticsHost) {
      const running = analytics.current;
      analytics.current = null;
      if (running) running.stopAnalytics();
      // Ids left by a withdrawal this page did not see (another tab, a form post without JavaScript).
      else window.localStorage.removeItem(ANALYTICS_STORAGE_KEY);
      return;
    }
    let cancelled = false;
    void import("~/lib/analytics").then((module) => {
      if (cancelled) return;
      module.startAnalytics({ key: analyticsKey, host: analyticsHost });
      module.capturePageview(latestPath.current);
      analytics.current = module;
    });
    return () => {
      cancelled = true;
    };
  }, [allowed, analyticsKey, analyticsHost]);

  useEffect(() => {
    analytics.current?.capturePageview(path);
  }, [path]);

  const launcherTitle = m.chat_launcher_title({}, { locale });
  const darkMode = chatColorScheme(theme);
  const chatSettings = useRef({ launcherTitle, locale, darkMode });
  chatSettings.current = { launcherTitle, locale, darkMode };

  useEffect(() => {
    if (!allowed || !chatBaseUrl || !chatToken) {
      // The chat's code hooks the page's history; only a fresh page is free of it.
      if (stopChat()) window.location.reload();
      return;
    }
    // "Once the page is up": after everything the page itself needs has loaded.
    const start = () => startChat({ baseUrl: chatBaseUrl, websiteToken: chatToken }, chatSettings.current);
    if (document.readyState === "complete") start();
    else window.addEventListener("load", start, { once: true });
    return () => window.removeEventListener("load", start);
  }, [allowed, chatBaseUrl, chatToken]);

  useEffect(() => {
    updateChat({ locale, darkMode });
  }, [locale, darkMode]);

  return null;
}
