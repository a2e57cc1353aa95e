import { ArticleView } from "~/components/article-view";
import { getLegalPage, type LegalPage } from "~/domain/articles/catalog.server";
import { type OutsideService, outsideServicesOf } from "~/lib/config.server";
import { stripLocale } from "~/lib/locale";
import { pageMeta, publicPageMeta } from "~/lib/meta";
import type { PageHandle } from "~/lib/page-client";
import { m } from "~/paraglide/messages.js";
import { appContext } from "~/server/context";
import { notFound } from "~/server/responses";
import type { Route } from "./+types/legal";

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";

export const handle = { document: true } satisfies PageHandle;

/**
 * /privacy and /terms, from content/legal/{locale}/{privacy,terms}.md: edited like articles, in both languages. The
 * privacy page ends with the outside services this server is configured with, so it never names one it does not use.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  const { locale, config, services } = context.get(appContext);
  const name = stripLocale(new URL(request.url).pathname).slice(1) as LegalPage;
  const document = getLegalPage(name, locale);
  if (!document) throw notFound();
  return { document, locale, outsideServices: name === "privacy" ? outsideServicesOf(config, services) : null };
}

export default function Legal({ loaderData: { document, locale, outsideServices } }: Route.ComponentProps) {
  return (
    <>
      <ArticleView document={document} locale={locale} />
      {outsideServices && <OutsideServices list={outsideServices} />}
    </>
  );
}

export const meta: Route.MetaFunction = (args) =>
  args.loaderData
    ? publicPageMeta(args, {
        title: args.loaderData.document.title,
        description: args.loaderData.document.summary,
        preview: "legal",
      })
    : pageMeta(m.error_not_found_title());

const SERVICE_TEXT: Record<OutsideService["kind"], (inputs: { host: string }) => string> = {
  ai: m.privacy_services_ai,
  email: m.privacy_services_email,
  google: m.privacy_services_google,
  facebook: m.privacy_services_facebook,
  analytics: m.privacy_services_analytics,
  chat: m.privacy_services_chat,
};

function OutsideServices({ list }: { list: OutsideService[] }) {
  return (
    <section aria-labelledby="outside-services" className="mt-8 max-w-prose leading-relaxed">
      <h2 id="outside-services" className="text-xl font-semibold">
        {m.privacy_services_title()}
      </h2>
      <ul className="mt-4 ml-5 list-disc space-y-1.5">
        <li>{m.privacy_services_hosting()}</li>
        {list.map((service) => (
          <li key={service.kind}>{SERVICE_TEXT[service.kind]({ host: service.host })}</li>
        ))}
      </ul>
      {list.length === 0 && <p className="mt-4">{m.privacy_services_none()}</p>}
    </section>
  );
}
