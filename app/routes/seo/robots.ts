import { appContext } from "~/server/context";
import type { Route } from "./+types/robots";
import { PRIVATE_PREFIXES } from "./public-pages.server";

/** /robots.txt: private areas out (in both languages), the sitemap named. */
export function loader({ context }: Route.LoaderArgs) {
  const origin = new URL(context.get(appContext).config.APP_URL).origin;
  const rules = PRIVATE_PREFIXES.flatMap((prefix) => [`Disallow: ${prefix}`, `Disallow: /de${prefix}`]);
  const text = ["User-agent: *", "Allow: /", ...rules, "", `Sitemap: ${origin}/sitemap.xml`, ""].join("\n");
  return new Response(text, {
    headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "public, max-age=3600" },
  });
}
