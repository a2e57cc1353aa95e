import { createExecutionContext, env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { accounts, sessions, users } from "~/db/schema";
import * as forgotRoute from "~/routes/auth/forgot-password";
import * as resetRoute from "~/routes/auth/reset-password";
import * as signInRoute from "~/routes/auth/signin";
import * as dashboardRoute from "~/routes/dashboard";
import * as deleteRoute from "~/routes/delete-my-account";
import * as securityRoute from "~/routes/settings/security";
import worker from "../../worker/index";
import { OAUTH_CLIENTS, STAND_IN_IDENTITY_PARAM, type StandInIdentity } from "../support/stand-ins";
import { expectConsoleErrors } from "./console-errors";
import {
  BASE,
  CookieJar,
  callRoute,
  flashOf,
  latestMailTo,
  linkIn,
  nextIp,
  PASSWORD,
  type RouteModule,
  signedInCook,
  signUp,
  uniqueEmail,
} from "./pages";

const db = getDb(env.DB);

/** The app as deployed with Google and Facebook keys; the providers are the local stand-ins. */
const socialEnv = {
  ...env,
  GOOGLE_CLIENT_ID: OAUTH_CLIENTS.google.clientId,
  GOOGLE_CLIENT_SECRET: OAUTH_CLIENTS.google.clientSecret,
  FACEBOOK_CLIENT_ID: OAUTH_CLIENTS.facebook.clientId,
  FACEBOOK_CLIENT_SECRET: OAUTH_CLIENTS.facebook.clientSecret,
} satisfies Env;

type Provider = keyof typeof OAUTH_CLIENTS;

let subject = 0;
function identity(email: string, emailVerified: boolean): StandInIdentity {
  subject += 1;
  return { id: `subject-${Date.now()}-${subject}`, email, emailVerified, name: "Sam Social" };
}

/** A browser opening a URL of the app (with the jar's cookies), as deployed with the social keys. */
async function browserGet(url: string, jar: CookieJar, ip = nextIp()) {
  const request = new Request(url, { headers: { cookie: jar.header(), "cf-connecting-ip": ip } });
  const response = await worker.fetch(
    request as Request<unknown, IncomingRequestCfProperties>,
    socialEnv,
    createExecutionContext(),
  );
  jar.store(response);
  return response;
}

/**
 * The whole round trip a browser makes: our sign-in form sends it to the provider, the provider's consent screen
 * (the stand-in) sends it back to our callback with a code, and the callback answers with where to go next.
 */
async function socialRoundTrip(
  provider: Provider,
  who: StandInIdentity,
  { jar = new CookieJar(), page = "/auth/signin", route = signInRoute as RouteModule, intent = "social" } = {},
) {
  const ip = nextIp();
  const start = await callRoute(route, page, { form: { intent, provider }, jar, env: socialEnv, ip });
  expect(start.status).toBe(302);
  const authorize = new URL(start.headers.get("location") ?? "");
  authorize.searchParams.set(STAND_IN_IDENTITY_PARAM, JSON.stringify(who));
  const consent = await fetch(authorize, { redirect: "manual" });
  expect(consent.status).toBe(302);
  const callback = consent.headers.get("location") ?? "";
  expect(callback).toMatch(new RegExp(`^${BASE}/api/auth/callback/${provider}\\?`));
  const response = await browserGet(callback, jar, ip);
  return { response, jar, location: response.headers.get("location") ?? "", authorize };
}

async function userWith(email: string) {
  const [user] = await db.select().from(users).where(eq(users.email, email));
  return user;
}

async function providersOf(userId: string) {
  const rows = await db.select({ providerId: accounts.providerId }).from(accounts).where(eq(accounts.userId, userId));
  return rows.map((row) => row.providerId).sort();
}

/** The owner of the address follows the reset link from their inbox and sets a password. */
async function resetPassword(email: string) {
  await callRoute(forgotRoute, "/auth/forgot-password", { form: { email } });
  const link = linkIn((await latestMailTo(email))?.text ?? "", "/auth/reset-password");
  const token = link.searchParams.get("token") ?? "";
  const reset = await callRoute(resetRoute, link.pathname + link.search, { form: { token, password: PASSWORD } });
  expect(reset.headers.get("location")).toBe("/auth/signin");
  expect(flashOf(reset)).toEqual({ kind: "password-reset" });
}

async function isSignedIn(jar: CookieJar) {
  const response = await callRoute(dashboardRoute, "/dashboard", { jar });
  return response.status === 200;
}

describe("social sign-in", () => {
  it("shows a button only for the providers that have keys", async () => {
    const bare = await callRoute(signInRoute, "/auth/signin");
    expect(await bare.json()).toMatchObject({ social: { google: false, facebook: false } });
    const configured = await callRoute(signInRoute, "/auth/signin", { env: socialEnv });
    expect(await configured.json()).toMatchObject({ social: { google: true, facebook: true } });
  });

  it("sends the browser to Google with PKCE and a state, and back to the callback on this app", async () => {
    const { authorize } = await socialRoundTrip("google", identity(uniqueEmail("g"), true));
    expect(authorize.origin + authorize.pathname).toBe("https://accounts.google.com/o/oauth2/v2/auth");
    expect(authorize.searchParams.get("client_id")).toBe(OAUTH_CLIENTS.google.clientId);
    expect(authorize.searchParams.get("code_challenge_method")).toBe("S256");
    expect(authorize.searchParams.get("state")).toBeTruthy();
    expect(authorize.searchParams.get("redirect_uri")).toBe(`${BASE}/api/auth/callback/google`);
  });

  it.each([
    ["google", true],
    ["facebook", false],
  ] as const)(
    "creates a %s account on first sign-in, signed in, with the address confirmed only if the provider vouches",
    async (provider, vouched) => {
      const email = uniqueEmail(provider);
      const { response, location, jar } = await socialRoundTrip(provider, identity(email, true), {
        page: "/de/auth/signin?redirectTo=%2Frecipes",
      });
      expect(response.status).toBe(302);
      expect(location).toBe("/de/recipes");
      expect(await isSignedIn(jar)).toBe(true);
      const user = await userWith(email);
      expect(user).toMatchObject({ name: "Sam Social", emailVerified: vouched });
      expect(await providersOf(user?.id ?? "")).toEqual([provider]);
    },
  );

  it("signs the same person in again to the same account", async () => {
    const who = identity(uniqueEmail("again"), true);
    await socialRoundTrip("google", who);
    const second = await socialRoundTrip("google", who);
    expect(second.location).toBe("/dashboard");
    expect(await db.select().from(users).where(eq(users.email, who.email))).toHaveLength(1);
  });

  it("joins a confirmed account when Google vouches for the same address", async () => {
    const { email } = await signedInCook();
    const { location, jar } = await socialRoundTrip("google", identity(email, true));
    expect(location).toBe("/dashboard");
    expect(await isSignedIn(jar)).toBe(true);
    expect(await providersOf((await userWith(email))?.id ?? "")).toEqual(["credential", "google"]);
  });

  it("refuses to join a confirmed account from a provider that does not vouch for the address", async () => {
    expectConsoleErrors();
    const { email } = await signedInCook();
    const { location, jar } = await socialRoundTrip("facebook", identity(email, true));
    expect(location).toBe("/auth/signin?social=failed&error=account_not_linked");
    expect(await isSignedIn(jar)).toBe(false);
    expect(await providersOf((await userWith(email))?.id ?? "")).toEqual(["credential"]);
  });

  it("an unconfirmed password sign-up never captures a later social sign-in; the owner takes the address back by reset", async () => {
    expectConsoleErrors();
    const email = uniqueEmail("squatted");
    // Someone who does not own the address signs up with it and a password of their choosing.
    await signUp(email, { password: "squatter's own secret" });
    const refused = await socialRoundTrip("google", identity(email, true));
    expect(refused.location).toBe("/auth/signin?social=failed&error=account_not_linked");
    expect(await isSignedIn(refused.jar)).toBe(false);
    expect(await providersOf((await userWith(email))?.id ?? "")).toEqual(["credential"]);

    // The owner resets the password from their inbox: that proves the address, and the squatter's password is gone.
    await resetPassword(email);
    const squatter = await callRoute(signInRoute, "/auth/signin", {
      form: { intent: "signin", email, password: "squatter's own secret" },
    });
    expect(squatter.status).toBe(400);
    const owner = await socialRoundTrip("google", identity(email, true));
    expect(owner.location).toBe("/dashboard");
    expect(await isSignedIn(owner.jar)).toBe(true);
  });

  it("a social account whose address nobody proved never captures a later password sign-up of it", async () => {
    expectConsoleErrors();
    const email = uniqueEmail("claimed");
    // Someone signs in with a Facebook identity that claims the address (Facebook does not vouch for it here).
    const claimant = await socialRoundTrip("facebook", identity(email, true));
    expect(await isSignedIn(claimant.jar)).toBe(true);

    // The address's owner signs up with a password: nothing is created, the owner is told by mail.
    await signUp(email, { name: "Real Owner" });
    expect((await latestMailTo(email))?.subject).toBe("You already have a Mise account");
    const user = await userWith(email);
    expect(await providersOf(user?.id ?? "")).toEqual(["facebook"]);

    // The owner resets the password: the Facebook identity is detached and its sessions end.
    await resetPassword(email);
    expect(await providersOf(user?.id ?? "")).toEqual(["credential"]);
    expect(await userWith(email)).toMatchObject({ emailVerified: true });
    expect(await isSignedIn(claimant.jar)).toBe(false);
    const again = await socialRoundTrip("facebook", identity(email, true));
    expect(again.location).toBe("/auth/signin?social=failed&error=account_not_linked");
  });

  it("refuses a callback whose state this browser did not start", async () => {
    expectConsoleErrors();
    const email = uniqueEmail("forged");
    const started = await socialRoundTrip("google", identity(email, true));
    const victim = new CookieJar();
    const state = started.authorize.searchParams.get("state");
    const response = await browserGet(`${BASE}/api/auth/callback/google?code=stolen&state=${state}`, victim);
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toContain("error=");
    expect(await isSignedIn(victim)).toBe(false);
  });
});

describe("an account that signs in only socially", () => {
  it("has no password form but can have a link mailed to set one, and then signs in with it too", async () => {
    const email = uniqueEmail("social-only");
    const { jar } = await socialRoundTrip("google", identity(email, true));
    const page = await callRoute(securityRoute, "/settings/security", { jar, env: socialEnv });
    expect(await page.json()).toMatchObject({ security: { hasPassword: false, twoFactorEnabled: false } });

    const sent = await callRoute(securityRoute, "/settings/security", { form: { intent: "password-link" }, jar });
    expect(await sent.json()).toMatchObject({ intent: "password", notice: expect.stringContaining(email) });
    const link = linkIn((await latestMailTo(email))?.text ?? "", "/auth/reset-password");
    const token = link.searchParams.get("token") ?? "";
    await callRoute(resetRoute, link.pathname + link.search, { form: { token, password: PASSWORD } });
    const signIn = await callRoute(signInRoute, "/auth/signin", {
      form: { intent: "signin", email, password: PASSWORD },
    });
    expect(signIn.headers.get("location")).toBe("/dashboard");
    expect(await providersOf((await userWith(email))?.id ?? "")).toEqual(["credential", "google"]);
  });

  it("is deleted only after signing in with its provider again", async () => {
    const email = uniqueEmail("leaving");
    const who = identity(email, true);
    const { jar } = await socialRoundTrip("facebook", who);
    const user = await userWith(email);
    // The sign-in was a while ago: deleting now needs a fresh one.
    await db
      .update(sessions)
      .set({ createdAt: new Date(Date.now() - 10 * 60 * 1000) })
      .where(eq(sessions.userId, user?.id ?? ""));
    const page = await callRoute(deleteRoute, "/deletemyaccount", { jar });
    expect(await page.json()).toMatchObject({
      account: { hasPassword: false, socialProviders: ["facebook"], reauthenticated: false },
    });
    const tooEarly = await callRoute(deleteRoute, "/deletemyaccount", { form: { intent: "delete" }, jar });
    expect(tooEarly.status).toBe(403);
    expect(await userWith(email)).toBeDefined();

    const back = await socialRoundTrip("facebook", who, {
      jar,
      route: deleteRoute,
      page: "/deletemyaccount",
      intent: "reauthenticate",
    });
    expect(back.location).toBe("/deletemyaccount");
    const deleted = await callRoute(deleteRoute, "/deletemyaccount", { form: { intent: "delete" }, jar });
    expect(deleted.headers.get("location")).toBe("/deletemyaccount");
    expect(flashOf(deleted)).toEqual({ kind: "account-deleted" });
    expect(await userWith(email)).toBeUndefined();
  });
});
