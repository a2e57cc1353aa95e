import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { devMails } from "~/db/schema";
import * as signUpRoute from "~/routes/auth/signup";
import { MAIL_API } from "../support/stand-ins";
import { expectConsoleErrors } from "./console-errors";
import { callRoute, PASSWORD, uniqueEmail } from "./pages";

/** The app as deployed with an e-mail API; the API is the local stand-in. */
const mailEnv = { ...env, EMAIL_API_URL: MAIL_API.url, EMAIL_API_KEY: MAIL_API.key } satisfies Env;

async function sentTo(address: string) {
  const response = await fetch(`${MAIL_API.outbox}?to=${encodeURIComponent(address)}`);
  return (await response.json()) as { from: string; to: string; subject: string; text: string; html: string }[];
}

describe("with an e-mail API configured", () => {
  it("sends the confirmation through the API in the recipient's language, and nothing to the dev mailbox", async () => {
    const email = uniqueEmail("api");
    const response = await callRoute(signUpRoute, "/de/auth/signup", {
      form: { name: "Grete", email, password: PASSWORD },
      env: mailEnv,
    });
    expect(response.headers.get("location")).toBe("/de/auth/check-email");
    const [mail] = await sentTo(email);
    expect(mail).toMatchObject({
      from: "Mise <no-reply@mise.example>",
      subject: "Bestätige deine E-Mail-Adresse für Mise",
    });
    expect(mail?.html).toContain("/de/auth/confirm?token=");
    expect(await getDb(env.DB).select().from(devMails).where(eq(devMails.to, email))).toHaveLength(0);
  });

  it("says so in the user's language when the API is down", async () => {
    expectConsoleErrors();
    const response = await callRoute(signUpRoute, "/de/auth/signup", {
      form: { name: "Grete", email: uniqueEmail(MAIL_API.failingPrefix), password: PASSWORD },
      env: mailEnv,
    });
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({
      formError: expect.stringMatching(/^Wir konnten die E-Mail gerade nicht verschicken/),
    });
  });
});
