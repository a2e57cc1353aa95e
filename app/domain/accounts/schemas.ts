import { z } from "zod";
import { m } from "~/paraglide/messages.js";
import { NewPasswordSchema } from "./password-policy";

/** Every account form's input, used by the form's fields and by its action. Messages resolve in the page's locale. */
export const NAME_MAX_LENGTH = 80;

const EmailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, { error: () => m.form_email_required() })
  .pipe(z.email({ error: () => m.form_email_invalid() }));

const NameSchema = z
  .string()
  .trim()
  .min(1, { error: () => m.form_name_required() })
  .max(NAME_MAX_LENGTH, { error: () => m.form_name_too_long({ max: NAME_MAX_LENGTH }) });

const CurrentPasswordSchema = z.string().min(1, { error: () => m.form_password_required() });

export const SignUpSchema = z.object({ name: NameSchema, email: EmailSchema, password: NewPasswordSchema });
export const SignInSchema = z.object({ email: EmailSchema, password: CurrentPasswordSchema });
export const EmailOnlySchema = z.object({ email: EmailSchema });
export const ResetPasswordSchema = z.object({ token: z.string().min(1), password: NewPasswordSchema });
export const TwoFactorCodeSchema = z.object({
  code: z
    .string()
    .trim()
    .regex(/^(\d{6}|[A-Za-z0-9-]{10,11})$/, { error: () => m.auth_two_factor_code_invalid() }),
  kind: z.enum(["totp", "backup"]),
});
export const ProfileSchema = z.object({ name: NameSchema });
export const ChangePasswordSchema = z.object({
  currentPassword: CurrentPasswordSchema,
  newPassword: NewPasswordSchema,
});
export const ChangeEmailSchema = z.object({ email: EmailSchema });
export const PasswordConfirmSchema = z.object({ password: CurrentPasswordSchema });
