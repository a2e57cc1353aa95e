import { Camera, ChefHat, Globe, Heart, Sparkles } from "lucide-react";
import { LanguageSwitcher } from "~/components/language-switcher";
import { LocalizedLink } from "~/components/localized-link";
import { Logo } from "~/components/logo";
import { PricingPlans } from "~/components/pricing-plans";
import { Button } from "~/components/ui/button";
import { countUsers } from "~/domain/users/queries.server";
import { happyCooksFloor } from "~/domain/users/social-proof";
import { formatNumber } from "~/lib/format";
import { publicPageMeta, SITE_NAME, siteJsonLd, siteOrigin } from "~/lib/meta";
import type { PageHandle } from "~/lib/page-client";
import { m } from "~/paraglide/messages.js";
import { appContext } from "~/server/context";
import { loadPricing } from "./+shared/pricing.server";
import type { Route } from "./+types/home";

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";

export const handle = { document: true } satisfies PageHandle;

export async function loader({ context }: Route.LoaderArgs) {
  const { db, locale } = context.get(appContext);
  const [users, pricing] = await Promise.all([countUsers(db), loadPricing(context)]);
  return { locale, pricing, happyCooks: happyCooksFloor(users) };
}

const STEPS = [
  { icon: Globe, title: m.home_step_import_title, text: m.home_step_import_text },
  { icon: Camera, title: m.home_step_scan_title, text: m.home_step_scan_text },
  { icon: Sparkles, title: m.home_step_ai_title, text: m.home_step_ai_text },
  { icon: ChefHat, title: m.home_step_cook_title, text: m.home_step_cook_text },
];

const navLink = "inline-flex min-h-10 items-center rounded-md px-3 text-sm font-medium hover:bg-muted";

/** The landing page: scrolls, with its own top links instead of the app header. */
export default function Home({ loaderData: { locale, pricing, happyCooks } }: Route.ComponentProps) {
  return (
    <>
      <header className="mx-auto flex max-w-6xl flex-wrap items-center gap-2 px-4 py-4 sm:px-6">
        <Logo />
        <nav aria-label={m.nav_main_label()} className="ml-auto flex flex-wrap items-center gap-1">
          <a href="#pricing" className={`${navLink} hidden sm:inline-flex`}>
            {m.nav_pricing()}
          </a>
          <LocalizedLink to="/auth/signin" className={navLink}>
            {m.nav_sign_in()}
          </LocalizedLink>
          <Button asChild variant="outline" size="sm" className="hidden sm:inline-flex">
            <LocalizedLink to="/dashboard">{m.home_go_to_app()}</LocalizedLink>
          </Button>
          <Button asChild size="sm">
            <LocalizedLink to="/auth/signup">{m.home_start_free()}</LocalizedLink>
          </Button>
        </nav>
      </header>
      <main id="main">
        <section className="mx-auto flex max-w-6xl flex-col items-start gap-6 px-4 pt-12 pb-20 sm:px-6 md:pt-20">
          <p className="rounded-full bg-accent px-3 py-1 text-sm font-medium text-accent-foreground">
            {m.home_hero_kicker()}
          </p>
          <h1 className="max-w-3xl font-serif text-4xl leading-tight font-semibold tracking-tight text-balance sm:text-6xl">
            {m.home_hero_title()}
          </h1>
          <p className="max-w-2xl text-lg text-muted-foreground">{m.home_hero_text()}</p>
          <div className="flex flex-wrap gap-3">
            <Button asChild size="lg">
              <LocalizedLink to="/auth/signup">{m.home_start_free()}</LocalizedLink>
            </Button>
            <Button asChild size="lg" variant="outline">
              <LocalizedLink to="/dashboard">{m.home_go_to_app()}</LocalizedLink>
            </Button>
          </div>
        </section>

        <section aria-labelledby="how-it-works" className="border-y bg-muted/40">
          <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
            <h2 id="how-it-works" className="font-serif text-3xl font-semibold">
              {m.home_how_title()}
            </h2>
            <ol className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
              {STEPS.map(({ icon: Icon, title, text }, index) => (
                <li key={title()} className="rounded-xl border bg-card p-5 text-card-foreground">
                  <Icon aria-hidden className="size-6 text-primary" />
                  <h3 className="mt-3 font-semibold">
                    <span className="sr-only">{formatNumber(index + 1, locale)}. </span>
                    {title()}
                  </h3>
                  <p className="mt-1 text-sm text-muted-foreground">{text()}</p>
                </li>
              ))}
            </ol>
          </div>
        </section>

        <section
          id="pricing"
          aria-labelledby="pricing-title"
          className="mx-auto max-w-6xl scroll-mt-4 px-4 py-16 sm:px-6"
        >
          <h2 id="pricing-title" className="text-center font-serif text-3xl font-semibold">
            {m.pricing_title()}
          </h2>
          <p className="mx-auto mt-2 mb-8 max-w-xl text-center text-muted-foreground">
            {pricing.payments ? m.pricing_subtitle() : m.pricing_subtitle_payments_off()}
          </p>
          <PricingPlans locale={locale} pricing={pricing} headingLevel={3} />
        </section>

        <section aria-labelledby="about" className="border-t bg-muted/40">
          <div className="mx-auto grid max-w-6xl gap-8 px-4 py-16 sm:px-6 md:grid-cols-2">
            <div>
              <h2 id="about" className="font-serif text-3xl font-semibold">
                {m.home_about_title()}
              </h2>
              <p className="mt-4 text-muted-foreground">{m.home_about_text()}</p>
              <p className="mt-4 text-muted-foreground">{m.home_about_privacy()}</p>
            </div>
            <div className="flex flex-col items-start justify-center gap-3 rounded-2xl bg-card p-8 text-card-foreground">
              <Heart aria-hidden className="size-8 text-primary" />
              <p className="font-serif text-2xl font-semibold">
                {happyCooks === undefined
                  ? m.home_loved_first()
                  : m.home_loved_by({ count: happyCooks, formatted: formatNumber(happyCooks, locale) })}
              </p>
            </div>
          </div>
        </section>
      </main>
      <footer className="mx-auto flex max-w-6xl flex-wrap items-center gap-2 px-4 py-8 text-sm text-muted-foreground sm:px-6">
        <span>© {SITE_NAME}</span>
        <LocalizedLink to="/terms" className={navLink}>
          {m.nav_terms()}
        </LocalizedLink>
        <LocalizedLink to="/privacy" className={navLink}>
          {m.nav_privacy()}
        </LocalizedLink>
        <LocalizedLink to="/contact" className={navLink}>
          {m.nav_contact()}
        </LocalizedLink>
        <LanguageSwitcher className="ml-auto" />
      </footer>
    </>
  );
}

export const meta: Route.MetaFunction = (args) =>
  publicPageMeta(args, {
    title: `${SITE_NAME} — ${m.site_tagline()}`,
    bareTitle: true,
    description: m.site_description(),
    preview: "home",
    jsonLd: siteJsonLd(siteOrigin(args.matches), args.location.pathname),
  });
