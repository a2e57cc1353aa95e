import { LocalizedLink } from "~/components/localized-link";
import { PageHeader } from "~/components/page-header";
import { ARTICLE_CATEGORIES, listArticles } from "~/domain/articles/catalog.server";
import { publicPageMeta } from "~/lib/meta";
import type { PageHandle } from "~/lib/page-client";
import { m } from "~/paraglide/messages.js";
import { appContext } from "~/server/context";
import { CATEGORY_LABELS } from "./+shared/categories";
import type { Route } from "./+types/index";

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";

export const handle = { document: true } satisfies PageHandle;

/** /articles: every article in the page's language, in sections by category, newest first within each. */
export function loader({ context }: Route.LoaderArgs) {
  const articles = listArticles(context.get(appContext).locale);
  return {
    sections: ARTICLE_CATEGORIES.map((category) => ({
      category,
      articles: articles.filter((article) => article.category === category),
    })).filter((section) => section.articles.length > 0),
  };
}

export default function ArticlesIndex({ loaderData: { sections } }: Route.ComponentProps) {
  return (
    <div className="max-w-5xl">
      <PageHeader title={m.articles_title()} description={m.articles_description()} />
      <nav aria-label={m.articles_categories_label()} className="mb-8 flex flex-wrap gap-2">
        {sections.map(({ category }) => (
          <a
            key={category}
            href={`#${category}`}
            className="inline-flex min-h-10 items-center rounded-full border px-4 text-sm font-medium hover:bg-muted"
          >
            {CATEGORY_LABELS[category].title()}
          </a>
        ))}
      </nav>
      <div className="flex flex-col gap-12">
        {sections.map(({ category, articles }) => (
          <section key={category} aria-labelledby={category} className="scroll-mt-20">
            <h2 id={category} className="font-serif text-2xl font-semibold">
              {CATEGORY_LABELS[category].title()}
            </h2>
            <p className="mt-1 text-muted-foreground">{CATEGORY_LABELS[category].description()}</p>
            <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {articles.map((article) => (
                <li key={article.slug}>
                  <LocalizedLink
                    to={`/articles/${article.slug}`}
                    className="group flex h-full flex-col overflow-hidden rounded-xl border bg-card text-card-foreground transition-colors hover:border-primary"
                  >
                    <img
                      src={`/images/articles/${article.image}.svg`}
                      alt=""
                      width={1200}
                      height={630}
                      loading="lazy"
                      className="aspect-[40/21] w-full border-b bg-muted object-cover"
                    />
                    <span className="flex flex-1 flex-col gap-2 p-4">
                      <span className="font-semibold leading-snug group-hover:underline">{article.title}</span>
                      <span className="text-sm text-muted-foreground">{article.summary}</span>
                      <span className="mt-auto pt-2 text-xs text-muted-foreground">
                        {m.article_reading_time({ minutes: article.readingMinutes })}
                      </span>
                    </span>
                  </LocalizedLink>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </div>
  );
}

export const meta: Route.MetaFunction = (args) =>
  publicPageMeta(args, { title: m.articles_title(), description: m.articles_description(), preview: "articles" });
