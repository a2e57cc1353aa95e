import type { Locale } from "~/lib/locale";
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

export function verificationMail(user: Recipient, url: string): Mail {
  const locale = user.locale;
  return linkMail(user.email, {
    subject: m.mail_verify_subject({}, { locale }),
    greeting: m.mail_greeting({ name: user.name }, { locale }),
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
    greeting: m.mail_greeting({ name: user.name }, { locale }),
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
    greeting: m.mail_greeting({ name: user.name }, { locale }),
    body: m.mail_existing_body({}, { locale }),
    action: m.mail_existing_action({}, { locale }),
    url,
    footer: m.mail_ignore_footer({}, { locale }),
  });
}

type ContactMessage = { name: string; email: string; topic: string; message: string; locale: Locale };

/** The message's fields as lines of text and as an HTML table of plain text. */
function contactDetails(message: ContactMessage) {
  const locale = message.locale;
  const rows: [string, string][] = [
    [m.form_name_label({}, { locale }), message.name],
    [m.form_email_label({}, { locale }), message.email],
    [m.contact_topic_label({}, { locale }), contactTopicLabel(message.topic, locale)],
  ];
  const text = `${rows.map(([label, value]) => `${label}: ${value}`).join("\n")}\n\n${message.message}\n`;
  const html = `<table style="border-collapse:collapse">${rows
    .map(
      ([label, value]) =>
        `<tr><td style="padding:2px 12px 2px 0;color:#57534e">${escapeHtml(label)}</td><td>${escapeHtml(value)}</td></tr>`,
    )
    .join("")}</table><p style="white-space:pre-wrap">${escapeHtml(message.message)}</p>`;
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
    { topic: contactTopicLabel(message.topic, locale), name: message.name },
    { locale },
  );
  const details = contactDetails(message);
  return { to: supportAddress, subject, text: details.text, html: mailPage(details.html) };
}

/** The sender's copy: what they wrote, and that an answer comes by e-mail. */
export function contactCopyMail(message: ContactMessage): Mail {
  const locale = message.locale;
  const greeting = m.mail_greeting({ name: message.name }, { locale });
  const intro = m.mail_contact_copy_body({}, { locale });
  const details = contactDetails(message);
  return {
    to: message.email,
    subject: m.mail_contact_copy_subject({}, { locale }),
    text: `${greeting}\n\n${intro}\n\n${details.text}`,
    html: mailPage(`<p>${escapeHtml(greeting)}</p><p>${escapeHtml(intro)}</p>${details.html}`),
  };
}
