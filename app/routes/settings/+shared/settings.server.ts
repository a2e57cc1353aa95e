import { data, type RouterContextProvider } from "react-router";
import { getAuth } from "~/domain/accounts/auth.server";
import { isCommonPassword } from "~/domain/accounts/common-passwords.server";
import { weakPasswordMessage, weakPasswordReasons } from "~/domain/accounts/password-policy";
import { ChangePasswordSchema } from "~/domain/accounts/schemas";
import { trackMailDelivery } from "~/domain/mail/delivery.server";
import { getSignInMethods, getUserSettings } from "~/domain/users/queries.server";
import { type FormResult, parseForm } from "~/lib/forms";
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
