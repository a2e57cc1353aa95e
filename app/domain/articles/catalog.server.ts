import type { Locale } from "~/lib/locale";
import type { ContentDocument } from "./markdown";

/**
 * Every article and legal page, from the content files in the repo (content/articles/{locale}/{slug}.md and
 * content/legal/{locale}/{name}.md), compiled when the app is built. Server-only: pages get the one they show.
 */
const ARTICLE_FILES = import.meta.glob<ContentDocument>("/content/articles/*/**/*.md", {
  eager: true,
  import: "default",
});
const LEGAL_FILES = import.meta.glob<ContentDocument>("/content/legal/*/*.md", { eager: true, import: "default" });

/** The index's sections, in their order: the first segment of an article's slug. */
export const ARTICLE_CATEGORIES = ["help", "guides"] as const;
export type ArticleCategory = (typeof ARTICLE_CATEGORIES)[number];

export type Article = ContentDocument & { slug: string; category: ArticleCategory; image: string; imageAlt: string };
export type ArticleSummary = Omit<Article, "blocks">;

function isCategory(value: string | undefined): value is ArticleCategory {
  return (ARTICLE_CATEGORIES as readonly string[]).includes(value ?? "");
}

function byLocale(locale: Locale): Article[] {
  const prefix = `/content/articles/${locale}/`;
  return Object.entries(ARTICLE_FILES)
    .filter(([path]) => path.startsWith(prefix))
    .map(([path, document]) => {
      const slug = path.slice(prefix.length, -".md".length);
      const category = slug.split("/")[0];
      // The build has checked the front matter; a file outside a known section is a writer's slip worth stopping on.
      if (!isCategory(category)) throw new Error(`${path}: the first folder must be one of ${ARTICLE_CATEGORIES}`);
      return { ...document, slug, category, image: document.image ?? "", imageAlt: document.imageAlt ?? "" };
    })
    .sort((a, b) => b.published.localeCompare(a.published) || a.title.localeCompare(b.title, locale));
}

const ARTICLES = { en: byLocale("en"), de: byLocale("de") } satisfies Record<Locale, Article[]>;

/** Newest first, without their bodies. */
export function listArticles(locale: Locale): ArticleSummary[] {
  return ARTICLES[locale].map(({ blocks: _, ...summary }) => summary);
}

export function getArticle(slug: string, locale: Locale): Article | undefined {
  return ARTICLES[locale].find((article) => article.slug === slug);
}

/** The slugs that exist in every language: the public articles (the sitemap lists each with its alternates). */
export function articleSlugs(): string[] {
  const german = new Set(ARTICLES.de.map((article) => article.slug));
  return ARTICLES.en.map((article) => article.slug).filter((slug) => german.has(slug));
}

export const LEGAL_PAGES = ["privacy", "terms"] as const;
export type LegalPage = (typeof LEGAL_PAGES)[number];

export function getLegalPage(name: LegalPage, locale: Locale): ContentDocument | undefined {
  return LEGAL_FILES[`/content/legal/${locale}/${name}.md`];
}
