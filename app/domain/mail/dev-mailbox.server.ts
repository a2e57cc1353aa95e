import { desc } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { devMails } from "~/db/schema";

const LOCAL_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);
const MAILBOX_PAGE_SIZE = 50;

/**
 * The dev mailbox can be read only on a local server that has no e-mail API: on any other host the page does not
 * exist, so a deployment without e-mail never shows anyone else's mail.
 */
export function isDevMailboxReadable(mailerKind: "http-api" | "dev-mailbox", requestUrl: string): boolean {
  return mailerKind === "dev-mailbox" && LOCAL_HOSTS.has(new URL(requestUrl).hostname);
}

export function listDevMails(db: Db) {
  return db
    .select({
      id: devMails.id,
      to: devMails.to,
      subject: devMails.subject,
      text: devMails.text,
      createdAt: devMails.createdAt,
    })
    .from(devMails)
    .orderBy(desc(devMails.id))
    .limit(MAILBOX_PAGE_SIZE);
}
