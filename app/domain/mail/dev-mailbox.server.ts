import { desc, lt } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { devMails } from "~/db/schema";
import type { AppConfig } from "~/lib/config.server";

const LOCAL_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);
const MAILBOX_PAGE_SIZE = 50;
/** Mails the dev mailbox keeps; older ones are removed by the scheduled housekeeping. */
const DEV_MAIL_DAYS = 7;

const isLocal = (url: string) => {
  const host = new URL(url).hostname;
  return LOCAL_HOSTS.has(host) || host.endsWith(".localhost");
};

/**
 * The dev mailbox can be read only on a local server that has no e-mail API, and only when the server's own address
 * (APP_URL) is local too: anywhere else the page does not exist, so a deployment without e-mail never shows anyone
 * else's mail, whatever Host a request claims.
 */
export function isDevMailboxReadable(
  mailerKind: "http-api" | "dev-mailbox",
  appUrl: string,
  requestUrl: string,
): boolean {
  return mailerKind === "dev-mailbox" && isLocal(appUrl) && isLocal(requestUrl);
}

/**
 * What an operator must hear about mail: a server on a public address without a mail provider cannot send anyone
 * their confirmation or reset link (those mails stay in a dev mailbox that it does not serve). Null when all is well.
 */
export function mailWarning(config: Pick<AppConfig, "APP_URL" | "EMAIL_API_URL" | "EMAIL_API_KEY">): string | null {
  if ((config.EMAIL_API_URL && config.EMAIL_API_KEY) || isLocal(config.APP_URL)) return null;
  return `No mail provider is configured (EMAIL_API_URL, EMAIL_API_KEY) on ${config.APP_URL}: account mails (confirmations, password resets, notices) reach no one.`;
}

/** Dev mails older than a week (the scheduled housekeeping). */
export async function removeOldDevMails(db: Db, now = new Date()): Promise<void> {
  await db.delete(devMails).where(lt(devMails.createdAt, new Date(now.getTime() - DEV_MAIL_DAYS * 24 * 60 * 60_000)));
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
