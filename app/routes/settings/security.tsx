import { Laptop, ShieldCheck, ShieldOff } from "lucide-react";
import { data, Form, redirect } from "react-router";
import { FormMessage, SubmitButton } from "~/components/form-parts";
import { useLocale } from "~/components/localized-link";
import { QrCode } from "~/components/qr-code";
import { Badge } from "~/components/ui/badge";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { getAuth } from "~/domain/accounts/auth.server";
import { PasswordConfirmSchema, TwoFactorCodeSchema } from "~/domain/accounts/schemas";
import { describeUserAgent } from "~/domain/accounts/user-agent";
import { formatDate } from "~/lib/format";
import { type FormResult, parseForm, resultFor } from "~/lib/forms";
import { localeFromPath, localizePath } from "~/lib/locale";
import { pageMeta } from "~/lib/meta";
import { m } from "~/paraglide/messages.js";
import { appContext } from "~/server/context";
import { readForm } from "~/server/request-body.server";
import { actionRetryAfter } from "~/server/responses";
import { requireSession } from "~/server/session.server";
import { authErrorCode, cookieHeaders } from "../auth/+shared/auth-action.server";
import { PasswordForm } from "./+shared/password-form";
import { SettingsSection } from "./+shared/section";
import {
  changePasswordAction,
  loadSettingsUser,
  noticeOfChange,
  sendSetPasswordLinkAction,
} from "./+shared/settings.server";
import { SignedOutSection } from "./+shared/signed-out";
import type { Route } from "./+types/security";

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";

type SecurityResult = FormResult & { enrolment?: { totpURI: string; secret: string; backupCodes: string[] } };

export const headers = actionRetryAfter;

export async function loader({ context, request }: Route.LoaderArgs) {
  const user = await loadSettingsUser(context);
  const { env, session } = context.get(appContext);
  if (!user || !session) return { security: null };
  const list = await getAuth(env).api.listSessions({ headers: request.headers });
  return {
    security: {
      twoFactorEnabled: user.twoFactorEnabled,
      hasPassword: user.hasPassword,
      // Session tokens never leave the server: the page names sessions by id.
      sessions: list
        .map((item) => ({
          id: item.id,
          current: item.id === session.session.id,
          ...describeUserAgent(item.userAgent),
          ipAddress: item.ipAddress ?? null,
          lastActive: new Date(item.updatedAt).toISOString(),
        }))
        .sort((a, b) => Number(b.current) - Number(a.current) || b.lastActive.localeCompare(a.lastActive)),
    },
  };
}

async function passwordGuarded<T>(intent: string, run: () => Promise<T>) {
  try {
    return await run();
  } catch (error) {
    if (authErrorCode(error) === "INVALID_PASSWORD") {
      return data<SecurityResult>(
        { intent, errors: { password: m.settings_current_password_wrong() } },
        { status: 400 },
      );
    }
    throw error;
  }
}

export async function action({ context, request }: Route.ActionArgs) {
  const { env } = context.get(appContext);
  requireSession(context, request);
  const auth = getAuth(env);
  const formData = await readForm(request);
  const intent = String(formData.get("intent"));
  const headers = request.headers;

  switch (intent) {
    case "password":
      return changePasswordAction(context, request, formData);
    case "password-link":
      return sendSetPasswordLinkAction(context, request);
    case "2fa-enable": {
      const parsed = parseForm(PasswordConfirmSchema, formData);
      if (!parsed.success) return data<SecurityResult>({ intent, errors: parsed.errors }, { status: 400 });
      return passwordGuarded(intent, async () => {
        const enabled = await auth.api.enableTwoFactor({
          body: { password: parsed.data.password, method: "totp" },
          headers,
        });
        if (enabled.method !== "totp") throw new Error("two-factor enrolment without a TOTP secret");
        const { totpURI, backupCodes } = enabled;
        const secret = new URL(totpURI).searchParams.get("secret") ?? "";
        return data<SecurityResult>({ intent, enrolment: { totpURI, secret, backupCodes } });
      });
    }
    case "2fa-verify": {
      const parsed = parseForm(TwoFactorCodeSchema, formData);
      if (!parsed.success) return data<SecurityResult>({ intent, errors: parsed.errors }, { status: 400 });
      try {
        const result = await auth.api.verifyTOTP({ body: { code: parsed.data.code }, headers, returnHeaders: true });
        return data<SecurityResult>(
          { intent, notice: m.settings_2fa_enabled() },
          { headers: cookieHeaders(result.headers) },
        );
      } catch (error) {
        if (authErrorCode(error) === undefined) throw error;
        return data<SecurityResult>({ intent, errors: { code: m.auth_two_factor_wrong_code() } }, { status: 400 });
      }
    }
    case "2fa-disable": {
      const parsed = parseForm(PasswordConfirmSchema, formData);
      if (!parsed.success) return data<SecurityResult>({ intent, errors: parsed.errors }, { status: 400 });
      return passwordGuarded(intent, async () => {
        await auth.api.disableTwoFactor({ body: { password: parsed.data.password }, headers });
        await noticeOfChange(context, { kind: "two-factor-off" });
        return data<SecurityResult>({ intent, notice: m.settings_2fa_disabled() });
      });
    }
    case "revoke": {
      const id = formData.get("sessionId");
      const target = (await auth.api.listSessions({ headers })).find((item) => item.id === id);
      if (target) await auth.api.revokeSession({ body: { token: target.token }, headers });
      return data<SecurityResult>({ intent: "sessions", notice: m.settings_session_revoked() });
    }
    case "revoke-others":
      await auth.api.revokeOtherSessions({ headers });
      return data<SecurityResult>({ intent: "sessions", notice: m.settings_sessions_others_revoked() });
    case "revoke-all": {
      const { headers: cleared } = await auth.api.revokeSessions({ headers, returnHeaders: true });
      throw redirect(localizePath("/auth/signin", localeFromPath(new URL(request.url).pathname)), {
        headers: cookieHeaders(cleared),
      });
    }
    default:
      return data<SecurityResult>({ formError: m.auth_error_generic() }, { status: 400 });
  }
}

function PasswordConfirm({
  intent,
  label,
  result,
  destructive,
}: {
  intent: string;
  label: string;
  result?: FormResult;
  destructive?: boolean;
}) {
  return (
    <Form method="post" className="flex max-w-md flex-col gap-4" noValidate>
      <Field label={m.settings_current_password()} error={result?.errors?.password}>
        <Input name="password" type="password" autoComplete="current-password" required />
      </Field>
      <SubmitButton intent={intent} variant={destructive ? "destructive" : "default"} className="self-start">
        {label}
      </SubmitButton>
    </Form>
  );
}

function TwoFactorSection({
  enabled,
  hasPassword,
  actionData,
}: {
  enabled: boolean;
  hasPassword: boolean;
  actionData?: SecurityResult;
}) {
  const enrolment = resultFor(actionData, "2fa-enable") as SecurityResult | undefined;
  const verify = resultFor(actionData, "2fa-verify");
  const disable = resultFor(actionData, "2fa-disable");
  const pending = enrolment?.enrolment;
  return (
    <section aria-labelledby="two-factor-heading" className="flex flex-col gap-4 rounded-xl border bg-card p-5">
      <h2 id="two-factor-heading" className="flex items-center gap-2 font-semibold">
        {enabled ? (
          <ShieldCheck aria-hidden className="size-5 text-primary" />
        ) : (
          <ShieldOff aria-hidden className="size-5" />
        )}
        {m.settings_2fa_heading()}
        <Badge variant={enabled ? "default" : "outline"}>{enabled ? m.settings_2fa_on() : m.settings_2fa_off()}</Badge>
      </h2>
      {verify?.notice && <FormMessage tone="success">{verify.notice}</FormMessage>}
      {disable?.notice && <FormMessage tone="success">{disable.notice}</FormMessage>}
      {enabled ? (
        <>
          <p className="text-sm text-muted-foreground">{m.settings_2fa_on_text()}</p>
          <PasswordConfirm intent="2fa-disable" label={m.settings_2fa_disable()} result={disable} destructive />
        </>
      ) : pending || verify?.errors ? (
        <div className="flex flex-col gap-4">
          {pending && (
            <>
              <p className="text-sm">{m.settings_2fa_scan()}</p>
              <div className="flex flex-wrap items-start gap-6">
                <QrCode value={pending.totpURI} label={m.settings_2fa_qr_label()} />
                <div className="flex flex-col gap-2 text-sm">
                  <p className="text-muted-foreground">{m.settings_2fa_manual()}</p>
                  <code className="rounded bg-muted px-2 py-1 font-mono break-all" data-testid="totp-secret">
                    {pending.secret}
                  </code>
                </div>
              </div>
              <div className="flex flex-col gap-2">
                <h3 className="font-medium">{m.settings_2fa_backup_heading()}</h3>
                <p className="text-sm text-muted-foreground">{m.settings_2fa_backup_text()}</p>
                <ul
                  className="grid max-w-sm grid-cols-2 gap-1 font-mono text-sm"
                  aria-label={m.settings_2fa_backup_heading()}
                >
                  {pending.backupCodes.map((code) => (
                    <li key={code} className="rounded bg-muted px-2 py-1">
                      {code}
                    </li>
                  ))}
                </ul>
              </div>
            </>
          )}
          <Form method="post" className="flex max-w-xs flex-col gap-4" noValidate>
            <input type="hidden" name="kind" value="totp" />
            <Field
              label={m.auth_two_factor_code_label()}
              hint={m.settings_2fa_verify_hint()}
              error={verify?.errors?.code}
            >
              <Input name="code" autoComplete="one-time-code" inputMode="numeric" required />
            </Field>
            <SubmitButton intent="2fa-verify" className="self-start">
              {m.settings_2fa_verify()}
            </SubmitButton>
          </Form>
        </div>
      ) : (
        <>
          <p className="text-sm text-muted-foreground">{m.settings_2fa_off_text()}</p>
          {hasPassword ? (
            <PasswordConfirm intent="2fa-enable" label={m.settings_2fa_enable()} result={enrolment} />
          ) : (
            <p className="text-sm">{m.settings_2fa_needs_password()}</p>
          )}
        </>
      )}
    </section>
  );
}

type SessionRow = {
  id: string;
  current: boolean;
  browser?: string;
  system?: string;
  ipAddress: string | null;
  lastActive: string;
};

function SessionsSection({ sessions, actionData }: { sessions: SessionRow[]; actionData?: SecurityResult }) {
  const locale = useLocale();
  const result = resultFor(actionData, "sessions");
  return (
    <section aria-labelledby="sessions-heading" className="flex flex-col gap-4 rounded-xl border bg-card p-5">
      <h2 id="sessions-heading" className="font-semibold">
        {m.settings_sessions_heading()}
      </h2>
      {result?.notice && <FormMessage tone="success">{result.notice}</FormMessage>}
      <ul className="flex flex-col divide-y">
        {sessions.map((item) => (
          <li key={item.id} className="flex flex-wrap items-center gap-3 py-3">
            <Laptop aria-hidden className="size-5 text-muted-foreground" />
            <div className="flex min-w-0 flex-1 flex-col">
              <span className="font-medium">
                {item.browser && item.system
                  ? m.settings_session_device({ browser: item.browser, system: item.system })
                  : (item.browser ?? item.system ?? m.settings_session_unknown_device())}
                {item.current && (
                  <Badge variant="outline" className="ml-2">
                    {m.settings_session_current()}
                  </Badge>
                )}
              </span>
              <span className="text-sm text-muted-foreground">
                {m.settings_session_last_active({
                  date: formatDate(item.lastActive, locale, { dateStyle: "medium", timeStyle: "short" }),
                })}
                {item.ipAddress ? ` · ${item.ipAddress}` : ""}
              </span>
            </div>
            {!item.current && (
              <Form method="post">
                <input type="hidden" name="sessionId" value={item.id} />
                <SubmitButton intent="revoke" variant="outline" size="sm">
                  {m.settings_session_revoke()}
                </SubmitButton>
              </Form>
            )}
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-3">
        {sessions.length > 1 && (
          <Form method="post">
            <SubmitButton intent="revoke-others" variant="outline">
              {m.settings_sessions_revoke_others()}
            </SubmitButton>
          </Form>
        )}
        <Form method="post">
          <SubmitButton intent="revoke-all" variant="destructive">
            {m.settings_sessions_revoke_all()}
          </SubmitButton>
        </Form>
      </div>
    </section>
  );
}

export default function Security({ loaderData, actionData }: Route.ComponentProps) {
  const { security } = loaderData;
  if (!security) {
    return (
      <SignedOutSection
        title={m.settings_security()}
        description={m.settings_security_description()}
        text={m.settings_security_sign_in()}
      />
    );
  }
  const result = actionData as SecurityResult | undefined;
  return (
    <SettingsSection title={m.settings_security()} description={m.settings_security_description()}>
      <div className="flex flex-col gap-6">
        {result?.formError && <FormMessage tone="error">{result.formError}</FormMessage>}
        <PasswordForm result={resultFor(result, "password")} hasPassword={security.hasPassword} />
        <TwoFactorSection enabled={security.twoFactorEnabled} hasPassword={security.hasPassword} actionData={result} />
        <SessionsSection sessions={security.sessions} actionData={result} />
      </div>
    </SettingsSection>
  );
}

export const meta = () => pageMeta(m.settings_security());
