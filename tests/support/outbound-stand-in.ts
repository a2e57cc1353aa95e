import { createHash, createSign, generateKeyPairSync, randomBytes } from "node:crypto";
import { benchPhoto, PHOTOS_URL } from "./bench-photos";
import { MOCK_OPENAI, mockOpenAi } from "./mock-openai";
import { dnsAnswer, LOG_URL, logRequest, recipeSite, requestLog } from "./recipe-sites";
import { MAIL_API, OAUTH_CLIENTS, STAND_IN_IDENTITY_PARAM, type StandInIdentity } from "./stand-ins";
import { STRIPE_STAND_IN, StripeStandIn } from "./stripe-stand-in";
import { CPU_URL, workerdCpuMs } from "./workerd-cpu";

/**
 * Every fetch the worker makes in the workers tests lands here (miniflare's outboundService), in Node. It plays
 * Google's and Facebook's OAuth servers and an HTTP e-mail API closely enough that the app's real clients run
 * unchanged: authorisation codes bound to client, redirect URI and PKCE challenge, single use; RS256-signed Google
 * ID tokens with a published key set; Facebook's debug_token and Graph /me; an OpenAI-compatible API
 * (mock-openai.ts), recipe sites with their DNS for the importer (recipe-sites.ts), Stripe (stripe-stand-in.ts), and
 * for the benchmarks the CPU time workerd has used (workerd-cpu.ts) and the photos they shrink (bench-photos.ts).
 * Anything else has no network.
 */

const stripe = new StripeStandIn();

const signingKey = generateKeyPairSync("rsa", { modulusLength: 2048 });
const KEY_ID = "stand-in-key";

type Grant = {
  provider: keyof typeof OAUTH_CLIENTS;
  clientId: string;
  redirectUri: string;
  codeChallenge: string | null;
  identity: StandInIdentity;
};
const grants = new Map<string, Grant>();
const accessTokens = new Map<string, Grant>();
const outbox: { to: string; from: string; subject: string; text: string; html: string }[] = [];

const json = (body: unknown, status = 200) => Response.json(body, { status });
const base64url = (data: Buffer | string) => Buffer.from(data).toString("base64url");

function signIdToken(grant: Grant): string {
  const now = Math.floor(Date.now() / 1000);
  const header = base64url(JSON.stringify({ alg: "RS256", kid: KEY_ID, typ: "JWT" }));
  const payload = base64url(
    JSON.stringify({
      iss: "https://accounts.google.com",
      aud: grant.clientId,
      sub: grant.identity.id,
      email: grant.identity.email,
      email_verified: grant.identity.emailVerified,
      name: grant.identity.name,
      iat: now,
      exp: now + 3600,
    }),
  );
  const signature = createSign("RSA-SHA256").update(`${header}.${payload}`).sign(signingKey.privateKey);
  return `${header}.${payload}.${base64url(signature)}`;
}

/** The consent screen: the user "signs in" as the identity in the URL and is sent back with a code. */
function authorize(url: URL, provider: Grant["provider"]): Response {
  const params = url.searchParams;
  const clientId = params.get("client_id") ?? "";
  const redirectUri = params.get("redirect_uri") ?? "";
  const state = params.get("state");
  const identity = JSON.parse(params.get(STAND_IN_IDENTITY_PARAM) ?? "null") as StandInIdentity | null;
  if (
    clientId !== OAUTH_CLIENTS[provider].clientId ||
    !redirectUri ||
    !state ||
    params.get("response_type") !== "code"
  ) {
    return json({ error: "invalid_request" }, 400);
  }
  if (provider === "google" && params.get("code_challenge_method") !== "S256")
    return json({ error: "invalid_request" }, 400);
  if (!identity) return json({ error: "no identity given to the stand-in" }, 400);
  const code = randomBytes(16).toString("hex");
  grants.set(code, { provider, clientId, redirectUri, codeChallenge: params.get("code_challenge"), identity });
  const back = new URL(redirectUri);
  back.searchParams.set("code", code);
  back.searchParams.set("state", state);
  return new Response(null, { status: 302, headers: { location: back.toString() } });
}

async function token(request: Request, provider: Grant["provider"]): Promise<Response> {
  const body = new URLSearchParams(await request.text());
  const code = body.get("code") ?? "";
  const grant = grants.get(code);
  grants.delete(code);
  const client = OAUTH_CLIENTS[provider];
  if (
    !grant ||
    grant.provider !== provider ||
    body.get("grant_type") !== "authorization_code" ||
    body.get("client_id") !== client.clientId ||
    body.get("client_secret") !== client.clientSecret ||
    body.get("redirect_uri") !== grant.redirectUri
  ) {
    return json({ error: "invalid_grant" }, 400);
  }
  if (grant.codeChallenge) {
    const verifier = body.get("code_verifier") ?? "";
    if (base64url(createHash("sha256").update(verifier).digest()) !== grant.codeChallenge) {
      return json({ error: "invalid_grant" }, 400);
    }
  }
  const accessToken = randomBytes(16).toString("hex");
  accessTokens.set(accessToken, grant);
  return json({
    access_token: accessToken,
    token_type: "Bearer",
    expires_in: 3600,
    ...(provider === "google" ? { id_token: signIdToken(grant), scope: "openid email profile" } : {}),
  });
}

function facebookDebugToken(url: URL): Response {
  const grant = accessTokens.get(url.searchParams.get("input_token") ?? "");
  const { clientId, clientSecret } = OAUTH_CLIENTS.facebook;
  if (url.searchParams.get("access_token") !== `${clientId}|${clientSecret}`)
    return json({ error: "bad app token" }, 400);
  return json({ data: { is_valid: Boolean(grant), app_id: grant?.clientId, user_id: grant?.identity.id } });
}

function facebookMe(request: Request): Response {
  const grant = accessTokens.get((request.headers.get("authorization") ?? "").replace(/^Bearer /, ""));
  if (!grant) return json({ error: { message: "Invalid OAuth access token" } }, 401);
  const { id, name, email } = grant.identity;
  return json({ id, name, email, picture: { data: { url: `https://graph.facebook.com/${id}/picture` } } });
}

async function mailApi(request: Request, url: URL): Promise<Response> {
  if (url.pathname === "/outbox") return json(outbox.filter((mail) => mail.to === url.searchParams.get("to")));
  if (request.method !== "POST" || request.headers.get("authorization") !== `Bearer ${MAIL_API.key}`) {
    return json({ message: "unauthorised" }, 401);
  }
  const mail = (await request.json()) as (typeof outbox)[number];
  if (mail.to.startsWith(MAIL_API.failingPrefix)) return json({ message: "service unavailable" }, 503);
  outbox.push(mail);
  return json({ id: String(outbox.length) });
}

export async function outboundStandIn(request: Request): Promise<Response> {
  const url = new URL(request.url);
  logRequest(url);
  if (url.href === LOG_URL) return requestLog();
  if (url.href === CPU_URL) return json({ ms: workerdCpuMs() });
  if (url.href.startsWith(PHOTOS_URL)) return benchPhoto(url);
  if (url.host === "cloudflare-dns.com") return dnsAnswer(url);
  if (url.hostname.endsWith(".stand-in.test") && url.hostname.startsWith("rezepte")) return recipeSite(url);
  switch (`${url.host}${url.pathname}`) {
    case "accounts.google.com/o/oauth2/v2/auth":
      return authorize(url, "google");
    case "oauth2.googleapis.com/token":
      return token(request, "google");
    case "www.googleapis.com/oauth2/v3/certs":
      return json({
        keys: [{ ...signingKey.publicKey.export({ format: "jwk" }), kid: KEY_ID, alg: "RS256", use: "sig" }],
      });
    case "www.facebook.com/v24.0/dialog/oauth":
      return authorize(url, "facebook");
    case "graph.facebook.com/v24.0/oauth/access_token":
      return token(request, "facebook");
    case "graph.facebook.com/debug_token":
      return facebookDebugToken(url);
    case "graph.facebook.com/me":
      return facebookMe(request);
  }
  if (url.origin === new URL(MAIL_API.url).origin) return mailApi(request, url);
  if (url.origin === new URL(MOCK_OPENAI.baseURL).origin) return mockOpenAi(request, url);
  if (url.origin === STRIPE_STAND_IN.apiBase) return stripe.handle(request);
  return json({ error: `no network in tests: ${request.method} ${url}` }, 502);
}
