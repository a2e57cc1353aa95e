import { formatDate, formatRecurringPrice, type RecurringPrice } from "~/lib/format";
import type { Locale } from "~/lib/locale";
import { withoutBidiControls } from "~/lib/text";
import { m } from "~/paraglide/messages.js";
import type { Mail } from "./mailer.server";

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** One short mail with a greeting, a paragraph, a button link and a closing line, as text and as HTML. */
function linkMail(
  to: string,
  {
    subject,
    greeting,
    body,
    action,
    url,
    footer,
  }: Record<"subject" | "greeting" | "body" | "action" | "url" | "footer", string>,
): Mail {
  const text = `${greeting}\n\n${body}\n\n${action}: ${url}\n\n${footer}\n`;
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#1c1917">
<p>${escapeHtml(greeting)}</p><p>${escapeHtml(body)}</p>
<p><a href="${escapeHtml(url)}" style="display:inline-block;padding:10px 16px;background:#c2410c;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(action)}</a></p>
<p style="font-size:13px;color:#57534e">${escapeHtml(footer)}</p></body></html>`;
  return { to, subject, text, html };
}

type Recipient = { name: string; email: string; locale: Locale };

/** "Hello, Ada": the name as its owner typed it, but unable to turn the mail's text around (issue 17). */
const greetingFor = (name: string, locale: Locale) => m.mail_greeting({ name: withoutBidiControls(name) }, { locale });

export function verificationMail(user: Recipient, url: string): Mail {
  const locale = user.locale;
  return linkMail(user.email, {
    subject: m.mail_verify_subject({}, { locale }),
    greeting: greetingFor(user.name, locale),
    body: m.mail_verify_body({}, { locale }),
    action: m.mail_verify_action({}, { locale }),
    url,
    footer: m.mail_ignore_footer({}, { locale }),
  });
}

export function passwordResetMail(user: Recipient, url: string): Mail {
  const locale = user.locale;
  return linkMail(user.email, {
    subject: m.mail_reset_subject({}, { locale }),
    greeting: greetingFor(user.name, locale),
    body: m.mail_reset_body({}, { locale }),
    action: m.mail_reset_action({}, { locale }),
    url,
    footer: m.mail_ignore_footer({}, { locale }),
  });
}

/** Sent instead of a second account when someone signs up with an address that already has one. */
export function existingAccountMail(user: Recipient, url: string): Mail {
  const locale = user.locale;
  return linkMail(user.email, {
    subject: m.mail_existing_subject({}, { locale }),
    greeting: greetingFor(user.name, locale),
    body: m.mail_existing_body({}, { locale }),
    action: m.mail_existing_action({}, { locale }),
    url,
    footer: m.mail_ignore_footer({}, { locale }),
  });
}

/** Three days before a trial ends (Stripe's `trial_will_end`): when, and what follows unless the cook cancels. */
export function trialEndingMail(
  user: Recipient,
  { trialEnd, price, url }: { trialEnd: Date; price: RecurringPrice | null; url: string },
): Mail {
  const locale = user.locale;
  const date = formatDate(trialEnd, locale, { dateStyle: "long", timeZone: "UTC" });
  return linkMail(user.email, {
    subject: m.mail_trial_ending_subject({}, { locale }),
    greeting: greetingFor(user.name, locale),
    body: price
      ? m.mail_trial_ending_body({ date, price: formatRecurringPrice(price, locale) }, { locale })
      : m.mail_trial_ending_cancelled_body({ date }, { locale }),
    action: m.mail_billing_action({}, { locale }),
    url,
    footer: m.mail_account_footer({}, { locale }),
  });
}

/** A payment that failed (Stripe's `invoice.payment_failed`): the plan continues while the card is put right. */
export function paymentFailedMail(user: Recipient, url: string): Mail {
  const locale = user.locale;
  return linkMail(user.email, {
    subject: m.mail_payment_failed_subject({}, { locale }),
    greeting: greetingFor(user.name, locale),
    body: m.mail_payment_failed_body({}, { locale }),
    action: m.mail_payment_failed_action({}, { locale }),
    url,
    footer: m.mail_account_footer({}, { locale }),
  });
}

/** What changed on an account, for the notice its owner gets at the address it had. */
export type SecurityChange = { kind: "email"; newEmail: string } | { kind: "password" } | { kind: "two-factor-off" };

/**
 * A notice that something about the account changed, sent to the address the account had before, with the way to
 * take it back if it was not its owner (`url`: cancel a pending change, sign out everywhere, choose a new password).
 */
export function securityNoticeMail(user: Recipient, change: SecurityChange, url: string): Mail {
  const locale = user.locale;
  const subjects = {
    email: m.mail_security_email_subject,
    password: m.mail_security_password_subject,
    "two-factor-off": m.mail_security_two_factor_subject,
  };
  const body =
    change.kind === "email"
      ? m.mail_security_email_body({ email: change.newEmail }, { locale })
      : change.kind === "password"
        ? m.mail_security_password_body({}, { locale })
        : m.mail_security_two_factor_body({}, { locale });
  return linkMail(user.email, {
    subject: subjects[change.kind]({}, { locale }),
    greeting: greetingFor(user.name, locale),
    body: `${body} ${m.mail_security_not_you({}, { locale })}`,
    action: m.mail_security_action({}, { locale }),
    url,
    footer: m.mail_security_footer({}, { locale }),
  });
}

type ContactMessage = { name: string; email: string; topic: string; message: string; locale: Locale };

/** The message's fields as lines of text and as an HTML table of plain text. */
function contactDetails(message: ContactMessage) {
  const locale = message.locale;
  const rows: [string, string][] = [
    [m.form_name_label({}, { locale }), withoutBidiControls(message.name)],
    [m.form_email_label({}, { locale }), message.email],
    [m.contact_topic_label({}, { locale }), contactTopicLabel(message.topic, locale)],
  ];
  const text = `${rows.map(([label, value]) => `${label}: ${value}`).join("\n")}\n\n${withoutBidiControls(message.message)}\n`;
  const html = `<table style="border-collapse:collapse">${rows
    .map(
      ([label, value]) =>
        `<tr><td style="padding:2px 12px 2px 0;color:#57534e">${escapeHtml(label)}</td><td>${escapeHtml(value)}</td></tr>`,
    )
    .join("")}</table><p style="white-space:pre-wrap">${escapeHtml(withoutBidiControls(message.message))}</p>`;
  return { text, html };
}

function contactTopicLabel(topic: string, locale: Locale): string {
  const labels: Record<string, (inputs: Record<string, never>, options: { locale: Locale }) => string> = {
    question: m.contact_topic_question,
    problem: m.contact_topic_problem,
    idea: m.contact_topic_idea,
    account: m.contact_topic_account,
    other: m.contact_topic_other,
  };
  return labels[topic]?.({}, { locale }) ?? topic;
}

const mailPage = (body: string) =>
  `<!doctype html><html><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#1c1917">${body}</body></html>`;

/** A contact form message for the support address; the sender's address is in it to answer to. */
export function contactSupportMail(supportAddress: string, message: ContactMessage): Mail {
  const locale = message.locale;
  const subject = m.mail_contact_subject(
    { topic: contactTopicLabel(message.topic, locale), name: withoutBidiControls(message.name) },
    { locale },
  );
  const details = contactDetails(message);
  return { to: supportAddress, subject, text: details.text, html: mailPage(details.html) };
}

/** The sender's copy: what they wrote, and that an answer comes by e-mail. */
export function contactCopyMail(message: ContactMessage): Mail {
  const locale = message.locale;
  const hello = greetingFor(message.name, locale);
  const intro = m.mail_contact_copy_body({}, { locale });
  const details = contactDetails(message);
  return {
    to: message.email,
    subject: m.mail_contact_copy_subject({}, { locale }),
    text: `${hello}\n\n${intro}\n\n${details.text}`,
    html: mailPage(`<p>${escapeHtml(hello)}</p><p>${escapeHtml(intro)}</p>${details.html}`),
  };
}
