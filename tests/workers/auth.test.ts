import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { devMails, sessions, users } from "~/db/schema";
import * as confirmRoute from "~/routes/auth/confirm";
import * as forgotRoute from "~/routes/auth/forgot-password";
import * as resetRoute from "~/routes/auth/reset-password";
import * as signInRoute from "~/routes/auth/signin";
import * as signOutRoute from "~/routes/auth/signout";
import * as signUpRoute from "~/routes/auth/signup";
import * as dashboardRoute from "~/routes/dashboard";
import {
  CookieJar,
  callRoute,
  flashOf,
  latestMailTo,
  linkIn,
  PASSWORD,
  signedInCook,
  signUp,
  uniqueEmail,
} from "./pages";

const db = getDb(env.DB);

describe("sign-up", () => {
  it("creates the account, mails a confirmation link in the page's language and shows check-email", async () => {
    const email = uniqueEmail();
    const response = await signUp(email, { locale: "de" });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/de/auth/check-email");
    const mail = await latestMailTo(email);
    expect(mail?.subject).toBe("Bestätige deine E-Mail-Adresse für Mise");
    expect(linkIn(mail?.text ?? "", "/de/auth/confirm").searchParams.get("token")).toBeTruthy();
    const [user] = await db.select().from(users).where(eq(users.email, email));
    expect(user).toMatchObject({ name: "Ada Cook", emailVerified: false, locale: "de" });
  });

  it("answers a taken address exactly like a new one, creates nothing and tells the owner by mail", async () => {
    const email = uniqueEmail();
    await signUp(email);
    const again = await signUp(email, { name: "Someone Else" });
    expect(again.status).toBe(302);
    expect(again.headers.get("location")).toBe("/auth/check-email");
    expect(await db.select().from(users).where(eq(users.email, email))).toHaveLength(1);
    expect((await latestMailTo(email))?.subject).toBe("You already have a Mise account");
  });

  it.each([
    ["too short", "short", "Use at least 8 characters."],
    ["common", "password123", "This password is one of the most common ones and easy to guess."],
    ["containing the address", "", "Do not use your e-mail address in your password."],
  ])("refuses a %s password with its reason and creates no account", async (_, given, reason) => {
    const email = uniqueEmail("gourmet");
    const password = given || `${email.split("@")[0]}!x`;
    const response = await signUp(email, { password });
    expect(response.status).toBe(400);
    expect((await response.json()) as unknown).toMatchObject({ errors: { password: expect.stringContaining(reason) } });
    expect(await db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
  });

  it.each([
    [{ name: "", email: "a@example.com", password: PASSWORD }, "name", "Please enter your name."],
    [
      { name: "Ada", email: "not-an-address", password: PASSWORD },
      "email",
      "Please enter a valid e-mail address, such as name@example.com.",
    ],
  ])("gives field errors for invalid input %#", async (form, field, message) => {
    const response = await callRoute(signUpRoute, "/auth/signup", { form });
    expect(response.status).toBe(400);
    // The page has no scripts (ADR 019): what was typed comes back to be shown again, the password never.
    expect(await response.json()).toEqual({
      errors: { [field]: message },
      values: { name: form.name, email: form.email },
    });
  });
});

describe("sign-in", () => {
  it("is refused until the address is confirmed, and the link can be sent again", async () => {
    const email = uniqueEmail();
    await signUp(email);
    const refused = await callRoute(signInRoute, "/auth/signin", {
      form: { intent: "signin", email, password: PASSWORD },
    });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ unverifiedEmail: email, values: { email } });
    const before = await db.select().from(devMails).where(eq(devMails.to, email));
    const resent = await callRoute(signInRoute, "/auth/signin", { form: { intent: "resend", email } });
    expect(await resent.json()).toEqual({ notice: expect.stringContaining("new link is on its way") });
    expect(await db.select().from(devMails).where(eq(devMails.to, email))).toHaveLength(before.length + 1);
  });

  it("works after confirming, with an HttpOnly SameSite=Lax session cookie and a return path", async () => {
    const email = uniqueEmail();
    await signUp(email);
    const link = linkIn((await latestMailTo(email))?.text ?? "", "/auth/confirm");
    const confirmed = await callRoute(confirmRoute, link.pathname + link.search);
    expect(confirmed.headers.get("location")).toBe("/auth/signin");
    expect(flashOf(confirmed)).toEqual({ kind: "email-confirmed" });

    const jar = new CookieJar();
    const response = await callRoute(signInRoute, "/auth/signin?redirectTo=%2Frecipes%3Fq%3Dsoup", {
      form: { intent: "signin", email, password: PASSWORD },
      jar,
    });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/recipes?q=soup");
    const sessionCookie = response.headers.getSetCookie().find((line) => line.startsWith("mise.session_token="));
    expect(sessionCookie).toMatch(/HttpOnly/i);
    expect(sessionCookie).toMatch(/SameSite=Lax/i);
    expect(sessionCookie).not.toMatch(/Secure/i);
    const dashboard = await callRoute(dashboardRoute, "/dashboard", { jar });
    expect(await dashboard.json()).toMatchObject({ name: "Ada Cook" });
  });

  it.each([
    ["a wrong password", "not my password"],
    ["an unknown address", PASSWORD],
  ])("answers %s with the same invalid-credentials message", async (label, password) => {
    const { email } = await signedInCook();
    const address = label === "an unknown address" ? uniqueEmail("nobody") : email;
    const response = await callRoute(signInRoute, "/de/auth/signin", {
      form: { intent: "signin", email: address, password },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      formError: "E-Mail-Adresse oder Passwort stimmen nicht.",
      values: { email: address },
    });
  });

  it("never sends the user to another site after signing in", async () => {
    const email = uniqueEmail();
    await signedInCook(email);
    const response = await callRoute(signInRoute, "/auth/signin?redirectTo=%2F%2Fevil.example", {
      form: { intent: "signin", email, password: PASSWORD },
    });
    expect(response.headers.get("location")).toBe("/dashboard");
  });

  it("opens the account's language and sets its cookie", async () => {
    const email = uniqueEmail();
    await signUp(email, { locale: "de" });
    const link = linkIn((await latestMailTo(email))?.text ?? "", "/de/auth/confirm");
    await callRoute(confirmRoute, link.pathname + link.search);
    const response = await callRoute(signInRoute, "/auth/signin", {
      form: { intent: "signin", email, password: PASSWORD },
    });
    expect(response.headers.get("location")).toBe("/de/dashboard");
    expect(response.headers.getSetCookie()).toContainEqual(expect.stringMatching(/^locale=de;/));
  });
});

describe("links from mails", () => {
  it("says an invalid confirmation link is invalid", async () => {
    const response = await callRoute(confirmRoute, "/auth/confirm?token=forged");
    expect(await response.json()).toEqual({ expired: false });
  });
});

describe("password reset", () => {
  it("gives a mistyped address back with its error, to be corrected rather than typed again", async () => {
    const response = await callRoute(forgotRoute, "/auth/forgot-password", { form: { email: "ada@example" } });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      errors: { email: expect.any(String) },
      values: { email: "ada@example" },
    });
  });

  it("answers the same for unknown addresses and sends no mail", async () => {
    const email = uniqueEmail("ghost");
    const response = await callRoute(forgotRoute, "/auth/forgot-password", { form: { email } });
    expect(response.headers.get("location")).toBe("/auth/password-reset-sent");
    expect(await latestMailTo(email)).toBeUndefined();
  });

  it("sets a new password from the mailed link, ends every session, and the link works once", async () => {
    const { email, jar } = await signedInCook();
    const [user] = await db.select().from(users).where(eq(users.email, email));
    const requested = await callRoute(forgotRoute, "/auth/forgot-password", { form: { email } });
    expect(requested.headers.get("location")).toBe("/auth/password-reset-sent");
    const link = linkIn((await latestMailTo(email))?.text ?? "", "/auth/reset-password");
    const token = link.searchParams.get("token") ?? "";

    const reset = await callRoute(resetRoute, link.pathname + link.search, {
      form: { token, password: "a brand new pantry" },
    });
    expect(reset.headers.get("location")).toBe("/auth/signin");
    expect(flashOf(reset)).toEqual({ kind: "password-reset" });
    expect(
      await db
        .select()
        .from(sessions)
        .where(eq(sessions.userId, user?.id ?? "")),
    ).toHaveLength(0);
    const oldSession = await callRoute(dashboardRoute, "/dashboard", { jar });
    expect(oldSession.headers.get("location")).toBe("/auth/signin?redirectTo=%2Fdashboard");

    const again = await callRoute(resetRoute, "/auth/reset-password", {
      form: { token, password: "yet another pantry" },
    });
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual({ formError: expect.stringMatching(/^Error resetting password/) });
    const signIn = await callRoute(signInRoute, "/auth/signin", {
      form: { intent: "signin", email, password: "a brand new pantry" },
    });
    expect(signIn.status).toBe(302);
  });
});

describe("guarded pages and sign-out", () => {
  it("sends visitors to sign in with the way back, in their language", async () => {
    const response = await callRoute(dashboardRoute, "/de/dashboard");
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/de/auth/signin?redirectTo=%2Fde%2Fdashboard");
  });

  it("sends signed-in users from the auth pages to the dashboard", async () => {
    const { jar } = await signedInCook();
    for (const module of [signInRoute, signUpRoute, forgotRoute]) {
      const response = await callRoute(module, "/auth/signin", { jar });
      expect(response.headers.get("location")).toBe("/dashboard");
    }
  });

  it("signs out this device", async () => {
    const { jar } = await signedInCook();
    const out = await callRoute(signOutRoute, "/auth/signout", { form: {}, jar });
    expect(out.headers.get("location")).toBe("/");
    const after = await callRoute(dashboardRoute, "/dashboard", { jar });
    expect(after.status).toBe(302);
  });
});

describe("rate limits", () => {
  it("answers the 11th sign-in attempt on one account with a localised 429, whatever the IP", async () => {
    const { email } = await signedInCook(); // the first of the ten attempts allowed per window
    for (let attempt = 1; attempt < 10; attempt++) {
      const ip = `198.51.100.${attempt}`;
      const response = await callRoute(signInRoute, "/auth/signin", {
        form: { intent: "signin", email, password: "wrong guess" },
        ip,
      });
      expect(response.status).toBe(400);
    }
    const blocked = await callRoute(signInRoute, "/de/auth/signin", {
      form: { intent: "signin", email, password: PASSWORD },
      ip: "198.51.100.99",
    });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await blocked.json()).toEqual({ formError: expect.stringMatching(/^Zu viele Versuche/), values: { email } });
  });

  it("limits sign-ups per IP", async () => {
    const ip = "192.0.2.200";
    for (let attempt = 0; attempt < 10; attempt++) {
      const response = await callRoute(signUpRoute, "/auth/signup", {
        form: { name: "Ada", email: uniqueEmail("burst"), password: PASSWORD },
        ip,
      });
      expect(response.status).toBe(302);
    }
    const blocked = await callRoute(signUpRoute, "/auth/signup", {
      form: { name: "Ada", email: uniqueEmail("burst"), password: PASSWORD },
      ip,
    });
    expect(blocked.status).toBe(429);
  });
});
