import { isAPIError } from "better-auth/api";
import { data, redirect } from "react-router";
import { getAuth } from "~/domain/accounts/auth.server";
import { clientIp, consumeRateLimit, type LimitedAction } from "~/domain/accounts/rate-limit.server";
import { SOCIAL_PROVIDERS } from "~/domain/accounts/social-providers";
import { describeServices } from "~/lib/config.server";
import type { FormResult } from "~/lib/forms";
import { localeFromPath, localizePath } from "~/lib/locale";
import { m } from "~/paraglide/messages.js";

/**
 * A localised 429 for the form when this IP or this account has tried too often, else nothing; `values` are what the
 * visitor typed, shown again.
 */
export async function rateLimited(
  env: Env,
  request: Request,
  action: LimitedAction,
  account?: string,
  values?: FormResult["values"],
) {
  const result = await consumeRateLimit(env.DB, action, { ip: clientIp(request), account });
  if (result.allowed) return undefined;
  const minutes = Math.ceil(result.retryAfterSeconds / 60);
  return data<FormResult>(
    { formError: m.auth_error_rate_limited({ minutes }), values },
    { status: 429, headers: { "retry-after": String(result.retryAfterSeconds) } },
  );
}

/** better-auth's error code, when the error is one of its answers. */
export function authErrorCode(error: unknown): string | undefined {
  if (!isAPIError(error)) return undefined;
  const code = (error.body as { code?: unknown } | undefined)?.code;
  return typeof code === "string" ? code : undefined;
}

/** The Set-Cookie lines of a better-auth answer, ready for a React Router response. */
export function cookieHeaders(headers: Headers): Headers {
  const out = new Headers();
  for (const cookie of headers.getSetCookie()) out.append("set-cookie", cookie);
  return out;
}

/**
 * Starts a social sign-in: better-auth stores the OAuth state and answers with the provider's authorisation URL;
 * the provider sends the browser back to /api/auth/callback/{provider}, then on to `redirectTo`.
 */
export async function socialSignInAction(
  env: Env,
  request: Request,
  formData: FormData,
  redirectTo: string,
  errorPath = "/auth/signin?social=failed",
) {
  const provider = SOCIAL_PROVIDERS.find((known) => known === formData.get("provider"));
  if (!provider || !describeServices(env).socialLogin[provider]) {
    return data<FormResult>({ formError: m.auth_error_generic() }, { status: 400 });
  }
  const pageLocale = localeFromPath(new URL(request.url).pathname);
  const { headers, response } = await getAuth(env).api.signInSocial({
    body: {
      provider,
      callbackURL: localizePath(redirectTo, pageLocale),
      errorCallbackURL: localizePath(errorPath, pageLocale),
    },
    headers: request.headers,
    returnHeaders: true,
  });
  if (!response.url) return data<FormResult>({ formError: m.auth_error_generic() }, { status: 502 });
  return redirect(response.url, { headers: cookieHeaders(headers) });
}
