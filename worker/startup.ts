import { env } from "cloudflare:workers";
import { mailWarning } from "~/domain/mail/dev-mailbox.server";
import { readConfig } from "~/lib/config.server";

/**
 * Said once per isolate, when the Worker starts: a public server without a mail provider cannot send anyone a
 * confirmation or reset link, and its operator must read that in the log, not learn it from users (/api/health
 * says the same).
 */
export function warnIfMailIsNotConfigured(): void {
  const warning = mailWarning(readConfig(env as Env));
  if (warning) console.error(`MISE CONFIGURATION: ${warning}`);
}
