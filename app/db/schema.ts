import { relations, sql } from "drizzle-orm";
import { index, integer, primaryKey, real, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";

const timestamps = {
  createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull().default(sql`(unixepoch('subsec') * 1000)`),
  updatedAt: integer("updated_at", { mode: "timestamp_ms" }).notNull().default(sql`(unixepoch('subsec') * 1000)`),
};

/** People with an account. better-auth owns the first columns; the preferences below are ours. */
export const users = sqliteTable("users", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  email: text("email").notNull().unique(),
  emailVerified: integer("email_verified", { mode: "boolean" }).notNull().default(false),
  image: text("image"),
  twoFactorEnabled: integer("two_factor_enabled", { mode: "boolean" }).notNull().default(false),
  locale: text("locale", { enum: ["en", "de"] })
    .notNull()
    .default("en"),
  theme: text("theme", { enum: ["light", "dark", "system"] })
    .notNull()
    .default("system"),
  unitSystem: text("unit_system", { enum: ["metric", "us"] })
    .notNull()
    .default("metric"),
  /** Diet values of the spec and the user's own, as a JSON array of strings. */
  dietaryRestrictions: text("dietary_restrictions", { mode: "json" }).$type<string[]>().notNull().default([]),
  /** EU allergen keys and the user's own, as a JSON array of strings. */
  allergies: text("allergies", { mode: "json" }).$type<string[]>().notNull().default([]),
  ...timestamps,
});

/** Signed-in devices. The token is the cookie's value; revoking a row signs that device out. */
export const sessions = sqliteTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    token: text("token").notNull().unique(),
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    ...timestamps,
  },
  (table) => [index("sessions_user_idx").on(table.userId)],
);

/** Ways to sign in: "credential" holds the password hash, social providers their account id. */
export const accounts = sqliteTable(
  "accounts",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    providerId: text("provider_id").notNull(),
    accountId: text("account_id").notNull(),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: integer("access_token_expires_at", { mode: "timestamp_ms" }),
    refreshTokenExpiresAt: integer("refresh_token_expires_at", { mode: "timestamp_ms" }),
    scope: text("scope"),
    password: text("password"),
    ...timestamps,
  },
  (table) => [
    index("accounts_user_idx").on(table.userId),
    uniqueIndex("accounts_provider_account_unique").on(table.providerId, table.accountId),
  ],
);

/** One-time tokens: e-mail verification, password reset, OAuth state, two-factor challenges. */
export const verifications = sqliteTable(
  "verifications",
  {
    id: text("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
    ...timestamps,
  },
  (table) => [index("verifications_identifier_idx").on(table.identifier)],
);

/** TOTP secret and backup codes, both encrypted by better-auth with the app secret. */
export const twoFactors = sqliteTable(
  "two_factors",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    secret: text("secret").notNull(),
    backupCodes: text("backup_codes").notNull(),
    verified: integer("verified", { mode: "boolean" }).notNull().default(true),
    failedVerificationCount: integer("failed_verification_count").notNull().default(0),
    lockedUntil: integer("locked_until", { mode: "timestamp_ms" }),
    ...timestamps,
  },
  (table) => [index("two_factors_user_idx").on(table.userId), index("two_factors_secret_idx").on(table.secret)],
);

/**
 * How better-auth's tables hang together, so it reads a session with its user in one query (auth.server.ts,
 * `advanced.database.joins`): every signed-in request pays for that read.
 */
export const userRelations = relations(users, ({ many }) => ({
  sessions: many(sessions),
  accounts: many(accounts),
  twoFactors: many(twoFactors),
}));
export const sessionRelations = relations(sessions, ({ one }) => ({
  user: one(users, { fields: [sessions.userId], references: [users.id] }),
}));
export const accountRelations = relations(accounts, ({ one }) => ({
  user: one(users, { fields: [accounts.userId], references: [users.id] }),
}));
export const twoFactorRelations = relations(twoFactors, ({ one }) => ({
  user: one(users, { fields: [twoFactors.userId], references: [users.id] }),
}));

/** Fixed-window counters shared by every isolate, per IP and per account (domain/accounts/rate-limit.server.ts). */
export const rateLimits = sqliteTable("rate_limits", {
  key: text("key").primaryKey(),
  windowStart: integer("window_start").notNull(),
  count: integer("count").notNull(),
});

/**
 * Work under way that counts against an in-flight limit: one row per key (an IP, an account) and slot, freed when
 * the work ends; `expires_at` (unix seconds) frees the slot of a request that died.
 */
export const inFlight = sqliteTable(
  "in_flight",
  {
    key: text("key").notNull(),
    id: text("id").notNull(),
    expiresAt: integer("expires_at").notNull(),
  },
  (table) => [primaryKey({ columns: [table.key, table.id] }), index("in_flight_id_idx").on(table.id)],
);

/** The dev mailbox: outgoing mail when no e-mail API is configured. Readable only on a local server. */
export const devMails = sqliteTable(
  "dev_mails",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html").notNull(),
    createdAt: timestamps.createdAt,
  },
  (table) => [index("dev_mails_to_idx").on(table.to)],
);

/**
 * Messages sent through the contact form, kept so none is lost when the mail to support fails. The sender's
 * account when they were signed in; deleting the account keeps the message (it was sent to us) without the link.
 */
export const contactMessages = sqliteTable(
  "contact_messages",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    name: text("name").notNull(),
    email: text("email").notNull(),
    topic: text("topic", { enum: ["question", "problem", "idea", "account", "other"] }).notNull(),
    message: text("message").notNull(),
    locale: text("locale", { enum: ["en", "de"] }).notNull(),
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    /** Whether the mail to support was handed over; false leaves it to be read from this table. */
    delivered: integer("delivered", { mode: "boolean" }).notNull().default(false),
    createdAt: timestamps.createdAt,
  },
  (table) => [index("contact_messages_created_idx").on(table.createdAt)],
);

export type CopiedFrom = { recipeId: string; collectionId: string; collectionName: string; authorName: string };

/** A cook's recipe. Content keeps its own language; minutes are integers; the image lives in R2 under `imageKey`. */
export const recipes = sqliteTable(
  "recipes",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    description: text("description"),
    language: text("language", { enum: ["en", "de"] }).notNull(),
    servings: integer("servings"),
    /** What a serving is ("servings", "Stück", "muffins"); empty means servings. */
    yieldUnit: text("yield_unit"),
    prepMinutes: integer("prep_minutes"),
    cookMinutes: integer("cook_minutes"),
    totalMinutes: integer("total_minutes"),
    cuisine: text("cuisine"),
    category: text("category"),
    tags: text("tags", { mode: "json" }).$type<string[]>().notNull().default([]),
    diets: text("diets", { mode: "json" }).$type<string[]>().notNull().default([]),
    sourceUrl: text("source_url"),
    sourceSite: text("source_site"),
    sourceAuthor: text("source_author"),
    /** The source page under every spelling of its address (domain/recipes/source-url.ts): finds a repeated import. */
    sourceKey: text("source_key"),
    origin: text("origin", { enum: ["manual", "import", "scan", "ai"] })
      .notNull()
      .default("manual"),
    ideaId: text("idea_id"),
    /** What this recipe is a copy of: an exported recipe's identifier, so importing the same file again adds nothing. */
    originKey: text("origin_key"),
    imageKey: text("image_key"),
    imageStatus: text("image_status", { enum: ["none", "generating", "ready", "failed"] })
      .notNull()
      .default("none"),
    imageAi: integer("image_ai", { mode: "boolean" }).notNull().default(false),
    /** When the pending title picture was asked for, and the credit it took (refunded if it never comes). */
    imageRequestedAt: integer("image_requested_at", { mode: "timestamp_ms" }),
    imageSpendId: text("image_spend_id"),
    /**
     * The stored title picture's width, and the widths (lib/picture-urls.ts) of its WebP copies (ADR 020): null
     * until the copies are made, empty when none are (the illustration, a picture that does not decode).
     */
    imageWidth: integer("image_width"),
    imageVariants: text("image_variants", { mode: "json" }).$type<number[]>(),
    /** A member's copy of a recipe shared in a collection: what it was copied from, named as it was then. */
    copiedFrom: text("copied_from", { mode: "json" }).$type<CopiedFrom>(),
    ...timestamps,
  },
  (table) => [
    index("recipes_user_updated_idx").on(table.userId, table.updatedAt),
    index("recipes_user_title_idx").on(table.userId, table.title),
    index("recipes_user_total_minutes_idx").on(table.userId, table.totalMinutes),
    index("recipes_user_source_key_idx").on(table.userId, table.sourceKey),
    index("recipes_user_origin_key_idx").on(table.userId, table.originKey),
    // The housekeeping finds the title pictures still without WebP copies (ADR 020).
    index("recipes_pictures_to_size_idx")
      .on(table.updatedAt)
      .where(sql`${table.imageStatus} = 'ready' AND ${table.imageVariants} IS NULL`),
  ],
);

/** Ingredient groups of a recipe ("For the dough"); every recipe has at least one, the first may have no title. */
export const ingredientSections = sqliteTable(
  "ingredient_sections",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    recipeId: text("recipe_id")
      .notNull()
      .references(() => recipes.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    title: text("title"),
  },
  (table) => [index("ingredient_sections_recipe_idx").on(table.recipeId, table.position)],
);

/** One ingredient line: the text as written, and what the parser read from it. */
export const ingredients = sqliteTable(
  "ingredients",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    sectionId: integer("section_id")
      .notNull()
      .references(() => ingredientSections.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    original: text("original").notNull(),
    quantity: real("quantity"),
    quantityMax: real("quantity_max"),
    unit: text("unit"),
    food: text("food").notNull(),
    note: text("note"),
  },
  (table) => [index("ingredients_section_idx").on(table.sectionId, table.position)],
);

/** Instruction groups of a recipe, like ingredient sections. */
export const instructionSections = sqliteTable(
  "instruction_sections",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    recipeId: text("recipe_id")
      .notNull()
      .references(() => recipes.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    title: text("title"),
  },
  (table) => [index("instruction_sections_recipe_idx").on(table.recipeId, table.position)],
);

/** A numbered step; `timerMinutes` holds the durations found in its text, for cook mode's timers. */
export const steps = sqliteTable(
  "steps",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    sectionId: integer("section_id")
      .notNull()
      .references(() => instructionSections.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    text: text("text").notNull(),
    timerMinutes: text("timer_minutes", { mode: "json" }).$type<number[]>().notNull().default([]),
  },
  (table) => [index("steps_section_idx").on(table.sectionId, table.position)],
);

/**
 * Recipe ideas (proposals), three per request. The built-in engine keeps the plan it will write the recipe from;
 * the request is kept so a provider writes the recipe under the same constraints. `recipeStatus` guards 'Create
 * Recipe': only one request at a time can move an idea from "none" to "creating".
 */
export const ideas = sqliteTable(
  "ideas",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    language: text("language", { enum: ["en", "de"] }).notNull(),
    title: text("title").notNull(),
    description: text("description").notNull(),
    cuisine: text("cuisine").notNull(),
    minutes: integer("minutes").notNull(),
    keyIngredients: text("key_ingredients", { mode: "json" }).$type<string[]>().notNull(),
    whyItFits: text("why_it_fits").notNull(),
    engine: text("engine", { enum: ["builtin", "provider"] }).notNull(),
    request: text("request", { mode: "json" }).$type<Record<string, unknown>>().notNull(),
    plan: text("plan", { mode: "json" }).$type<Record<string, unknown>>(),
    /** The request that asked for this idea, shared by the ideas it brought: what the Free plan's cap counts. */
    requestId: text("request_id"),
    recipeId: text("recipe_id"),
    recipeStatus: text("recipe_status", { enum: ["none", "creating", "done"] })
      .notNull()
      .default("none"),
    ...timestamps,
  },
  (table) => [index("ideas_user_created_idx").on(table.userId, table.createdAt)],
);

/**
 * The credit ledger (ADR 006): the balance of a period is the sum of its rows. The monthly grant is written
 * lazily, once per period (unique per user and reference); a refund names the spend it returns, once.
 */
export const creditLedger = sqliteTable(
  "credit_ledger",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    period: text("period").notNull(),
    delta: integer("delta").notNull(),
    reason: text("reason", { enum: ["grant", "recipe", "image", "refund"] }).notNull(),
    reference: text("reference").notNull(),
    createdAt: timestamps.createdAt,
  },
  (table) => [
    index("credit_ledger_user_period_idx").on(table.userId, table.period),
    uniqueIndex("credit_ledger_once_idx")
      .on(table.userId, table.reason, table.reference)
      .where(sql`${table.reason} IN ('grant', 'refund')`),
  ],
);

/**
 * Shared collections (ADR 013). The owner is also a member (role "owner"). The join link's password is a random
 * token of 192 bits; null while the link is turned off. New members get `joinRole`. A public collection has a
 * read-only page for anyone; the cover is one of its recipes' photos.
 */
export const collections = sqliteTable(
  "collections",
  {
    id: text("id").primaryKey(),
    ownerId: text("owner_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    description: text("description"),
    coverRecipeId: text("cover_recipe_id").references(() => recipes.id, { onDelete: "set null" }),
    joinPassword: text("join_password").unique(),
    joinExpiresAt: integer("join_expires_at", { mode: "timestamp_ms" }),
    joinRole: text("join_role", { enum: ["editor", "viewer"] })
      .notNull()
      .default("editor"),
    isPublic: integer("is_public", { mode: "boolean" }).notNull().default(false),
    ...timestamps,
  },
  (table) => [index("collections_owner_idx").on(table.ownerId, table.isPublic)],
);

export const collectionMembers = sqliteTable(
  "collection_members",
  {
    collectionId: text("collection_id")
      .notNull()
      .references(() => collections.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    role: text("role", { enum: ["owner", "editor", "viewer"] }).notNull(),
    joinedAt: integer("joined_at", { mode: "timestamp_ms" }).notNull().default(sql`(unixepoch('subsec') * 1000)`),
  },
  (table) => [
    primaryKey({ columns: [table.collectionId, table.userId] }),
    index("collection_members_user_idx").on(table.userId),
  ],
);

/** A recipe shared in a collection; it stays its author's, and goes from every collection when it is deleted. */
export const collectionRecipes = sqliteTable(
  "collection_recipes",
  {
    collectionId: text("collection_id")
      .notNull()
      .references(() => collections.id, { onDelete: "cascade" }),
    recipeId: text("recipe_id")
      .notNull()
      .references(() => recipes.id, { onDelete: "cascade" }),
    addedAt: integer("added_at", { mode: "timestamp_ms" }).notNull().default(sql`(unixepoch('subsec') * 1000)`),
  },
  (table) => [
    primaryKey({ columns: [table.collectionId, table.recipeId] }),
    index("collection_recipes_recipe_idx").on(table.recipeId),
  ],
);

/**
 * A cook's note, on its own or on a recipe, in plain text. Private to its author unless it is put in a collection;
 * when that collection goes, the note is private again. A note on a recipe goes with the recipe.
 */
export const notes = sqliteTable(
  "notes",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    recipeId: text("recipe_id").references(() => recipes.id, { onDelete: "cascade" }),
    collectionId: text("collection_id").references(() => collections.id, { onDelete: "set null" }),
    title: text("title").notNull(),
    body: text("body").notNull(),
    ...timestamps,
  },
  (table) => [
    index("notes_user_updated_idx").on(table.userId, table.updatedAt),
    index("notes_recipe_idx").on(table.recipeId),
    index("notes_collection_updated_idx").on(table.collectionId, table.updatedAt),
  ],
);

/**
 * A cook's customer at Stripe, created at their first checkout and reused for every later one and the billing portal.
 * `trialUsedAt` is set once any of their subscriptions had a trial: the free trial is offered once per cook.
 */
export const billingCustomers = sqliteTable("billing_customers", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  customerId: text("customer_id").notNull().unique(),
  trialUsedAt: integer("trial_used_at", { mode: "timestamp_ms" }),
  ...timestamps,
});

/**
 * A cook's Stripe subscriptions as Stripe last described them (domain/billing/subscriptions.server.ts). Every webhook
 * reads the subscription from Stripe again, and a state read earlier never replaces one read later (`fetchedAt`), so
 * the order in which events arrive does not matter.
 */
export const subscriptions = sqliteTable(
  "subscriptions",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    customerId: text("customer_id").notNull(),
    status: text("status").notNull(),
    priceId: text("price_id"),
    currentPeriodStart: integer("current_period_start", { mode: "timestamp_ms" }).notNull(),
    currentPeriodEnd: integer("current_period_end", { mode: "timestamp_ms" }).notNull(),
    trialEnd: integer("trial_end", { mode: "timestamp_ms" }),
    cancelAtPeriodEnd: integer("cancel_at_period_end", { mode: "boolean" }).notNull().default(false),
    endedAt: integer("ended_at", { mode: "timestamp_ms" }),
    /** When this state was asked of Stripe (milliseconds): only a later reading replaces it. */
    fetchedAt: integer("fetched_at").notNull(),
    ...timestamps,
  },
  (table) => [index("subscriptions_user_idx").on(table.userId)],
);

/**
 * Stripe events by id, so each is processed once however often it is delivered: "processing" while a delivery
 * works on it (a claim that goes stale after a few minutes, should that delivery die), "done" after.
 */
export const stripeEvents = sqliteTable("stripe_events", {
  id: text("id").primaryKey(),
  type: text("type").notNull(),
  status: text("status", { enum: ["processing", "done"] }).notNull(),
  claimedAt: integer("claimed_at").notNull(),
  processedAt: integer("processed_at"),
});
