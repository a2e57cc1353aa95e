import { parseArticleBody } from "~/domain/articles/body";
import { formatDate } from "~/lib/format";
import type { Locale } from "~/lib/locale";
import { m } from "~/paraglide/messages.js";

type ArticleData = { title: string; summary: string; body: string; publishedAt: Date };

export function ArticleView({ article, locale }: { article: ArticleData; locale: Locale }) {
  return (
    <article className="max-w-prose">
      <h1 className="font-serif text-3xl font-semibold tracking-tight">{article.title}</h1>
      <p className="mt-2 text-sm text-muted-foreground">
        {m.article_updated({ date: formatDate(article.publishedAt, locale) })}
      </p>
      <p className="mt-4 text-lg text-muted-foreground">{article.summary}</p>
      <div className="mt-6 flex flex-col gap-4 leading-relaxed">
        {parseArticleBody(article.body).map((block, index) => {
          const key = `${block.kind}-${index}`;
          if (block.kind === "heading")
            return (
              <h2 key={key} className="mt-4 text-xl font-semibold">
                {block.text}
              </h2>
            );
          if (block.kind === "list")
            return (
              <ul key={key} className="ml-5 list-disc space-y-1">
                {block.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            );
          return <p key={key}>{block.text}</p>;
        })}
      </div>
    </article>
  );
}
