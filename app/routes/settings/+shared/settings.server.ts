import { data, type RouterContextProvider } from "react-router";
import { getDb } from "~/db/client.server";
import { isCommonPassword } from "~/domain/accounts/common-passwords.server";
import { weakPasswordMessage, weakPasswordReasons } from "~/domain/accounts/password-policy";
import { ChangePasswordSchema } from "~/domain/accounts/schemas";
import { getUserSettings } from "~/domain/users/queries.server";
import { appContext } from "~/lib/app-context";
import { getAuth } from "~/lib/auth.server";
import { type FormResult, parseForm } from "~/lib/forms";
import { requireSession } from "~/lib/session.server";
import { m } from "~/paraglide/messages.js";
import { authErrorCode, cookieHeaders } from "../../auth/+shared/auth-action.server";

/** Settings pages are open to everyone; signed out they explain themselves, signed in they load the user's row. */
export async function loadSettingsUser(context: Readonly<RouterContextProvider>) {
  const { env, session } = context.get(appContext);
  if (!session) return null;
  return getUserSettings(getDb(env.DB), session.user.id);
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
