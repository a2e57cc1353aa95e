import { eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { contactMessages } from "~/db/schema";
import { getMailer } from "~/domain/mail/mailer.server";
import { contactCopyMail, contactSupportMail } from "~/domain/mail/templates";
import type { AppConfig } from "~/lib/config.server";
import type { Locale } from "~/lib/locale";
import type { ContactInput } from "./schemas";

type Sent = { delivered: true; copySent: boolean } | { delivered: false };

/**
 * Keeps the message, then mails it to the support address and a copy to the sender, in their language. The row
 * stays even when the mail to support fails (marked undelivered), so nothing a visitor wrote is lost.
 */
export async function sendContactMessage(
  db: Db,
  config: AppConfig,
  message: ContactInput & { locale: Locale; userId: string | null },
): Promise<Sent> {
  const [row] = await db.insert(contactMessages).values(message).returning({ id: contactMessages.id });
  const mailer = getMailer(config, db);
  try {
    await mailer.send(contactSupportMail(config.CONTACT_EMAIL, message));
  } catch (error) {
    console.error("contact: the mail to support could not be sent", error);
    return { delivered: false };
  }
  if (row) await db.update(contactMessages).set({ delivered: true }).where(eq(contactMessages.id, row.id));
  try {
    await mailer.send(contactCopyMail(message));
    return { delivered: true, copySent: true };
  } catch (error) {
    console.error("contact: the copy to the sender could not be sent", error);
    return { delivered: true, copySent: false };
  }
}
