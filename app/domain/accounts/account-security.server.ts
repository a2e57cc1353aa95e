import { and, eq, gt, inArray, ne } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { getDb } from "~/db/client.server";
import { accounts, sessions, users, verifications } from "~/db/schema";
import { getMailer } from "~/domain/mail/mailer.server";
import { type SecurityChange, securityNoticeMail } from "~/domain/mail/templates";
import { readConfig } from "~/lib/config.server";
import { type Locale, localizePath } from "~/lib/locale";
import { getAuth } from "./auth.server";
import { hashPassword, verifyPassword } from "./password-hash.server";

/**
 * Changes to how an account is reached and protected (its address, its password, its second factor) are made only
 * by someone who has just proven to be its owner, and each one is told to the address the account had, with a link
 * that takes the account back: it cancels a pending address change (and undoes one that went through), signs out
 * every device, retires the password and sends a link to choose a new one to that address. A change-of-address link
 * works only while its change is the one pending, so taking the account back also voids the link already sent.
 */

/** How recently an account without a password must have signed in again with its provider for such a change. */
export const REAUTHENTICATION_WINDOW_MS = 5 * 60 * 1000;
const EMAIL_CHANGE_TTL_MS = 24 * 60 * 60 * 1000;
const SECURE_LINK_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export const isFreshSignIn = (signedInAt: Date | string, now = Date.now()) =>
  now - new Date(signedInAt).getTime() < REAUTHENTICATION_WINDOW_MS;

/** Whether `password` is the account's own, checked as signing in checks it. */
export async function passwordMatches(db: Db, userId: string, password: string): Promise<boolean> {
  const [credential] = await db
    .select({ hash: accounts.password })
    .from(accounts)
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, "credential")))
    .limit(1);
  return credential?.hash ? verifyPassword({ hash: credential.hash, password }) : false;
}

const pendingChangeId = (userId: string) => `email-change:${userId}`;
const secureLinkId = (token: string) => `secure-account:${token}`;

/** The account's one pending change of address (a newer request replaces it), valid as long as its link. */
export async function recordEmailChange(db: Db, userId: string, newEmail: string, now = new Date()): Promise<void> {
  await db.batch([
    db.delete(verifications).where(eq(verifications.identifier, pendingChangeId(userId))),
    db.insert(verifications).values({
      id: crypto.randomUUID(),
      identifier: pendingChangeId(userId),
      value: JSON.stringify({ userId, email: newEmail }),
      expiresAt: new Date(now.getTime() + EMAIL_CHANGE_TTL_MS),
    }),
  ]);
}

/** Whether a change to `newEmail` is the one pending for the account. */
export async function isEmailChangePending(db: Db, userId: string, newEmail: string): Promise<boolean> {
  const [pending] = await db
    .select({ value: verifications.value })
    .from(verifications)
    .where(and(eq(verifications.identifier, pendingChangeId(userId)), gt(verifications.expiresAt, new Date())));
  if (!pending) return false;
  const { email } = JSON.parse(pending.value) as { email: string };
  return email.toLowerCase() === newEmail.toLowerCase();
}

/**
 * The change of address a confirmation link asks for (better-auth signs it; its signature is checked when the link
 * is used), or null for a link that confirms an address without changing it.
 */
export function emailChangeIn(token: string): { userId: string; newEmail: string } | null {
  try {
    const payload = token.split(".")[1] ?? "";
    const claims = JSON.parse(atob(payload.replace(/-/g, "+").replace(/_/g, "/"))) as Record<string, unknown>;
    const { userId, updateTo } = claims;
    return typeof userId === "string" && typeof updateTo === "string" ? { userId, newEmail: updateTo } : null;
  } catch {
    return null;
  }
}

export async function endEmailChange(db: Db, userId: string): Promise<void> {
  await db.delete(verifications).where(eq(verifications.identifier, pendingChangeId(userId)));
}

type Owner = { id: string; name: string; email: string; locale: Locale };

/** Tells the account's address what changed, with the link that takes the account back. Throws if it cannot send. */
export async function sendSecurityNotice(env: Env, owner: Owner, change: SecurityChange): Promise<void> {
  const config = readConfig(env);
  const db = getDb(env.DB);
  const token = [...crypto.getRandomValues(new Uint8Array(32))]
    .map((byte) => byte.toString(16).padStart(2, "0"))
    .join("");
  await db.insert(verifications).values({
    id: crypto.randomUUID(),
    identifier: secureLinkId(token),
    value: JSON.stringify({ userId: owner.id, email: owner.email }),
    expiresAt: new Date(Date.now() + SECURE_LINK_TTL_MS),
  });
  const url = `${config.APP_URL}${localizePath("/auth/secure-account", owner.locale)}?token=${token}`;
  await getMailer(config, db).send(securityNoticeMail(owner, change, url));
}

/** The account and address a take-back link is for, while it is valid. */
export async function findSecureLink(db: Db, token: string): Promise<{ userId: string; email: string } | null> {
  const [link] = await db
    .select({ value: verifications.value })
    .from(verifications)
    .where(and(eq(verifications.identifier, secureLinkId(token)), gt(verifications.expiresAt, new Date())));
  if (!link) return null;
  const { userId, email } = JSON.parse(link.value) as { userId: string; email: string };
  return { userId, email };
}

/**
 * Takes the account back for the owner of the address a notice went to, once: the pending address change is
 * cancelled, an address changed meanwhile is set back (unless another account has taken it since), every session
 * ends, the password stops working, and a link to choose a new one goes to the address. Null for an unknown or used
 * link; else the address the link went to, or null in `resetSentTo` when the address now belongs to someone else.
 */
export async function secureAccount(env: Env, token: string): Promise<{ resetSentTo: string | null } | null> {
  const db = getDb(env.DB);
  const link = await findSecureLink(db, token);
  if (!link) return null;
  const [holder] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, link.email), ne(users.id, link.userId)));
  const retired = await hashPassword(crypto.randomUUID());
  await db.batch([
    db
      .delete(verifications)
      .where(inArray(verifications.identifier, [secureLinkId(token), pendingChangeId(link.userId)])),
    ...(holder
      ? []
      : [db.update(users).set({ email: link.email, emailVerified: true }).where(eq(users.id, link.userId))]),
    db.delete(sessions).where(eq(sessions.userId, link.userId)),
    db
      .update(accounts)
      .set({ password: retired })
      .where(and(eq(accounts.userId, link.userId), eq(accounts.providerId, "credential"))),
  ]);
  if (holder) return { resetSentTo: null };
  await getAuth(env).api.requestPasswordReset({ body: { email: link.email } });
  return { resetSentTo: link.email };
}
