-- Title pictures get WebP copies at the widths pages show them (docs/decisions/020): the stored picture's width and
-- the widths of its copies, and an index for the housekeeping that finds pictures still without copies.
ALTER TABLE `recipes` ADD `image_width` integer;--> statement-breakpoint
ALTER TABLE `recipes` ADD `image_variants` text;--> statement-breakpoint
CREATE INDEX `recipes_pictures_to_size_idx` ON `recipes` (`updated_at`) WHERE "recipes"."image_status" = 'ready' AND "recipes"."image_variants" IS NULL;