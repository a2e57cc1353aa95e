import { type FormEvent, type MouseEvent, type ReactNode, useEffect, useId, useState } from "react";
import { useLocation, useNavigate, useRevalidator } from "react-router";
import { Button } from "~/components/ui/button";
import type { BrowserServices } from "~/lib/browser-services";
import type { Consent, ConsentChoice } from "~/lib/consent";
import { m } from "~/paraglide/messages.js";

const OPEN_EVENT = "mise:cookie-settings";
/** `?cookie-settings=1` opens the dialog with its details shown: how 'Cookie settings' works without JavaScript. */
const SETTINGS_PARAM = "cookie-settings";

function searchWithout(search: string, name: string) {
  const params = new URLSearchParams(search);
  params.delete(name);
  const rest = params.toString();
  return rest ? `?${rest}` : "";
}

/**
 * 'Cookie settings' in the sidebar and the footer: a link to this page with the dialog open, so it works on pages
 * sent without the app's client code (ADR 019); on a hydrated page it opens the dialog in place.
 */
export function CookieSettingsLink({
  className,
  children,
  onNavigate,
}: {
  className: string;
  children: ReactNode;
  onNavigate?: () => void;
}) {
  const location = useLocation();
  const params = new URLSearchParams(location.search);
  params.set(SETTINGS_PARAM, "1");
  function onClick(event: MouseEvent<HTMLAnchorElement>) {
    event.preventDefault();
    onNavigate?.();
    window.dispatchEvent(new Event(OPEN_EVENT));
  }
  return (
    <a href={`${location.pathname}?${params}`} className={className} onClick={onClick}>
      {children}
    </a>
  );
}

/**
 * Asks once which cookies may be used: necessary ones always, analytics and the support chat (where this server has
 * them) only after a yes, and says which of them exist. Rendered on the server when no choice is stored, so it is
 * there before (or without) any script; its buttons post a plain form, which a hydrated page sends with fetch
 * instead. Nothing optional loads until the visitor decides.
 */
export function CookieConsent({ consent, services }: { consent: Consent; services: BrowserServices }) {
  const titleId = useId();
  const descriptionId = useId();
  const location = useLocation();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const requested = new URLSearchParams(location.search).has(SETTINGS_PARAM);
  const [open, setOpen] = useState(!consent.decided || requested);
  const [detailsShown, setDetailsShown] = useState(requested);
  // Where the answer returns to: this page, without the parameter that opened the dialog.
  const returnTo = location.pathname + searchWithout(location.search, SETTINGS_PARAM);

  useEffect(() => {
    const show = () => {
      setDetailsShown(true);
      setOpen(true);
    };
    window.addEventListener(OPEN_EVENT, show);
    return () => window.removeEventListener(OPEN_EVENT, show);
  }, []);

  if (!open) return null;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    const value = submitter?.value as ConsentChoice | undefined;
    if (!value) return;
    event.preventDefault();
    const response = await fetch("/api/preferences/consent", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ value }),
    }).catch(() => null);
    // Without a stored answer the dialog stays, so the choice is never silently lost.
    if (!response?.ok) return;
    setOpen(false);
    setDetailsShown(false);
    if (requested) await navigate(returnTo, { replace: true, preventScrollReset: true });
    else await revalidator.revalidate();
  }

  const optionalLabel = services.chat ? m.consent_optional_with_chat() : m.consent_analytics();
  const optionalState =
    !services.analytics && !services.chat
      ? m.consent_optional_not_set_up()
      : consent.decided
        ? consent.analytics
          ? m.consent_currently_allowed()
          : m.consent_currently_off()
        : null;

  return (
    <section
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      className="fixed inset-x-2 bottom-2 z-50 mx-auto max-h-[calc(100dvh-1rem)] max-w-xl overflow-y-auto rounded-lg border bg-popover p-4 text-popover-foreground shadow-lg sm:inset-x-4 sm:bottom-4 md:bottom-4"
    >
      <h2 id={titleId} className="text-base font-semibold">
        {m.consent_title()}
      </h2>
      <p id={descriptionId} className="mt-1 text-sm text-muted-foreground">
        {[
          m.consent_description(),
          services.analytics && m.consent_description_analytics(),
          services.chat && m.consent_description_chat(),
          !services.analytics && !services.chat && m.consent_description_nothing_optional(),
        ]
          .filter(Boolean)
          .join(" ")}
      </p>
      <details
        open={detailsShown}
        onToggle={(event) => setDetailsShown(event.currentTarget.open)}
        className="mt-3 text-sm"
      >
        <summary className="cursor-pointer rounded-sm font-medium underline-offset-4 hover:underline">
          {m.consent_details()}
        </summary>
        <dl className="mt-2 flex flex-col gap-2">
          <div>
            <dt className="font-medium">{m.consent_necessary()}</dt>
            <dd className="text-muted-foreground">{m.consent_necessary_description()}</dd>
          </div>
          <div>
            <dt className="font-medium">{optionalLabel}</dt>
            <dd className="text-muted-foreground">
              {[
                services.analytics && m.consent_analytics_description(),
                services.chat && m.consent_chat_description(),
                optionalState,
              ]
                .filter(Boolean)
                .join(" ")}
            </dd>
          </div>
        </dl>
      </details>
      <form method="post" action="/api/preferences/consent" onSubmit={onSubmit} className="mt-3">
        <input type="hidden" name="redirectTo" value={returnTo} />
        <div className="flex flex-wrap gap-2">
          <Button type="submit" name="value" value="analytics">
            {m.consent_accept_all()}
          </Button>
          <Button type="submit" name="value" value="necessary" variant="outline">
            {m.consent_necessary_only()}
          </Button>
        </div>
      </form>
    </section>
  );
}
