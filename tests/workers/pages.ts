import { createExecutionContext, env } from "cloudflare:test";
import { desc, eq } from "drizzle-orm";
import type { RouterContextProvider } from "react-router";
import { getDb } from "~/db/client.server";
import { devMails } from "~/db/schema";
import { handlePage } from "../../worker/page-context";

export const BASE = "http://localhost:8787";

type RouteArgs = {
  request: Request;
  context: RouterContextProvider;
  // biome-ignore lint/suspicious/noExplicitAny: each route types its own params ({ userId: string }, …)
  params: any;
  url: URL;
  pattern: string;
};
// Method syntax: each route module's own, narrower argument types still fit.
export type RouteModule = { loader?(args: RouteArgs): unknown; action?(args: RouteArgs): unknown };

type DataWithInit = { type: "DataWithResponseInit"; data: unknown; init: ResponseInit | null };
function isDataWithInit(value: unknown): value is DataWithInit {
  return typeof value === "object" && value !== null && (value as { type?: unknown }).type === "DataWithResponseInit";
}

function toResponse(value: unknown): Response {
  if (value instanceof Response) return value;
  if (isDataWithInit(value)) return Response.json(value.data, value.init ?? undefined);
  return Response.json(value ?? null);
}

/** A browser's cookie store, enough for one test's session. */
export class CookieJar {
  private cookies = new Map<string, string>();
  store(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair = ""] = line.split(";");
      const [name = "", ...value] = pair.split("=");
      const expired = /max-age=0\b/i.test(line) || value.join("=") === "";
      if (expired) this.cookies.delete(name.trim());
      else this.cookies.set(name.trim(), value.join("="));
    }
  }
  header() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }
  has(name: string) {
    return this.cookies.has(name);
  }
}

/**
 * Calls a route module's loader (GET) or action (POST) the way the worker does, with the session resolved from the
 * jar's cookies, and answers with what the browser would get: a redirect, or JSON of the returned data.
 */
export async function callRoute(
  module: RouteModule,
  path: string,
  {
    form,
    formData,
    jar,
    params = {},
    ip = nextIp(),
    env: routeEnv = env,
    cookie: extraCookie,
    raw,
  }: {
    form?: Record<string, string>;
    /** For forms that send one name several times (checkbox groups), or files (multipart). */
    formData?: URLSearchParams | FormData;
    jar?: CookieJar;
    params?: Record<string, string>;
    ip?: string;
    /** For tests that configure an outside service (e.g. social login keys). */
    env?: Env;
    /** Cookies as a browser might send them, besides the jar's. */
    cookie?: string;
    /** A body exactly as given, with its own headers (content type and length): what an attacker or a broken client sends. */
    raw?: { body: BodyInit; headers: Record<string, string> };
  } = {},
): Promise<Response> {
  const headers = new Headers({ "cf-connecting-ip": ip, origin: BASE, ...raw?.headers });
  const cookie = [jar?.header(), extraCookie].filter(Boolean).join("; ");
  if (cookie) headers.set("cookie", cookie);
  const body = raw?.body ?? formData ?? (form ? new URLSearchParams(form) : undefined);
  const request = new Request(`${BASE}${path}`, body ? { method: "POST", headers, body } : { headers });
  const run = body ? module.action?.bind(module) : module.loader?.bind(module);
  if (!run) throw new Error(`the module has no ${body ? "action" : "loader"}`);
  const response = await handlePage(request, routeEnv, createExecutionContext(), "test-nonce", async (context) => {
    try {
      return toResponse(await run({ request, context, params, url: new URL(request.url), pattern: "" }));
    } catch (thrown) {
      if (thrown instanceof Response || isDataWithInit(thrown)) return toResponse(thrown);
      throw thrown;
    }
  });
  jar?.store(response);
  return response;
}

export async function latestMailTo(address: string) {
  const [mail] = await getDb(env.DB)
    .select()
    .from(devMails)
    .where(eq(devMails.to, address))
    .orderBy(desc(devMails.id))
    .limit(1);
  return mail;
}

/** The link in a mail's text that leads to `path` (e.g. /auth/confirm), with its token. */
export function linkIn(text: string, path: string): URL {
  const match = text.match(new RegExp(`https?://\\S+${path.replace(/\//g, "\\/")}\\?token=\\S+`));
  if (!match) throw new Error(`no ${path} link in:\n${text}`);
  return new URL(match[0]);
}

let counter = 0;
/** Each call comes from its own address unless a test names one, so per-IP limits only bite where tested. */
export function nextIp() {
  counter += 1;
  return `10.${(counter >> 16) & 255}.${(counter >> 8) & 255}.${counter & 255}`;
}

/** A fresh address per call, so tests never share an account or a rate-limit window. */
export function uniqueEmail(prefix = "cook") {
  counter += 1;
  return `${prefix}-${Date.now()}-${counter}@example.com`;
}

export const PASSWORD = "marmalade on toast";

export async function signUp(email: string, { locale = "en", password = PASSWORD, name = "Ada Cook" } = {}) {
  const signUpRoute = await import("~/routes/auth/signup");
  const prefix = locale === "de" ? "/de" : "";
  return callRoute(signUpRoute, `${prefix}/auth/signup`, { form: { name, email, password } });
}

/** A confirmed account, signed in on a fresh jar. */
export async function signedInCook(email = uniqueEmail()) {
  const [confirmRoute, signInRoute] = await Promise.all([
    import("~/routes/auth/confirm"),
    import("~/routes/auth/signin"),
  ]);
  await signUp(email);
  const link = linkIn((await latestMailTo(email))?.text ?? "", "/auth/confirm");
  await callRoute(confirmRoute, link.pathname + link.search);
  const jar = new CookieJar();
  const response = await callRoute(signInRoute, "/auth/signin", {
    form: { intent: "signin", email, password: PASSWORD },
    jar,
  });
  if (response.status !== 302) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  return { email, jar };
}

/** The notice a redirect leaves for the next page (app/server/flash.ts), or null. */
export function flashOf(response: Response): unknown {
  const line = response.headers.getSetCookie().find((cookie) => cookie.startsWith("flash="));
  return line ? JSON.parse(decodeURIComponent(line.slice("flash=".length).split(";")[0] ?? "")) : null;
}
