import type { ArticleCategory } from "~/domain/articles/catalog.server";
import { m } from "~/paraglide/messages.js";

/** How the index and the article pages name each category. */
export const CATEGORY_LABELS: Record<ArticleCategory, { title: () => string; description: () => string }> = {
  help: { title: m.articles_category_help, description: m.articles_category_help_description },
  guides: { title: m.articles_category_guides, description: m.articles_category_guides_description },
};
