import { z } from "zod";
import { m } from "~/paraglide/messages.js";

/** NIST SP 800-63B: at least 8 characters, long passphrases welcome, no composition rules, no known-breached ones. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

type WeakPasswordReason = "too_short" | "too_long" | "common" | "contains_email";

/**
 * Why a password is weak; empty when it is acceptable. `isCommon` is given by the server, which holds the list of
 * common passwords, so this module stays small enough for the browser.
 */
export function weakPasswordReasons(
  password: string,
  { email, isCommon }: { email?: string; isCommon?: (password: string) => boolean } = {},
): WeakPasswordReason[] {
  const reasons: WeakPasswordReason[] = [];
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) reasons.push("too_short");
  if (length > PASSWORD_MAX_LENGTH) reasons.push("too_long");
  const lower = password.toLowerCase();
  if (isCommon?.(lower)) reasons.push("common");
  const local = email?.split("@")[0]?.toLowerCase();
  if (local && local.length >= 4 && lower.includes(local)) reasons.push("contains_email");
  return reasons;
}

export function weakPasswordMessage(reason: WeakPasswordReason): string {
  switch (reason) {
    case "too_short":
      return m.auth_password_too_short({ min: PASSWORD_MIN_LENGTH });
    case "too_long":
      return m.auth_password_too_long({ max: PASSWORD_MAX_LENGTH });
    case "common":
      return m.auth_password_common();
    case "contains_email":
      return m.auth_password_contains_email();
  }
}

/** The password field of every form that sets one; the common-password check runs on the server. */
export const NewPasswordSchema = z.string().superRefine((password, ctx) => {
  for (const reason of weakPasswordReasons(password))
    ctx.addIssue({ code: "custom", message: weakPasswordMessage(reason) });
});
