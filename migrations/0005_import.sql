ALTER TABLE `recipes` ADD `source_key` text;--> statement-breakpoint
CREATE INDEX `recipes_user_source_key_idx` ON `recipes` (`user_id`,`source_key`);