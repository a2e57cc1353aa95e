import { LocalizedLink } from "~/components/localized-link";
import type { Block, ContentDocument, Inline } from "~/domain/articles/markdown";
import { formatDate } from "~/lib/format";
import type { Locale } from "~/lib/locale";
import { m } from "~/paraglide/messages.js";

const linkClass = "font-medium text-primary underline underline-offset-4 hover:no-underline";

/** A content file's inline parts as text nodes: links inside the site stay in the reader's language. */
function InlineText({ content }: { content: Inline[] }) {
  return content.map((part, index) => {
    const key = `${part.kind}-${index}`;
    if (part.kind === "strong") return <strong key={key}>{part.text}</strong>;
    if (part.kind === "em") return <em key={key}>{part.text}</em>;
    if (part.kind === "link")
      return part.href.startsWith("/") ? (
        <LocalizedLink key={key} to={part.href} className={linkClass}>
          {part.text}
        </LocalizedLink>
      ) : (
        <a key={key} href={part.href} rel="noopener noreferrer" className={linkClass}>
          {part.text}
        </a>
      );
    return part.text;
  });
}

function ContentBlock({ block }: { block: Block }) {
  if (block.kind === "heading") {
    const Heading = block.level === 2 ? "h2" : "h3";
    return (
      <Heading
        id={block.id}
        className={block.level === 2 ? "mt-4 scroll-mt-20 text-xl font-semibold" : "mt-2 scroll-mt-20 font-semibold"}
      >
        <InlineText content={block.content} />
      </Heading>
    );
  }
  if (block.kind === "list") {
    const List = block.ordered ? "ol" : "ul";
    return (
      <List className={block.ordered ? "ml-5 list-decimal space-y-1.5" : "ml-5 list-disc space-y-1.5"}>
        {block.items.map((item, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a list's items never reorder
          <li key={index}>
            <InlineText content={item} />
          </li>
        ))}
      </List>
    );
  }
  if (block.kind === "tip")
    return (
      <aside className="rounded-lg border-l-4 border-primary bg-accent/50 px-4 py-3 text-accent-foreground">
        <InlineText content={block.content} />
      </aside>
    );
  return (
    <p>
      <InlineText content={block.content} />
    </p>
  );
}

/** An article or a legal page: title, date and reading time, its picture when it has one, summary and body. */
export function ArticleView({
  document,
  locale,
  kicker,
}: {
  document: ContentDocument;
  locale: Locale;
  kicker?: string;
}) {
  return (
    <article className="max-w-prose">
      {kicker && <p className="text-sm font-medium text-primary">{kicker}</p>}
      <h1 className="font-serif text-3xl font-semibold tracking-tight text-balance">{document.title}</h1>
      <p className="mt-2 text-sm text-muted-foreground">
        {m.article_updated({ date: formatDate(new Date(document.published), locale) })}
        {" · "}
        {m.article_reading_time({ minutes: document.readingMinutes })}
      </p>
      {document.image && (
        <img
          src={`/images/articles/${document.image}.svg`}
          alt={document.imageAlt ?? ""}
          width={1200}
          height={630}
          className="mt-6 aspect-[40/21] w-full rounded-xl border bg-muted object-cover"
        />
      )}
      <p className="mt-6 text-lg text-muted-foreground">{document.summary}</p>
      <div className="mt-6 flex flex-col gap-4 leading-relaxed">
        {document.blocks.map((block, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a document's blocks never reorder
          <ContentBlock key={index} block={block} />
        ))}
      </div>
    </article>
  );
}
