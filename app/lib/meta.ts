import type { Location, MetaDescriptor } from "react-router";
import { m } from "~/paraglide/messages.js";
import { INTL_LOCALE, localeFromPath, localizePath, stripLocale } from "./locale";

export const SITE_NAME = "Mise";

/**
 * The pages search engines list, in their English form (each also exists under /de); every article lives below
 * /articles/. app/routes/seo/public-pages.server.ts builds the sitemap from this list.
 */
export const PUBLIC_PAGES = ["/", "/pricing", "/articles", "/contact", "/privacy", "/terms"] as const;

/** A public collection's page (domain/collections/public-path.ts): listed in the sitemap when it shows recipes. */
const PUBLIC_COLLECTION = /^\/cooks\/[^/]+\/collections\/[^/]+$/;

export function isPublicPage(pathname: string): boolean {
  const path = stripLocale(pathname);
  return (
    (PUBLIC_PAGES as readonly string[]).includes(path) || path.startsWith("/articles/") || PUBLIC_COLLECTION.test(path)
  );
}

/** The preview pictures (1200×630, public/og/, made by scripts/make-previews.mjs): per kind of page and language. */
export const PREVIEW_KINDS = ["home", "pricing", "articles", "contact", "legal", "collections"] as const;
export type PreviewKind = (typeof PREVIEW_KINDS)[number];

/**
 * Title (with the site name) and description of a page search engines should leave out: everything behind the
 * sign-in, the auth flows and every other page that is not in the sitemap.
 */
export function pageMeta(title: string, description: string = m.site_description()): MetaDescriptor[] {
  return [
    { title: `${title} · ${SITE_NAME}` },
    { name: "description", content: description },
    { name: "robots", content: "noindex" },
  ];
}

type MetaArgs = { location: Location; matches: readonly ({ id: string; loaderData: unknown } | undefined)[] };

/** The public origin (APP_URL), which the root loader hands every page for its absolute links. */
export function siteOrigin(matches: MetaArgs["matches"]): string {
  const root = matches.find((match) => match?.id === "root")?.loaderData as { origin?: string } | undefined;
  return root?.origin ?? "";
}

/** The address search engines should keep for a page: the public origin and its path, without query or hash. */
export function canonicalUrl(origin: string, pathname: string): string {
  return `${origin}${pathname === "/" ? "/" : pathname.replace(/\/+$/, "")}`;
}

type PublicPage = {
  title: string;
  description: string;
  preview: PreviewKind;
  type?: "website" | "article";
  /** schema.org objects, each rendered as its own JSON-LD script. */
  jsonLd?: object[];
  /** The landing page's title is the site's name with its claim, not "… · Mise". */
  bareTitle?: boolean;
};

/**
 * The head of a page in the sitemap: title and description, Open Graph and Twitter card with the page kind's
 * preview picture, and its structured data. Canonical and language alternates come from the root for every page.
 */
export function publicPageMeta({ location, matches }: MetaArgs, page: PublicPage): MetaDescriptor[] {
  const origin = siteOrigin(matches);
  const locale = localeFromPath(location.pathname);
  const title = page.bareTitle ? page.title : `${page.title} · ${SITE_NAME}`;
  const image = `${origin}/og/${page.preview}-${locale}.png`;
  const imageAlt = m.og_image_alt({ title: page.title });
  return [
    { title },
    { name: "description", content: page.description },
    { property: "og:type", content: page.type ?? "website" },
    { property: "og:site_name", content: SITE_NAME },
    { property: "og:title", content: page.title },
    { property: "og:description", content: page.description },
    { property: "og:url", content: canonicalUrl(origin, location.pathname) },
    { property: "og:locale", content: INTL_LOCALE[locale].replace("-", "_") },
    { property: "og:locale:alternate", content: INTL_LOCALE[locale === "en" ? "de" : "en"].replace("-", "_") },
    { property: "og:image", content: image },
    { property: "og:image:type", content: "image/png" },
    { property: "og:image:width", content: "1200" },
    { property: "og:image:height", content: "630" },
    { property: "og:image:alt", content: imageAlt },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: page.title },
    { name: "twitter:description", content: page.description },
    { name: "twitter:image", content: image },
    { name: "twitter:image:alt", content: imageAlt },
    ...(page.jsonLd ?? []).map((data) => ({ "script:ld+json": { "@context": "https://schema.org", ...data } })),
  ];
}

/** The site and its publisher, for the landing page's structured data. */
export function siteJsonLd(origin: string, pathname: string): object[] {
  const home = canonicalUrl(origin, localizePath("/", localeFromPath(pathname)));
  return [
    {
      "@type": "Organization",
      "@id": `${origin}/#organization`,
      name: SITE_NAME,
      url: `${origin}/`,
      logo: `${origin}/icon-512.png`,
    },
    {
      "@type": "WebSite",
      "@id": `${origin}/#website`,
      name: SITE_NAME,
      url: home,
      inLanguage: INTL_LOCALE[localeFromPath(pathname)],
      publisher: { "@id": `${origin}/#organization` },
    },
  ];
}
