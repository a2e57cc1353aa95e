import { redirect } from "react-router";
import { getAuth } from "~/domain/accounts/auth.server";
import { localeFromPath, localizePath } from "~/lib/locale";
import { appContext } from "~/server/context";
import { localizedRedirect } from "~/server/responses";
import { cookieHeaders } from "./+shared/auth-action.server";
import type { Route } from "./+types/signout";

/** POST only: ends this device's session and goes to the landing page. A GET (a typed URL) just goes home. */
export async function action({ context, request }: Route.ActionArgs) {
  const { env, session } = context.get(appContext);
  const home = localizePath("/", localeFromPath(new URL(request.url).pathname));
  if (!session) throw redirect(home);
  const { headers } = await getAuth(env).api.signOut({ headers: request.headers, returnHeaders: true });
  const answer = cookieHeaders(headers);
  // What this browser keeps for the cook (offline copies, waiting edits, the service worker) goes with the session,
  // also when the sign-out is a plain form post from a page without client code (ADR 017, ADR 019).
  answer.set("Clear-Site-Data", '"cache", "storage"');
  throw redirect(home, { headers: answer });
}

export function loader({ request }: Route.LoaderArgs) {
  throw localizedRedirect(request, "/");
}
