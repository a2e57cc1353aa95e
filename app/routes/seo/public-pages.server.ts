import { articleSlugs } from "~/domain/articles/catalog.server";

/**
 * Every page search engines may list, in its English form (each also exists under /de). The one place to add a
 * kind of public page: the sitemap lists exactly these, and the browser test checks each one's head tags.
 */
export function publicPaths(): string[] {
  return [
    "/",
    "/pricing",
    "/articles",
    ...articleSlugs().map((slug) => `/articles/${slug}`),
    "/contact",
    "/privacy",
    "/terms",
  ];
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
