// First: zod's settings must hold before any schema module is evaluated.
import "~/lib/zod-config";
import type { ReactNode } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useMatches,
  useRouteError,
  useRouteLoaderData,
} from "react-router";
import { ConsentedServices } from "~/components/consented-services";
import { CookieConsent } from "~/components/cookie-consent";
import { ErrorPage } from "~/components/error-page";
import { FlashToast } from "~/components/flash-toast";
import { useLocale } from "~/components/localized-link";
import { NavigationProgress } from "~/components/navigation-progress";
import { isOfflineError, rootShouldRevalidate } from "~/components/offline/offline-error";
import { languageChangeLoadsDocument } from "~/lib/client-locale";
import { browserServicesOf } from "~/lib/config.server";
import { consentFromCookie } from "~/lib/consent";
import { HOLD_INSTALL_PROMPT_SCRIPT } from "~/lib/install-prompt";
import { localizePath } from "~/lib/locale";
import { canonicalUrl, isPublicPage } from "~/lib/meta";
import { MODULE_RETRY_SCRIPT } from "~/lib/module-retry";
import { pageNeedsClient } from "~/lib/page-client";
import { isTheme, themeColorMeta, themeFromCookie } from "~/lib/theme";
import { m } from "~/paraglide/messages.js";
import { appContext } from "~/server/context";
import type { Route } from "./+types/root";
import stylesheet from "./app.css?url";

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.ico", sizes: "48x48" },
  { rel: "icon", type: "image/png", sizes: "32x32", href: "/favicon-32x32.png" },
  { rel: "icon", type: "image/png", sizes: "16x16", href: "/favicon-16x16.png" },
  { rel: "apple-touch-icon", sizes: "180x180", href: "/apple-touch-icon.png" },
];

export function loader({ request, context }: Route.LoaderArgs) {
  const cookie = request.headers.get("cookie");
  const { session, flash, config, offlineKey, nonce } = context.get(appContext);
  const accountTheme = session?.user.theme;
  return {
    // The public origin, not the request's: canonical links and previews name the address the site is known by.
    origin: new URL(config.APP_URL).origin,
    theme: isTheme(accountTheme) ? accountTheme : themeFromCookie(cookie),
    consent: consentFromCookie(cookie),
    services: browserServicesOf(config),
    flash,
    // For the page's own inline script; React Router's scripts get it from the server router.
    nonce,
    user: session
      ? {
          name: session.user.name,
          email: session.user.email,
          image: session.user.image ?? null,
          offlineKey: offlineKey ?? "",
        }
      : null,
  };
}

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const location = useLocation();
  const matches = useMatches();
  // Decided on the server; in the browser the page is hydrated already, so its scripts stay (ADR 019). Without the
  // root's data (an error before it loaded) the page hydrates, as it always did.
  const withClient =
    typeof document !== "undefined" ||
    !data ||
    pageNeedsClient(
      matches.map((match) => match.handle),
      data,
    );
  const locale = useLocale();
  const theme = data?.theme ?? "system";
  // The spec keeps the app from zooming (maximum scale 1) except on the landing page; pages visitors arrive on to
  // read (pricing, articles, contact, legal) may be zoomed like the landing page, so no one is kept from enlarging text.
  const zoomable = isPublicPage(location.pathname);
  const origin = data?.origin ?? "";
  const enPath = localizePath(location.pathname, "en");
  const dePath = localizePath(location.pathname, "de");
  return (
    <html lang={locale} data-theme={theme} dir="ltr">
      <head>
        <meta charSet="utf-8" />
        <meta
          name="viewport"
          content={`width=device-width, initial-scale=1, maximum-scale=${zoomable ? 5 : 1}, viewport-fit=cover`}
        />
        {themeColorMeta(theme).map((color) => (
          <meta key={color.media ?? "all"} name="theme-color" content={color.content} media={color.media} />
        ))}
        <meta name="mobile-web-app-capable" content="yes" />
        <meta name="apple-mobile-web-app-capable" content="yes" />
        <meta name="apple-mobile-web-app-title" content="Mise" />
        <meta name="apple-mobile-web-app-status-bar-style" content="default" />
        <meta name="application-name" content="Mise" />
        {/* The installed app's names and shortcuts in the page's language; one app (the same id) either way. */}
        <link rel="manifest" href={locale === "de" ? "/site.de.webmanifest" : "/site.webmanifest"} />
        <link rel="canonical" href={canonicalUrl(origin, location.pathname)} />
        <link rel="alternate" hrefLang="en" href={canonicalUrl(origin, enPath)} />
        <link rel="alternate" hrefLang="de" href={canonicalUrl(origin, dePath)} />
        <link rel="alternate" hrefLang="x-default" href={canonicalUrl(origin, enPath)} />
        <Meta />
        <Links />
      </head>
      <body className="min-h-dvh bg-background font-sans text-foreground antialiased">
        <a
          href="#main"
          className="sr-only z-50 rounded-md bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
        >
          {m.nav_skip_to_content()}
        </a>
        {withClient && (
          <script
            nonce={data?.nonce}
            suppressHydrationWarning
            // biome-ignore lint/security/noDangerouslySetInnerHtml: the app's own constant script, no input in it.
            dangerouslySetInnerHTML={{ __html: HOLD_INSTALL_PROMPT_SCRIPT }}
          />
        )}
        {children}
        {withClient && (
          <>
            <script
              nonce={data?.nonce}
              suppressHydrationWarning
              // biome-ignore lint/security/noDangerouslySetInnerHtml: the app's own constant script, no input in it.
              dangerouslySetInnerHTML={{ __html: MODULE_RETRY_SCRIPT }}
            />
            <ScrollRestoration />
            <Scripts />
          </>
        )}
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <NavigationProgress />
      <Outlet />
      <FlashToast flash={loaderData.flash} />
      <CookieConsent consent={loaderData.consent} services={loaderData.services} />
      <ConsentedServices
        allowed={loaderData.consent.analytics}
        services={loaderData.services}
        theme={loaderData.theme}
      />
    </>
  );
}

export const shouldRevalidate = rootShouldRevalidate;

export const clientMiddleware: Route.ClientMiddlewareFunction[] = [
  ({ request }) => languageChangeLoadsDocument(request),
];

export function ErrorBoundary() {
  const error = useRouteError();
  if ((!isRouteErrorResponse(error) || error.status >= 500) && !isOfflineError(error)) console.error(error);
  return (
    <main id="main" className="flex min-h-dvh flex-col">
      <ErrorPage error={error} />
    </main>
  );
}
