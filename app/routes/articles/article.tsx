import { data } from "react-router";
import { ArticleView } from "~/components/article-view";
import { getArticle, isArticleSlug } from "~/domain/articles/queries.server";
import { stripLocale } from "~/lib/locale";
import { pageMeta } from "~/lib/meta";
import { m } from "~/paraglide/messages.js";
import { appContext } from "~/server/context";
import type { Route } from "./+types/article";

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";

/**
 * /articles/{slug} (the slug may span segments), and /privacy and /terms, whose texts are the articles
 * legal/privacy and legal/terms: edited like any other content, in both languages.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { db, locale } = context.get(appContext);
  const splat = (params as { "*"?: string })["*"];
  const slug = splat ?? `legal${stripLocale(new URL(request.url).pathname)}`;
  const article = isArticleSlug(slug) ? await getArticle(db, slug, locale) : undefined;
  if (!article) throw data(null, { status: 404 });
  return { article, locale };
}

export default function Article({ loaderData }: Route.ComponentProps) {
  return <ArticleView article={loaderData.article} locale={loaderData.locale} />;
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? pageMeta(loaderData.article.title, loaderData.article.summary) : pageMeta(m.error_not_found_title());
