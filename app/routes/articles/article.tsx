import { ArticleView } from "~/components/article-view";
import { BackLink } from "~/components/back-link";
import { getArticle } from "~/domain/articles/catalog.server";
import { INTL_LOCALE } from "~/lib/locale";
import { canonicalUrl, pageMeta, publicPageMeta, SITE_NAME, siteOrigin } from "~/lib/meta";
import type { PageHandle } from "~/lib/page-client";
import { m } from "~/paraglide/messages.js";
import { appContext } from "~/server/context";
import { notFound } from "~/server/responses";
import { CATEGORY_LABELS } from "./+shared/categories";
import type { Route } from "./+types/article";

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";

export const handle = { document: true } satisfies PageHandle;

/** /articles/{slug}: the slug may span segments ("help/scanning-recipes"); its first one is the category. */
export function loader({ params, context }: Route.LoaderArgs) {
  const { locale } = context.get(appContext);
  const article = getArticle(params["*"] ?? "", locale);
  if (!article) throw notFound();
  return { article, locale };
}

export default function ArticlePage({ loaderData: { article, locale } }: Route.ComponentProps) {
  return (
    <>
      <BackLink to="/articles" label={m.articles_back()} />
      <ArticleView document={article} locale={locale} kicker={CATEGORY_LABELS[article.category].title()} />
    </>
  );
}

export const meta: Route.MetaFunction = (args) => {
  const article = args.loaderData?.article;
  if (!article) return pageMeta(m.error_not_found_title());
  const origin = siteOrigin(args.matches);
  const url = canonicalUrl(origin, args.location.pathname);
  return publicPageMeta(args, {
    title: article.title,
    description: article.summary,
    preview: "articles",
    type: "article",
    jsonLd: [
      {
        "@type": "Article",
        headline: article.title,
        description: article.summary,
        image: `${origin}/images/articles/${article.image}.svg`,
        datePublished: article.published,
        dateModified: article.published,
        inLanguage: INTL_LOCALE[args.loaderData?.locale ?? "en"],
        mainEntityOfPage: url,
        url,
        author: { "@type": "Organization", name: SITE_NAME, url: `${origin}/` },
        publisher: {
          "@type": "Organization",
          name: SITE_NAME,
          logo: { "@type": "ImageObject", url: `${origin}/icon-512.png` },
        },
      },
    ],
  });
};
