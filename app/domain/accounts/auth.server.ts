import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { twoFactor } from "better-auth/plugins/two-factor";
import { getDb } from "~/db/client.server";
import * as schema from "~/db/schema";
import { paymentsOf } from "~/domain/billing/stripe.server";
import { endLiveSession } from "~/domain/collections/members.server";
import { collectionRooms } from "~/domain/collections/rooms.server";
import { reportMailFailure } from "~/domain/mail/delivery.server";
import { getMailer, type Mail } from "~/domain/mail/mailer.server";
import { existingAccountMail, passwordResetMail, verificationMail } from "~/domain/mail/templates";
import { type AppConfig, readConfig } from "~/lib/config.server";
import { isLocale, type Locale, localizePath } from "~/lib/locale";
import { oncePer } from "~/lib/once-per";
import { deleteAccountData } from "./delete-account.server";
import { confirmAddressByReset } from "./linking.server";
import { hashPassword, verifyPassword } from "./password-hash.server";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "./password-policy";

const SESSION_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;
/** A session older than a day is extended on the next request, so active users never reach the expiry. */
const SESSION_REFRESH_AFTER_SECONDS = 24 * 60 * 60;
const EMAIL_LINK_TTL_SECONDS = 24 * 60 * 60;
const APP_NAME = "Mise";

/** better-auth hands hooks its own user type; our `locale` column rides along on it. */
function recipientLocale(user: object): Locale {
  const locale = "locale" in user ? user.locale : undefined;
  return isLocale(locale) ? locale : "en";
}

/**
 * better-auth on D1 through drizzle. Its HTTP handler serves only what needs a browser redirect (OAuth callbacks,
 * see worker/api/auth.ts); pages call `auth.api` from their loaders and actions, behind our own rate limits.
 * One instance per isolate and environment.
 */
function buildAuth(env: Env) {
  const config = readConfig(env);
  const db = getDb(env.DB);
  const rooms = collectionRooms(env.COLLECTION_ROOMS);
  const mailer = getMailer(config, db);
  const send = async (mail: Mail) => {
    try {
      await mailer.send(mail);
    } catch (error) {
      reportMailFailure();
      throw error;
    }
  };
  const link = (user: object, path: string, token: string, redirectTo?: string | null) =>
    `${config.APP_URL}${localizePath(path, recipientLocale(user))}?${new URLSearchParams({
      token,
      ...(redirectTo ? { redirectTo } : {}),
    })}`;

  return betterAuth({
    appName: APP_NAME,
    baseURL: config.APP_URL,
    basePath: "/api/auth",
    secret: config.BETTER_AUTH_SECRET,
    database: drizzleAdapter(db, { provider: "sqlite", schema, usePlural: true }),
    telemetry: { enabled: false },
    // Our own D1 limits cover every entry point (app/domain/accounts/rate-limit.server.ts).
    rateLimit: { enabled: false },
    // An OAuth return that fails before its state says where to go lands on our page (in the cook's language, by the
    // worker's first-visit redirect), not on better-auth's own error page, which /api does not serve.
    onAPIError: { errorURL: `${config.APP_URL}/auth/error` },
    user: {
      additionalFields: {
        locale: { type: "string", required: false, defaultValue: "en", input: true },
        theme: { type: "string", required: false, defaultValue: "system", input: false },
      },
      changeEmail: { enabled: true },
      deleteUser: {
        enabled: true,
        beforeDelete: (user) => deleteAccountData(db, { images: env.IMAGES, rooms, payments: paymentsOf(env) }, user),
      },
    },
    session: { expiresIn: SESSION_MAX_AGE_SECONDS, updateAge: SESSION_REFRESH_AFTER_SECONDS },
    // However a session ends (sign-out, revoked from another device, a password reset), its open collection pages
    // are closed at once.
    databaseHooks: { session: { delete: { after: (session) => endLiveSession(db, rooms, session) } } },
    account: {
      // A social sign-in joins an existing account only when both sides have proven the address: the account by
      // its confirmation link, the provider by vouching for it. Anything else is refused, never merged.
      accountLinking: { enabled: true, requireLocalEmailVerified: true, trustedProviders: [] },
    },
    socialProviders: socialProviders(config),
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      autoSignIn: false,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      password: { hash: hashPassword, verify: verifyPassword },
      onPasswordReset: ({ user }) => confirmAddressByReset(db, user),
      sendResetPassword: async ({ user, token }) => {
        await send(
          passwordResetMail({ ...user, locale: recipientLocale(user) }, link(user, "/auth/reset-password", token)),
        );
      },
      onExistingUserSignUp: async ({ user }) => {
        const signIn = `${config.APP_URL}${localizePath("/auth/signin", recipientLocale(user))}`;
        await send(existingAccountMail({ ...user, locale: recipientLocale(user) }, signIn));
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: false,
      autoSignInAfterVerification: false,
      expiresIn: EMAIL_LINK_TTL_SECONDS,
      sendVerificationEmail: async ({ user, token, url }) => {
        // Where the sign-up started (a join link) travels through the mail, so confirming leads back there.
        const next = new URL(url).searchParams.get("callbackURL");
        const confirm = link(user, "/auth/confirm", token, next === "/" ? null : next);
        await send(verificationMail({ ...user, locale: recipientLocale(user) }, confirm));
      },
    },
    plugins: [twoFactor({ issuer: APP_NAME })],
    advanced: {
      ipAddress: { ipAddressHeaders: ["cf-connecting-ip"] },
      cookiePrefix: "mise",
      // A session is read with its user in one query instead of two (the relations are in schema.ts).
      database: { joins: true },
    },
  });
}

/** Google and Facebook, each only when its keys are configured (the sign-in pages show the same set). */
function socialProviders(config: AppConfig) {
  const { GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET, FACEBOOK_CLIENT_ID, FACEBOOK_CLIENT_SECRET } = config;
  return {
    ...(GOOGLE_CLIENT_ID && GOOGLE_CLIENT_SECRET
      ? {
          google: { clientId: GOOGLE_CLIENT_ID, clientSecret: GOOGLE_CLIENT_SECRET, prompt: "select_account" as const },
        }
      : {}),
    ...(FACEBOOK_CLIENT_ID && FACEBOOK_CLIENT_SECRET
      ? { facebook: { clientId: FACEBOOK_CLIENT_ID, clientSecret: FACEBOOK_CLIENT_SECRET } }
      : {}),
  };
}

export type Auth = ReturnType<typeof buildAuth>;
export type AuthSession = NonNullable<Awaited<ReturnType<Auth["api"]["getSession"]>>>;

export const getAuth: (env: Env) => Auth = oncePer(buildAuth);
