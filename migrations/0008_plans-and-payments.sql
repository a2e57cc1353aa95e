CREATE TABLE `billing_customers` (
	`user_id` text PRIMARY KEY NOT NULL,
	`customer_id` text NOT NULL,
	`trial_used_at` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `billing_customers_customer_id_unique` ON `billing_customers` (`customer_id`);--> statement-breakpoint
CREATE TABLE `stripe_events` (
	`id` text PRIMARY KEY NOT NULL,
	`type` text NOT NULL,
	`status` text NOT NULL,
	`claimed_at` integer NOT NULL,
	`processed_at` integer
);
--> statement-breakpoint
CREATE TABLE `subscriptions` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`customer_id` text NOT NULL,
	`status` text NOT NULL,
	`price_id` text,
	`current_period_start` integer NOT NULL,
	`current_period_end` integer NOT NULL,
	`trial_end` integer,
	`cancel_at_period_end` integer DEFAULT false NOT NULL,
	`ended_at` integer,
	`fetched_at` integer NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `subscriptions_user_idx` ON `subscriptions` (`user_id`);--> statement-breakpoint
ALTER TABLE `ideas` ADD `request_id` text;--> statement-breakpoint
ALTER TABLE `users` DROP COLUMN `plan`;--> statement-breakpoint
-- The legal pages say what plans, Stripe and a plan's end mean now that payments are built (content, both languages).
UPDATE articles SET body = replace(body, 'Plans include a monthly allowance of AI credits; unused credits do not carry over. Ideas are free. You can cancel a paid plan at any time; it then runs until the end of the period already paid.', 'Plans include a monthly allowance of AI credits; unused credits do not carry over. Asking for ideas costs no credits; the Free plan allows a number of idea requests a month, saved recipes and collections, as the pricing page shows. If the operator of this server takes payments, Standard is a paid plan billed through Stripe for each period, with a free trial once per person: cancel before it ends and nothing is charged. You can cancel a paid plan at any time in Settings → Billing; it then runs until the end of the period already paid, and you move to Free. Nothing you saved is hidden or deleted when a plan ends; only new additions beyond Free''s limits need Standard again. On a server without payments every account has the Standard allowances at no charge.'), updated_at = 1795700000000 WHERE slug = 'legal/terms' AND locale = 'en';
--> statement-breakpoint
UPDATE articles SET body = replace(body, 'Tarife enthalten ein monatliches Kontingent an KI-Credits; nicht genutzte Credits verfallen am Monatsende. Ideen sind kostenlos. Einen bezahlten Tarif kannst du jederzeit kündigen; er läuft dann bis zum Ende des bereits bezahlten Zeitraums.', 'Tarife enthalten ein monatliches Kontingent an KI-Credits; nicht genutzte Credits verfallen am Ende des Zeitraums. Ideen kosten keine Credits; der Tarif Free erlaubt eine bestimmte Zahl an Ideen-Anfragen im Monat, gespeicherten Rezepten und Sammlungen, wie die Preisseite zeigt. Nimmt der Betreiber dieses Servers Zahlungen an, ist Standard ein bezahlter Tarif, der für jeden Zeitraum über Stripe abgerechnet wird, mit einem kostenlosen Testzeitraum einmal pro Person: Kündigst du vorher, wird nichts abgebucht. Einen bezahlten Tarif kannst du jederzeit unter Einstellungen → Abrechnung kündigen; er läuft dann bis zum Ende des bereits bezahlten Zeitraums, danach hast du Free. Endet ein Tarif, wird nichts von dem, was du gespeichert hast, versteckt oder gelöscht; nur Neues über die Grenzen von Free hinaus braucht wieder Standard. Auf einem Server ohne Zahlungen hat jedes Konto kostenlos den Umfang von Standard.'), updated_at = 1795700000000 WHERE slug = 'legal/terms' AND locale = 'de';
--> statement-breakpoint
UPDATE articles SET body = replace(body, 'Photos you scan are read in your browser unless you choose to send them for AI recognition. We do not sell your data and we show no advertising.', 'Photos you scan are read in your browser unless you choose to send them for AI recognition. If this server takes payments, Stripe processes them: your name, e-mail address and payment details go to Stripe, and we keep only your Stripe customer number and your subscription''s status and dates; we never see your card number. We do not sell your data and we show no advertising.'), updated_at = 1795700000000 WHERE slug = 'legal/privacy' AND locale = 'en';
--> statement-breakpoint
UPDATE articles SET body = replace(body, 'Deleting your account removes your profile, recipes, ideas, images, collections and settings. Records we must keep by law, such as invoices, are kept only for the legal period.', 'Deleting your account cancels a running subscription first, then removes your profile, recipes, ideas, images, collections and settings. Records that must be kept by law, such as invoices, are kept by Stripe only for the legal period.'), updated_at = 1795700000000 WHERE slug = 'legal/privacy' AND locale = 'en';
--> statement-breakpoint
UPDATE articles SET body = replace(body, 'Gescannte Fotos werden in deinem Browser gelesen, es sei denn, du entscheidest dich ausdrücklich für die KI-Erkennung. Wir verkaufen keine Daten und zeigen keine Werbung.', 'Gescannte Fotos werden in deinem Browser gelesen, es sei denn, du entscheidest dich ausdrücklich für die KI-Erkennung. Nimmt dieser Server Zahlungen an, wickelt Stripe sie ab: Dein Name, deine E-Mail-Adresse und deine Zahlungsdaten gehen an Stripe; wir speichern nur deine Kundennummer bei Stripe sowie Status und Daten deines Abos – deine Kartennummer sehen wir nie. Wir verkaufen keine Daten und zeigen keine Werbung.'), updated_at = 1795700000000 WHERE slug = 'legal/privacy' AND locale = 'de';
--> statement-breakpoint
UPDATE articles SET body = replace(body, 'Beim Löschen des Kontos entfernen wir Profil, Rezepte, Ideen, Bilder, Sammlungen und Einstellungen. Unterlagen, die wir gesetzlich aufbewahren müssen, etwa Rechnungen, behalten wir nur für die gesetzliche Frist.', 'Beim Löschen des Kontos kündigen wir zuerst ein laufendes Abo und entfernen dann Profil, Rezepte, Ideen, Bilder, Sammlungen und Einstellungen. Unterlagen, die gesetzlich aufbewahrt werden müssen, etwa Rechnungen, bewahrt Stripe nur für die gesetzliche Frist auf.'), updated_at = 1795700000000 WHERE slug = 'legal/privacy' AND locale = 'de';
