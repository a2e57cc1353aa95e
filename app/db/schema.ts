import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";

const timestamps = {
  createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull().default(sql`(unixepoch('subsec') * 1000)`),
  updatedAt: integer("updated_at", { mode: "timestamp_ms" }).notNull().default(sql`(unixepoch('subsec') * 1000)`),
};

/** People with an account. Shaped like better-auth's user model so the accounts work builds on it. */
export const users = sqliteTable("users", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  email: text("email").notNull().unique(),
  emailVerified: integer("email_verified", { mode: "boolean" }).notNull().default(false),
  image: text("image"),
  ...timestamps,
});

/** Help and editorial articles, one row per slug and language. Slugs may span several segments. */
export const articles = sqliteTable(
  "articles",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    slug: text("slug").notNull(),
    locale: text("locale", { enum: ["en", "de"] }).notNull(),
    title: text("title").notNull(),
    summary: text("summary").notNull(),
    /** Plain text; paragraphs are separated by blank lines. Never rendered as HTML. */
    body: text("body").notNull(),
    publishedAt: integer("published_at", { mode: "timestamp_ms" }).notNull(),
    ...timestamps,
  },
  (table) => [
    uniqueIndex("articles_slug_locale_unique").on(table.slug, table.locale),
    index("articles_locale_published_idx").on(table.locale, table.publishedAt),
  ],
);
