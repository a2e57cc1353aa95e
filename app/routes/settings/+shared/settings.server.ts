import { data, type RouterContextProvider } from "react-router";
import {
  isFreshSignIn,
  passwordMatches,
  recordEmailChange,
  sendSecurityNotice,
} from "~/domain/accounts/account-security.server";
import { getAuth } from "~/domain/accounts/auth.server";
import { isCommonPassword } from "~/domain/accounts/common-passwords.server";
import { weakPasswordMessage, weakPasswordReasons } from "~/domain/accounts/password-policy";
import { ChangeEmailSchema, ChangePasswordSchema, PasswordConfirmSchema } from "~/domain/accounts/schemas";
import { trackMailDelivery } from "~/domain/mail/delivery.server";
import type { SecurityChange } from "~/domain/mail/templates";
import { getSignInMethods, getUserSettings } from "~/domain/users/queries.server";
import { type FormResult, parseForm } from "~/lib/forms";
import { isLocale, localizePath } from "~/lib/locale";
import { m } from "~/paraglide/messages.js";
import { appContext } from "~/server/context";
import { requireSession } from "~/server/session.server";
import { authErrorCode, cookieHeaders, rateLimited } from "../../auth/+shared/auth-action.server";

/** Settings pages are open to everyone; signed out they explain themselves, signed in they load the user's row. */
export async function loadSettingsUser(context: Readonly<RouterContextProvider>) {
  const { db, session } = context.get(appContext);
  if (!session) return null;
  const [user, signIn] = await Promise.all([
    getUserSettings(db, session.user.id),
    getSignInMethods(db, session.user.id),
  ]);
  return user && { ...user, ...signIn };
}

/**
 * For accounts that only sign in socially: a link to set a password goes to the account's address, the same link
 * a reset sends, so owning the inbox is what allows it.
 */
export async function sendSetPasswordLinkAction(context: Readonly<RouterContextProvider>, request: Request) {
  const { env } = context.get(appContext);
  const session = requireSession(context, request);
  const limited = await rateLimited(env, request, "reset", session.user.email);
  if (limited) return limited;
  const { mailFailed } = await trackMailDelivery(() =>
    getAuth(env).api.requestPasswordReset({ body: { email: session.user.email }, headers: request.headers }),
  );
  if (mailFailed)
    return data<FormResult>({ intent: "password", formError: m.auth_error_mail_failed() }, { status: 503 });
  return data<FormResult>({ intent: "password", notice: m.settings_password_link_sent({ email: session.user.email }) });
}

/**
 * A new e-mail address, asked for by someone who has just proven to be the owner: the password typed again, or for
 * an account without one a fresh sign-in with its provider. The address the account has now hears of it first, with
 * the way to take the account back (account-security.server.ts); if that notice cannot be sent, nothing changes.
 * Then the new address gets its confirmation link, which works only while this change is the one pending.
 */
export async function changeEmailAction(
  context: Readonly<RouterContextProvider>,
  request: Request,
  formData: FormData,
) {
  const { env, db, locale } = context.get(appContext);
  const session = requireSession(context, request);
  const parsed = parseForm(ChangeEmailSchema, formData);
  if (!parsed.success) return data<FormResult>({ intent: "email", errors: parsed.errors }, { status: 400 });
  const newEmail = parsed.data.email;
  if (newEmail === session.user.email) {
    return data<FormResult>({ intent: "email", errors: { email: m.settings_email_same() } }, { status: 400 });
  }
  const limited = await rateLimited(env, request, "reauthenticate", session.user.email);
  if (limited) return limited;
  const { hasPassword } = await getSignInMethods(db, session.user.id);
  if (hasPassword) {
    const password = parseForm(PasswordConfirmSchema, formData);
    if (!password.success) return data<FormResult>({ intent: "email", errors: password.errors }, { status: 400 });
    if (!(await passwordMatches(db, session.user.id, password.data.password))) {
      const errors = { password: m.settings_current_password_wrong() };
      return data<FormResult>({ intent: "email", errors }, { status: 400 });
    }
  } else if (!isFreshSignIn(session.session.createdAt)) {
    return data<FormResult>({ intent: "email", formError: m.settings_email_reauthenticate_first() }, { status: 403 });
  }
  const owner = { ...session.user, locale: isLocale(session.user.locale) ? session.user.locale : locale };
  try {
    await sendSecurityNotice(env, owner, { kind: "email", newEmail });
  } catch (error) {
    console.error("the notice of an address change could not be sent", error);
    return data<FormResult>({ intent: "email", formError: m.auth_error_mail_failed() }, { status: 503 });
  }
  await recordEmailChange(db, session.user.id, newEmail);
  // Answers the same whether or not the new address is taken by another account.
  await getAuth(env).api.changeEmail({
    body: { newEmail, callbackURL: localizePath("/settings/account", locale) },
    headers: request.headers,
  });
  return data<FormResult>({ intent: "email", notice: m.settings_email_link_sent({ email: newEmail }) });
}

/**
 * Tells the owner's address of a change made from settings (the change stands; a notice that cannot be sent is
 * logged, not fatal).
 */
export async function noticeOfChange(context: Readonly<RouterContextProvider>, change: SecurityChange) {
  const { env, locale, session } = context.get(appContext);
  if (!session) return;
  const owner = { ...session.user, locale: isLocale(session.user.locale) ? session.user.locale : locale };
  await sendSecurityNotice(env, owner, change).catch((error: unknown) => {
    console.error(`the notice of a ${change.kind} change could not be sent`, error);
  });
}

/** The password form of Account and Security: the current password proves it is the owner; other devices sign out. */
export async function changePasswordAction(
  context: Readonly<RouterContextProvider>,
  request: Request,
  formData: FormData,
) {
  const { env } = context.get(appContext);
  const session = requireSession(context, request);
  const parsed = parseForm(ChangePasswordSchema, formData);
  if (!parsed.success) return data<FormResult>({ intent: "password", errors: parsed.errors }, { status: 400 });
  const weak = weakPasswordReasons(parsed.data.newPassword, { email: session.user.email, isCommon: isCommonPassword });
  if (weak.length > 0) {
    return data<FormResult>(
      { intent: "password", errors: { newPassword: weak.map(weakPasswordMessage).join(" ") } },
      { status: 400 },
    );
  }
  try {
    const { headers } = await getAuth(env).api.changePassword({
      body: {
        currentPassword: parsed.data.currentPassword,
        newPassword: parsed.data.newPassword,
        revokeOtherSessions: true,
      },
      headers: request.headers,
      returnHeaders: true,
    });
    await noticeOfChange(context, { kind: "password" });
    return data<FormResult>(
      { intent: "password", notice: m.settings_password_changed() },
      { headers: cookieHeaders(headers) },
    );
  } catch (error) {
    if (authErrorCode(error) === "INVALID_PASSWORD") {
      return data<FormResult>(
        { intent: "password", errors: { currentPassword: m.settings_current_password_wrong() } },
        { status: 400 },
      );
    }
    throw error;
  }
}
