import { Inbox } from "lucide-react";
import { Fragment } from "react";
import { EmptyState } from "~/components/empty-state";
import { useLocale } from "~/components/localized-link";
import { PageHeader } from "~/components/page-header";
import { isDevMailboxReadable, listDevMails } from "~/domain/mail/dev-mailbox.server";
import { getMailer } from "~/domain/mail/mailer.server";
import { formatDate } from "~/lib/format";
import { pageMeta } from "~/lib/meta";
import { m } from "~/paraglide/messages.js";
import { appContext } from "~/server/context";
import { notFound } from "~/server/responses";
import type { Route } from "./+types/dev-mailbox";

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";

/** Local development only: the mails the app would have sent, so every account flow works offline end to end. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { config, db } = context.get(appContext);
  if (!isDevMailboxReadable(getMailer(config, db).kind, config.APP_URL, request.url)) {
    throw notFound();
  }
  return { mails: await listDevMails(db) };
}

/** Mail text with its web addresses as links; everything is rendered as text, never as HTML. */
function TextWithLinks({ text }: { text: string }) {
  const segments: { offset: number; text: string; link: boolean }[] = [];
  let offset = 0;
  for (const match of text.matchAll(/https?:\/\/\S+/g)) {
    segments.push({ offset, text: text.slice(offset, match.index), link: false });
    segments.push({ offset: match.index, text: match[0], link: true });
    offset = match.index + match[0].length;
  }
  segments.push({ offset, text: text.slice(offset), link: false });
  return (
    <p className="text-sm break-words whitespace-pre-wrap">
      {segments.map((segment) =>
        segment.link ? (
          <a key={segment.offset} href={segment.text} className="font-medium text-primary underline">
            {segment.text}
          </a>
        ) : (
          <Fragment key={segment.offset}>{segment.text}</Fragment>
        ),
      )}
    </p>
  );
}

export default function DevMailbox({ loaderData }: Route.ComponentProps) {
  const locale = useLocale();
  return (
    <div className="max-w-3xl">
      <PageHeader title={m.dev_mailbox_title()} description={m.dev_mailbox_description()} />
      {loaderData.mails.length === 0 ? (
        <EmptyState icon={Inbox} title={m.dev_mailbox_empty_title()} description={m.dev_mailbox_empty_description()} />
      ) : (
        <ol className="flex flex-col gap-4">
          {loaderData.mails.map((mail) => (
            <li key={mail.id}>
              <article
                aria-labelledby={`mail-${mail.id}`}
                className="flex flex-col gap-2 rounded-xl border bg-card p-4"
              >
                <h2 id={`mail-${mail.id}`} className="font-semibold">
                  {mail.subject}
                </h2>
                <p className="text-sm text-muted-foreground">
                  {m.dev_mailbox_to({ email: mail.to })} ·{" "}
                  {formatDate(mail.createdAt, locale, { dateStyle: "medium", timeStyle: "short" })}
                </p>
                <TextWithLinks text={mail.text} />
              </article>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

export const meta = () => pageMeta(m.dev_mailbox_title());
