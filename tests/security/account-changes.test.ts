import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { users } from "~/db/schema";
import * as confirmRoute from "~/routes/auth/confirm";
import * as secureAccountRoute from "~/routes/auth/secure-account";
import * as signInRoute from "~/routes/auth/signin";
import * as dashboardRoute from "~/routes/dashboard";
import * as accountRoute from "~/routes/settings/account";
import * as securityRoute from "~/routes/settings/security";
import { secretFromTotpUri, totpCode } from "../support/totp";
import { userByEmail } from "../workers/factories";
import { CookieJar, callRoute, latestMailTo, linkIn, PASSWORD, signedInCook, uniqueEmail } from "../workers/pages";

/**
 * Class 8, account changes: whoever holds a signed-in session (a borrowed laptop, a stolen cookie) cannot take the
 * account by changing its address or its password unnoticed. The address change asks for the password again, the
 * address the account had is told of every such change in the owner's language, and its link takes the account
 * back.
 */
const db = getDb(env.DB);

async function germanCook() {
  const cook = await signedInCook();
  await db.update(users).set({ locale: "de" }).where(eq(users.email, cook.email));
  return cook;
}

describe("changing the e-mail address", () => {
  it.each<[attack: string, form: Record<string, string>, field: string]>([
    ["a session without the password", {}, "password"],
    ["a session guessing the password", { password: "not the password" }, "password"],
    ["a session sending an empty password", { password: "" }, "password"],
  ])("refuses %s and tells no one", async (_, extra, field) => {
    const { email, jar } = await signedInCook();
    const newEmail = uniqueEmail("thief");
    const response = await callRoute(accountRoute, "/settings/account", {
      form: { intent: "email", email: newEmail, ...extra },
      jar,
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { errors: Record<string, string> }).errors).toHaveProperty(field);
    expect(await latestMailTo(newEmail)).toBeUndefined();
    expect((await latestMailTo(email))?.subject).not.toMatch(/changed|geändert/);
  });

  it("tells the old address in the owner's language, and its link takes the account back", async () => {
    const { email, jar } = await germanCook();
    const newEmail = uniqueEmail("thief");
    const requested = await callRoute(accountRoute, "/settings/account", {
      form: { intent: "email", email: newEmail, password: PASSWORD },
      jar,
    });
    expect(requested.status).toBe(200);
    const notice = await latestMailTo(email);
    expect(notice?.subject).toBe("Die E-Mail-Adresse deines Mise-Kontos wird geändert");
    expect(notice?.text).toContain(newEmail);
    const secureLink = linkIn(notice?.text ?? "", "/auth/secure-account");
    expect(secureLink.pathname).toBe("/de/auth/secure-account");

    // Opening the link only asks (a mail scanner changes nothing); the button takes the account back.
    const asked = await callRoute(secureAccountRoute, secureLink.pathname + secureLink.search);
    expect(await asked.json()).toMatchObject({ valid: true, email });
    const token = secureLink.searchParams.get("token") ?? "";
    const secured = await callRoute(secureAccountRoute, "/de/auth/secure-account", { form: { token } });
    expect(await secured.json()).toEqual({ secured: true, resetSentTo: email });

    // The thief's session is gone, the confirmation link sent to their address changes nothing, the old password
    // no longer signs in, and the owner has a link to choose a new one.
    expect((await callRoute(dashboardRoute, "/dashboard", { jar })).status).toBe(302);
    const confirmLink = linkIn((await latestMailTo(newEmail))?.text ?? "", "/auth/confirm");
    await callRoute(confirmRoute, confirmLink.pathname + confirmLink.search);
    expect((await userByEmail(email)).email).toBe(email);
    const signIn = await callRoute(signInRoute, "/auth/signin", {
      form: { intent: "signin", email, password: PASSWORD },
      jar: new CookieJar(),
    });
    expect(signIn.status).toBe(400);
    expect((await latestMailTo(email))?.text).toContain("/auth/reset-password");

    // A take-back link works once.
    const again = await callRoute(secureAccountRoute, "/de/auth/secure-account", { form: { token } });
    expect(again.status).toBe(410);
  });

  it("undoes a change that already went through", async () => {
    const { email, jar } = await signedInCook();
    const newEmail = uniqueEmail("thief");
    await callRoute(accountRoute, "/settings/account", {
      form: { intent: "email", email: newEmail, password: PASSWORD },
      jar,
    });
    const secureLink = linkIn((await latestMailTo(email))?.text ?? "", "/auth/secure-account");
    const confirmLink = linkIn((await latestMailTo(newEmail))?.text ?? "", "/auth/confirm");
    await callRoute(confirmRoute, confirmLink.pathname + confirmLink.search, { jar });
    const [moved] = await db.select().from(users).where(eq(users.email, newEmail));
    expect(moved).toBeDefined();
    const token = secureLink.searchParams.get("token") ?? "";
    await callRoute(secureAccountRoute, "/auth/secure-account", { form: { token } });
    const [back] = await db
      .select()
      .from(users)
      .where(eq(users.id, moved?.id ?? ""));
    expect(back?.email).toBe(email);
  });
});

describe("notices of other changes", () => {
  it("tells the address when the password was changed, with the way back", async () => {
    const { email, jar } = await signedInCook();
    const response = await callRoute(accountRoute, "/settings/account", {
      form: { intent: "password", currentPassword: PASSWORD, newPassword: "fresh basil leaves" },
      jar,
    });
    expect(response.status).toBe(200);
    const notice = await latestMailTo(email);
    expect(notice?.subject).toBe("Your Mise password was changed");
    expect(linkIn(notice?.text ?? "", "/auth/secure-account").pathname).toBe("/auth/secure-account");
  });

  it("tells the address in the owner's language when two-factor was turned off, and only with the password", async () => {
    const { email, jar } = await germanCook();
    const enrol = await callRoute(securityRoute, "/de/settings/security", {
      form: { intent: "2fa-enable", password: PASSWORD },
      jar,
    });
    const { enrolment } = (await enrol.json()) as { enrolment: { totpURI: string } };
    const code = await totpCode(secretFromTotpUri(enrolment.totpURI));
    await callRoute(securityRoute, "/de/settings/security", {
      form: { intent: "2fa-verify", kind: "totp", code },
      jar,
    });
    expect((await userByEmail(email)).twoFactorEnabled).toBe(true);
    const before = await latestMailTo(email);

    // A session without the password (a borrowed laptop) cannot turn it off, and nothing is sent.
    const refused = await callRoute(securityRoute, "/de/settings/security", {
      form: { intent: "2fa-disable", password: "not the password" },
      jar,
    });
    expect(refused.status).toBe(400);
    expect((await userByEmail(email)).twoFactorEnabled).toBe(true);
    expect(await latestMailTo(email)).toEqual(before);

    const disabled = await callRoute(securityRoute, "/de/settings/security", {
      form: { intent: "2fa-disable", password: PASSWORD },
      jar,
    });
    expect(disabled.status).toBe(200);
    const notice = await latestMailTo(email);
    expect(notice?.subject).toBe("Die Zwei-Faktor-Authentifizierung für Mise wurde ausgeschaltet");
    expect(notice?.text).toContain("Zum Anmelden reicht jetzt das Passwort.");
    expect(linkIn(notice?.text ?? "", "/auth/secure-account").pathname).toBe("/de/auth/secure-account");
  });
});
