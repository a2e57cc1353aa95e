CREATE TABLE `in_flight` (
	`key` text NOT NULL,
	`id` text NOT NULL,
	`expires_at` integer NOT NULL,
	PRIMARY KEY(`key`, `id`)
);
--> statement-breakpoint
CREATE INDEX `in_flight_id_idx` ON `in_flight` (`id`);