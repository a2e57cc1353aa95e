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
  throw redirect(home, { headers: cookieHeaders(headers) });
}

export function loader({ request }: Route.LoaderArgs) {
  throw localizedRedirect(request, "/");
}
