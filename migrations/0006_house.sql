ALTER TABLE `recipes` ADD `origin_key` text;--> statement-breakpoint
ALTER TABLE `recipes` ADD `image_requested_at` integer;--> statement-breakpoint
ALTER TABLE `recipes` ADD `image_spend_id` text;--> statement-breakpoint
CREATE INDEX `recipes_user_origin_key_idx` ON `recipes` (`user_id`,`origin_key`);