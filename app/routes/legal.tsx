import { ArticleView } from "~/components/article-view";
import { getLegalPage, type LegalPage } from "~/domain/articles/catalog.server";
import { stripLocale } from "~/lib/locale";
import { pageMeta, publicPageMeta } from "~/lib/meta";
import { m } from "~/paraglide/messages.js";
import { appContext } from "~/server/context";
import { notFound } from "~/server/responses";
import type { Route } from "./+types/legal";

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";

/** /privacy and /terms, from content/legal/{locale}/{privacy,terms}.md: edited like articles, in both languages. */
export function loader({ request, context }: Route.LoaderArgs) {
  const { locale } = context.get(appContext);
  const name = stripLocale(new URL(request.url).pathname).slice(1) as LegalPage;
  const document = getLegalPage(name, locale);
  if (!document) throw notFound();
  return { document, locale };
}

export default function Legal({ loaderData: { document, locale } }: Route.ComponentProps) {
  return <ArticleView document={document} locale={locale} />;
}

export const meta: Route.MetaFunction = (args) =>
  args.loaderData
    ? publicPageMeta(args, {
        title: args.loaderData.document.title,
        description: args.loaderData.document.summary,
        preview: "legal",
      })
    : pageMeta(m.error_not_found_title());
