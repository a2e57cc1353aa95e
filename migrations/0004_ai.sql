CREATE TABLE `credit_ledger` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`period` text NOT NULL,
	`delta` integer NOT NULL,
	`reason` text NOT NULL,
	`reference` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `credit_ledger_user_period_idx` ON `credit_ledger` (`user_id`,`period`);--> statement-breakpoint
CREATE UNIQUE INDEX `credit_ledger_once_idx` ON `credit_ledger` (`user_id`,`reason`,`reference`) WHERE reason IN ('grant', 'refund');--> statement-breakpoint
CREATE TABLE `ideas` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`language` text NOT NULL,
	`title` text NOT NULL,
	`description` text NOT NULL,
	`cuisine` text NOT NULL,
	`minutes` integer NOT NULL,
	`key_ingredients` text NOT NULL,
	`why_it_fits` text NOT NULL,
	`engine` text NOT NULL,
	`request` text NOT NULL,
	`plan` text,
	`recipe_id` text,
	`recipe_status` text DEFAULT 'none' NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `ideas_user_created_idx` ON `ideas` (`user_id`,`created_at`);