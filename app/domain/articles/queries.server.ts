import { and, eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { articles } from "~/db/schema";
import type { Locale } from "~/lib/locale";

export async function getArticle(db: Db, slug: string, locale: Locale) {
  const [article] = await db
    .select({
      title: articles.title,
      summary: articles.summary,
      body: articles.body,
      publishedAt: articles.publishedAt,
    })
    .from(articles)
    .where(and(eq(articles.slug, slug), eq(articles.locale, locale)))
    .limit(1);
  return article;
}

/** Slugs are lowercase words joined by hyphens, in one or more segments ("help/getting-started"). */
export function isArticleSlug(slug: string): boolean {
  return /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*$/.test(slug) && slug.length <= 200;
}
