import { articleSlugs } from "~/domain/articles/catalog.server";
import { PUBLIC_PAGES } from "~/lib/meta";

/**
 * The site's own pages search engines may list, in their English form (each also exists under /de): the public pages
 * with each article after the index. The sitemap lists these and the cooks' public collections, and the browser
 * test checks each one's head tags.
 */
export function publicPaths(): string[] {
  const articles = articleSlugs().map((slug) => `/articles/${slug}`);
  return PUBLIC_PAGES.flatMap((path) => (path === "/articles" ? [path, ...articles] : [path]));
}

/** Areas behind the sign-in or made for one visitor: kept out of search engines by robots.txt. */
export const PRIVATE_PREFIXES = [
  "/api/",
  "/auth/",
  "/dashboard",
  "/recipes",
  "/settings",
  "/profile",
  "/proposals",
  "/dev/",
  "/mockups",
  "/join/",
  "/notes/",
  "/success",
  "/cancel",
  "/fail",
  "/share-success",
  "/deletemyaccount",
  "/contact/sent",
];
