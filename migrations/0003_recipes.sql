CREATE TABLE `ingredient_sections` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`recipe_id` text NOT NULL,
	`position` integer NOT NULL,
	`title` text,
	FOREIGN KEY (`recipe_id`) REFERENCES `recipes`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `ingredient_sections_recipe_idx` ON `ingredient_sections` (`recipe_id`,`position`);--> statement-breakpoint
CREATE TABLE `ingredients` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`section_id` integer NOT NULL,
	`position` integer NOT NULL,
	`original` text NOT NULL,
	`quantity` real,
	`quantity_max` real,
	`unit` text,
	`food` text NOT NULL,
	`note` text,
	FOREIGN KEY (`section_id`) REFERENCES `ingredient_sections`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `ingredients_section_idx` ON `ingredients` (`section_id`,`position`);--> statement-breakpoint
CREATE TABLE `instruction_sections` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`recipe_id` text NOT NULL,
	`position` integer NOT NULL,
	`title` text,
	FOREIGN KEY (`recipe_id`) REFERENCES `recipes`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `instruction_sections_recipe_idx` ON `instruction_sections` (`recipe_id`,`position`);--> statement-breakpoint
CREATE TABLE `recipes` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`title` text NOT NULL,
	`description` text,
	`language` text NOT NULL,
	`servings` integer,
	`yield_unit` text,
	`prep_minutes` integer,
	`cook_minutes` integer,
	`total_minutes` integer,
	`cuisine` text,
	`category` text,
	`tags` text DEFAULT '[]' NOT NULL,
	`diets` text DEFAULT '[]' NOT NULL,
	`source_url` text,
	`source_site` text,
	`source_author` text,
	`origin` text DEFAULT 'manual' NOT NULL,
	`idea_id` text,
	`image_key` text,
	`image_status` text DEFAULT 'none' NOT NULL,
	`image_ai` integer DEFAULT false NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `recipes_user_updated_idx` ON `recipes` (`user_id`,`updated_at`);--> statement-breakpoint
CREATE INDEX `recipes_user_title_idx` ON `recipes` (`user_id`,`title`);--> statement-breakpoint
CREATE INDEX `recipes_user_total_minutes_idx` ON `recipes` (`user_id`,`total_minutes`);--> statement-breakpoint
CREATE TABLE `steps` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`section_id` integer NOT NULL,
	`position` integer NOT NULL,
	`text` text NOT NULL,
	`timer_minutes` text DEFAULT '[]' NOT NULL,
	FOREIGN KEY (`section_id`) REFERENCES `instruction_sections`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `steps_section_idx` ON `steps` (`section_id`,`position`);--> statement-breakpoint
-- Full-text search over a cook's recipes (written by app/domain/recipes/search.server.ts, not by drizzle-kit). The
-- columns hold text folded by foldForSearch (ä→a, ae→a, ß→ss, …), so queries with or without umlauts meet.
CREATE VIRTUAL TABLE `recipes_fts` USING fts5(
	`recipe_id` UNINDEXED,
	`user_id` UNINDEXED,
	`title`,
	`description`,
	`ingredients`,
	`steps`,
	`tags`,
	tokenize = 'unicode61 remove_diacritics 2'
);
