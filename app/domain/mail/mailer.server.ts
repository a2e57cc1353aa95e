import type { Db } from "~/db/client.server";
import { devMails } from "~/db/schema";
import type { AppConfig } from "~/lib/config.server";
import { DEADLINES } from "~/lib/deadlines";

export type Mail = { to: string; subject: string; text: string; html: string };

/** Sends one e-mail. Throws when the message could not be handed over, so the caller can say so. */
type Mailer = { kind: "http-api" | "dev-mailbox"; send(mail: Mail): Promise<void> };

/**
 * The one place that picks the e-mail transport: an HTTP e-mail API when EMAIL_API_URL and EMAIL_API_KEY are set
 * (JSON `{ from, to, subject, text, html }` with a bearer key, the shape Resend and compatible services accept),
 * else the dev mailbox in D1.
 */
export function getMailer(config: AppConfig, db: Db): Mailer {
  const { EMAIL_API_URL: url, EMAIL_API_KEY: key, EMAIL_FROM: from } = config;
  if (url && key) {
    return {
      kind: "http-api",
      async send(mail) {
        const response = await fetch(url, {
          method: "POST",
          headers: { authorization: `Bearer ${key}`, "content-type": "application/json" },
          body: JSON.stringify({ from, ...mail }),
          signal: AbortSignal.timeout(DEADLINES.mailMs),
        });
        if (!response.ok) throw new Error(`e-mail API answered ${response.status}`);
      },
    };
  }
  return {
    kind: "dev-mailbox",
    async send(mail) {
      await db.insert(devMails).values(mail);
    },
  };
}
