import { sqliteTable, text } from "drizzle-orm/sqlite-core";

/**
 * The FTS5 table behind recipe search, declared for drizzle's query builder only: it is created by hand in
 * migrations/0003_recipes.sql (drizzle-kit cannot write virtual tables), so it lives outside schema.ts, which
 * drizzle-kit reads. Its text columns hold folded text (app/domain/recipes/search-text.ts).
 */
export const recipesFts = sqliteTable("recipes_fts", {
  recipeId: text("recipe_id").notNull(),
  userId: text("user_id").notNull(),
  title: text("title").notNull(),
  description: text("description").notNull(),
  ingredients: text("ingredients").notNull(),
  steps: text("steps").notNull(),
  tags: text("tags").notNull(),
});
