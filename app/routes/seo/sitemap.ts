import { listPublicCollectionPaths } from "~/domain/collections/shared-recipes.server";
import { localizePath } from "~/lib/locale";
import { canonicalUrl } from "~/lib/meta";
import { appContext } from "~/server/context";
import type { Route } from "./+types/sitemap";
import { publicPaths } from "./public-pages.server";

const escapeXml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" })[char] ?? char,
  );

/**
 * /sitemap.xml: every public page in both languages, each with its language alternates: the site's own pages and
 * articles, and the cooks' public collections.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const { config, db } = context.get(appContext);
  const origin = new URL(config.APP_URL).origin;
  const paths = [...publicPaths(), ...(await listPublicCollectionPaths(db))];
  const entries = paths.flatMap((path) => {
    const en = canonicalUrl(origin, localizePath(path, "en"));
    const de = canonicalUrl(origin, localizePath(path, "de"));
    const alternates = [
      `<xhtml:link rel="alternate" hreflang="en" href="${escapeXml(en)}"/>`,
      `<xhtml:link rel="alternate" hreflang="de" href="${escapeXml(de)}"/>`,
      `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(en)}"/>`,
    ].join("");
    return [en, de].map((loc) => `<url><loc>${escapeXml(loc)}</loc>${alternates}</url>`);
  });
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${entries.join("\n")}
</urlset>
`;
  return new Response(xml, {
    headers: { "content-type": "application/xml; charset=utf-8", "cache-control": "public, max-age=3600" },
  });
}
