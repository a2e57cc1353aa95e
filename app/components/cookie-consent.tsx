import { type FormEvent, useEffect, useId, useState } from "react";
import { useLocation, useRevalidator } from "react-router";
import { Button } from "~/components/ui/button";
import type { BrowserServices } from "~/lib/browser-services";
import type { Consent, ConsentChoice } from "~/lib/consent";
import { m } from "~/paraglide/messages.js";

const OPEN_EVENT = "mise:cookie-settings";

/** Reopens the consent dialog with the choices expanded ('Cookie settings' in the sidebar and footer). */
export function openCookieSettings() {
  window.dispatchEvent(new Event(OPEN_EVENT));
}

/**
 * Asks once which cookies may be used: necessary ones always, analytics and the support chat (where this server has
 * them) only after a yes, and says which of them exist. Rendered on the server
 * when no choice is stored, so it is there before hydration; nothing optional loads until the visitor decides.
 */
export function CookieConsent({ consent, services }: { consent: Consent; services: BrowserServices }) {
  const titleId = useId();
  const descriptionId = useId();
  const location = useLocation();
  const revalidator = useRevalidator();
  const [open, setOpen] = useState(!consent.decided);
  const [customizing, setCustomizing] = useState(false);
  const [analytics, setAnalytics] = useState(consent.analytics);

  useEffect(() => {
    const show = () => {
      setAnalytics(consent.analytics);
      setCustomizing(true);
      setOpen(true);
    };
    window.addEventListener(OPEN_EVENT, show);
    return () => window.removeEventListener(OPEN_EVENT, show);
  }, [consent.analytics]);

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
    setCustomizing(false);
    await revalidator.revalidate();
  }

  return (
    <section
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      className="fixed inset-x-2 bottom-2 z-50 mx-auto max-w-xl rounded-lg border bg-popover p-4 text-popover-foreground shadow-lg sm:inset-x-4 sm:bottom-4 md:bottom-4"
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
      <form method="post" action="/api/preferences/consent" onSubmit={onSubmit} className="mt-3">
        <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
        {customizing && (
          <ul className="mb-3 flex flex-col gap-2 text-sm">
            <li className="flex items-start gap-3">
              <input id={`${titleId}-necessary`} type="checkbox" checked disabled className="mt-1 size-4" />
              <label htmlFor={`${titleId}-necessary`}>
                <span className="font-medium">{m.consent_necessary()}</span>
                <span className="block text-muted-foreground">{m.consent_necessary_description()}</span>
              </label>
            </li>
            <li className="flex items-start gap-3">
              <input
                id={`${titleId}-analytics`}
                type="checkbox"
                checked={analytics}
                onChange={(event) => setAnalytics(event.target.checked)}
                className="mt-1 size-4 accent-primary"
              />
              <label htmlFor={`${titleId}-analytics`}>
                <span className="font-medium">
                  {services.chat ? m.consent_optional_with_chat() : m.consent_analytics()}
                </span>
                <span className="block text-muted-foreground">
                  {[
                    services.analytics && m.consent_analytics_description(),
                    services.chat && m.consent_chat_description(),
                    !services.analytics && !services.chat && m.consent_optional_not_set_up(),
                  ]
                    .filter(Boolean)
                    .join(" ")}
                </span>
              </label>
            </li>
          </ul>
        )}
        <div className="flex flex-wrap gap-2">
          {customizing ? (
            <Button type="submit" name="value" value={analytics ? "analytics" : "necessary"}>
              {m.consent_save()}
            </Button>
          ) : (
            <>
              <Button type="submit" name="value" value="analytics">
                {m.consent_accept_all()}
              </Button>
              <Button type="submit" name="value" value="necessary" variant="outline">
                {m.consent_necessary_only()}
              </Button>
              <Button type="button" variant="ghost" onClick={() => setCustomizing(true)}>
                {m.consent_customize()}
              </Button>
            </>
          )}
        </div>
      </form>
    </section>
  );
}
