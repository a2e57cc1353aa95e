import { data } from "react-router";
import { ArticleView } from "~/components/article-view";
import { getDb } from "~/db/client.server";
import { getArticle } from "~/domain/articles/queries.server";
import { appContext } from "~/lib/app-context";
import { stripLocale } from "~/lib/locale";
import { pageMeta } from "~/lib/meta";
import { m } from "~/paraglide/messages.js";
import type { Route } from "./+types/legal";

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";

/** /privacy and /terms: legal texts are articles, so they are edited like any other content, in both languages. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { env, locale } = context.get(appContext);
  const page = stripLocale(new URL(request.url).pathname).slice(1);
  const article = await getArticle(getDb(env.DB), `legal/${page}`, locale);
  if (!article) throw data(null, { status: 404 });
  return { article, locale };
}

export default function Legal({ loaderData }: Route.ComponentProps) {
  return <ArticleView article={loaderData.article} locale={loaderData.locale} />;
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? pageMeta(loaderData.article.title, loaderData.article.summary) : pageMeta(m.error_not_found_title());
