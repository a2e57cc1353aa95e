import type { ReactNode } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useRouteError,
  useRouteLoaderData,
} from "react-router";
import { CookieConsent } from "~/components/cookie-consent";
import { ErrorPage } from "~/components/error-page";
import { FlashToast } from "~/components/flash-toast";
import { useLocale } from "~/components/localized-link";
import { NavigationProgress } from "~/components/navigation-progress";
import { isOfflineError, rootShouldRevalidate } from "~/components/offline/offline-error";
import { consentFromCookie } from "~/lib/consent";
import { localizePath, stripLocale } from "~/lib/locale";
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
  const { session, flash, offlineKey } = context.get(appContext);
  const accountTheme = session?.user.theme;
  return {
    origin: new URL(request.url).origin,
    theme: isTheme(accountTheme) ? accountTheme : themeFromCookie(cookie),
    consent: consentFromCookie(cookie),
    flash,
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
  const locale = useLocale();
  const theme = data?.theme ?? "system";
  const isRoot = stripLocale(location.pathname) === "/";
  const origin = data?.origin ?? "";
  const enPath = localizePath(location.pathname, "en");
  const dePath = localizePath(location.pathname, "de");
  return (
    <html lang={locale} data-theme={theme} dir="ltr">
      <head>
        <meta charSet="utf-8" />
        <meta
          name="viewport"
          content={`width=device-width, initial-scale=1, maximum-scale=${isRoot ? 5 : 1}, viewport-fit=cover`}
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
        <link rel="alternate" hrefLang="en" href={`${origin}${enPath}`} />
        <link rel="alternate" hrefLang="de" href={`${origin}${dePath}`} />
        <link rel="alternate" hrefLang="x-default" href={`${origin}${enPath}`} />
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
        {children}
        <ScrollRestoration />
        <Scripts />
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
      <CookieConsent consent={loaderData.consent} />
    </>
  );
}

export const shouldRevalidate = rootShouldRevalidate;

export function ErrorBoundary() {
  const error = useRouteError();
  if ((!isRouteErrorResponse(error) || error.status >= 500) && !isOfflineError(error)) console.error(error);
  return (
    <main id="main" className="flex min-h-dvh flex-col">
      <ErrorPage error={error} />
    </main>
  );
}
