import { env } from "cloudflare:test";
import { desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { contactMessages, devMails } from "~/db/schema";
import * as contactRoute from "~/routes/contact";
import { MAIL_API } from "../support/stand-ins";
import { expectConsoleErrors } from "./console-errors";
import { callRoute, nextIp, signedInCook, uniqueEmail } from "./pages";

const db = getDb(env.DB);
const SUPPORT = "support@mise.example";

function message(overrides: Record<string, string> = {}) {
  return {
    name: "Grete Koch",
    email: uniqueEmail("writer"),
    topic: "problem",
    message: "The timer in cook mode does not start on my phone.",
    website: "",
    ...overrides,
  };
}

async function storedFrom(email: string) {
  return db.select().from(contactMessages).where(eq(contactMessages.email, email));
}

async function mailsTo(address: string) {
  return db.select().from(devMails).where(eq(devMails.to, address)).orderBy(desc(devMails.id));
}

describe("contact form", () => {
  it("stores the message, mails it to support and a copy to the sender, and confirms", async () => {
    const form = message({ name: "Grete <b>Koch</b>" });
    const response = await callRoute(contactRoute, "/de/contact", { form });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/de/contact/sent");

    const [stored] = await storedFrom(form.email);
    expect(stored).toMatchObject({ name: "Grete <b>Koch</b>", topic: "problem", locale: "de", delivered: true });
    const [toSupport] = (await mailsTo(SUPPORT)).filter((mail) => mail.text.includes(form.email));
    expect(toSupport?.subject).toBe("Kontaktformular: Etwas funktioniert nicht von Grete <b>Koch</b>");
    expect(toSupport?.text).toContain(form.message);
    // What a visitor types is text in the HTML mail, never markup.
    expect(toSupport?.html).toContain("Grete &#60;b&#62;Koch&#60;/b&#62;");
    const [copy] = await mailsTo(form.email);
    expect(copy?.subject).toBe("Wir haben deine Nachricht erhalten");
    expect(copy?.text).toContain(form.message);
  });

  it("links the message to a signed-in cook", async () => {
    const { email, jar } = await signedInCook();
    const response = await callRoute(contactRoute, "/contact", { form: message({ email }), jar });
    expect(response.headers.get("location")).toBe("/contact/sent");
    const [stored] = await storedFrom(email);
    expect(stored?.userId).toBeTruthy();
  });

  it.each([
    ["no name", { name: " " }, "name", "Please enter your name."],
    ["a bad address", { email: "grete@" }, "email", "Please enter a valid e-mail address, such as name@example.com."],
    ["no topic", { topic: "" }, "topic", "Please choose a topic."],
    ["an unknown topic", { topic: "sales" }, "topic", "Please choose a topic."],
    ["a message too short", { message: "Hi" }, "message", "Please write at least 10 characters."],
    ["a message too long", { message: "x".repeat(5001) }, "message", "Use at most 5000 characters."],
  ])("refuses %s, keeps what was typed, and sends nothing", async (_, overrides, field, error) => {
    const form = message(overrides);
    const response = await callRoute(contactRoute, "/contact", { form });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { errors: Record<string, string>; values: Record<string, string> };
    expect(body.errors[field]).toBe(error);
    expect(body.values).toEqual({ name: form.name, email: form.email, topic: form.topic, message: form.message });
    expect(await storedFrom(form.email.trim().toLowerCase())).toHaveLength(0);
  });

  it("answers a filled honeypot like a person, but stores and sends nothing", async () => {
    const form = message({ website: "https://cheap-pills.example" });
    const response = await callRoute(contactRoute, "/contact", { form });
    expect(response.headers.get("location")).toBe("/contact/sent");
    expect(await storedFrom(form.email)).toHaveLength(0);
    expect(await mailsTo(form.email)).toHaveLength(0);
  });

  it("limits messages per IP address, keeping what was typed", async () => {
    const ip = nextIp();
    for (let sent = 0; sent < 5; sent += 1) {
      const response = await callRoute(contactRoute, "/contact", { form: message(), ip });
      expect(response.status).toBe(302);
    }
    const form = message();
    const limited = await callRoute(contactRoute, "/contact", { form, ip });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    const body = (await limited.json()) as { formError: string; values: Record<string, string> };
    expect(body.formError).toMatch(/wait \d+ min/);
    expect(body.values.message).toBe(form.message);
    expect(await storedFrom(form.email)).toHaveLength(0);
    // Another address is not held up.
    expect((await callRoute(contactRoute, "/contact", { form: message() })).status).toBe(302);
  });

  it("keeps the message and says so when the mail to support cannot be sent", async () => {
    expectConsoleErrors();
    const mailEnv = {
      ...env,
      EMAIL_API_URL: MAIL_API.url,
      EMAIL_API_KEY: MAIL_API.key,
      CONTACT_EMAIL: `${MAIL_API.failingPrefix}-support@example.com`,
    } satisfies Env;
    const form = message();
    const response = await callRoute(contactRoute, "/contact", { form, env: mailEnv });
    expect(response.status).toBe(503);
    const body = (await response.json()) as { formError: string; values: Record<string, string> };
    expect(body.formError).toContain("could not be sent");
    expect(body.values.message).toBe(form.message);
    const [stored] = await storedFrom(form.email);
    expect(stored?.delivered).toBe(false);
  });

  it("confirms without promising a copy that could not be sent", async () => {
    expectConsoleErrors();
    const mailEnv = { ...env, EMAIL_API_URL: MAIL_API.url, EMAIL_API_KEY: MAIL_API.key } satisfies Env;
    const form = message({ email: uniqueEmail(MAIL_API.failingPrefix) });
    const response = await callRoute(contactRoute, "/contact", { form, env: mailEnv });
    expect(response.headers.get("location")).toBe("/contact/sent?copy=failed");
  });
});
