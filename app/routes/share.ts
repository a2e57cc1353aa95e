import { redirect } from "react-router";
import { linkInShare } from "~/domain/import/shared-link";
import { RECIPE_LIMITS } from "~/domain/recipes/fields";
import { stripLocale } from "~/lib/locale";
import { truncateText } from "~/lib/text";
import { appContext } from "~/server/context";
import { BODY_LIMITS, readForm } from "~/server/request-body.server";
import { localizedRedirect } from "~/server/responses";
import type { Route } from "./+types/share";

/**
 * The manifest's share target (ADR 017). The service worker takes the share sheet's POST and comes here with what
 * it received: a link, text, or the id of pictures (or a long text) it kept on the device. Signed in, a link opens
 * the import and starts it, pictures and text open the scan page; signed out, or with nothing usable, the share
 * lands on /share-success, which says what came and what happens next.
 */
export function loader({ context, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const field = (name: string) => truncateText(url.searchParams.get(name) ?? "", RECIPE_LIMITS.scanText);
  const received = url.searchParams.get("received");
  const pictures = Math.max(0, Math.min(99, Number(url.searchParams.get("pictures")) || 0));
  const text = field("text");
  const link = linkInShare({ title: field("title"), text, url: field("url") });
  const next = received
    ? `/recipes/new/scan?${new URLSearchParams({ shared: received })}`
    : link
      ? `/recipes/new/import?${new URLSearchParams({ url: link, start: "1" })}`
      : text.trim()
        ? `/recipes/new/scan?${new URLSearchParams({ text })}`
        : null;
  if (next && context.get(appContext).session) throw localizedRedirect(request, next);
  const what = received ? (pictures > 0 ? "pictures" : "text") : link ? "link" : text.trim() ? "text" : "nothing";
  const landing = new URLSearchParams({ received: what });
  if (link && !received) landing.set("link", link);
  if (pictures > 0) landing.set("pictures", String(pictures));
  // After sign-in the cook comes back here, and the share goes on.
  if (next) landing.set("continue", stripLocale(url.pathname) + url.search);
  throw localizedRedirect(request, `/share-success?${landing}`);
}

/**
 * A share that reached the server itself (no service worker took it): a link or text goes on in the address;
 * pictures cannot be kept without the service worker, and the landing page says so.
 */
export async function action({ request }: Route.ActionArgs) {
  const form = await readForm(request, BODY_LIMITS.pictures);
  const pictures = form.getAll("pictures").filter((value) => value instanceof File && value.size > 0).length;
  if (pictures > 0) {
    throw localizedRedirect(
      request,
      `/share-success?${new URLSearchParams({ received: "pictures", pictures: String(pictures), kept: "0" })}`,
    );
  }
  const fields = ["title", "text", "url"].flatMap((name) => {
    const value = truncateText(String(form.get(name) ?? ""), RECIPE_LIMITS.scanText);
    return value ? [[name, value]] : [];
  });
  throw redirect(`${new URL(request.url).pathname}?${new URLSearchParams(fields)}`, 303);
}
