-- Help, guide and legal articles in both languages. Content migration: present in every environment.
-- Bodies are plain text (blank line between blocks, '## ' heading, '- ' list item), rendered as text only.
INSERT INTO articles (slug, locale, title, summary, body, published_at) VALUES ('legal/privacy', 'en', 'Privacy policy', 'What Mise stores about you, why, who processes it, and the rights you have over your data.', 'Mise is a place for your recipes. This policy explains what we store, why, and what you can ask of us.

## What we store
- Your account: name, e-mail address, a securely hashed password, and your settings (language, theme, units, diet and allergies).
- Your content: recipes, ideas, collections, notes, and images you upload or that are created for you.
- Technical records: sign-in sessions and short-lived security logs that protect your account from abuse.

## Cookies
We use necessary cookies to keep you signed in and to remember your language, your theme and your cookie choice. Analytics cookies are only used if you allow them in the cookie settings, and you can change that choice at any time from the sidebar or the footer.

## Who processes your data
Mise runs on Cloudflare, which hosts the application, the database and stored images. If the operator of this Mise server has configured an AI provider, the text needed for a request (for example your idea and your dietary settings) is sent to that provider to create recipe ideas, recipes or images; nothing else is sent. Photos you scan are read in your browser unless you choose to send them for AI recognition. We do not sell your data and we show no advertising.

## How long we keep it
Your content stays until you delete it or delete your account. Deleting your account removes your profile, recipes, ideas, images, collections and settings. Records we must keep by law, such as invoices, are kept only for the legal period.

## Your rights
Under the GDPR you can ask for a copy of your data, have it corrected, deleted or handed over in a portable format, and object to or restrict its processing. You can also complain to a data protection supervisory authority.

## Contact
Write to privacy@mise.example with any question about your data.', 1795392000000);
--> statement-breakpoint
INSERT INTO articles (slug, locale, title, summary, body, published_at) VALUES ('legal/privacy', 'de', 'Datenschutzerklärung', 'Was Mise über dich speichert, warum, wer die Daten verarbeitet und welche Rechte du hast.', 'Mise ist ein Ort für deine Rezepte. Hier erfährst du, was wir speichern, warum wir das tun und welche Rechte du hast.

## Was wir speichern
- Dein Konto: Name, E-Mail-Adresse, ein sicher gehashtes Passwort und deine Einstellungen (Sprache, Farbschema, Maßeinheiten, Ernährung und Allergien).
- Deine Inhalte: Rezepte, Ideen, Sammlungen, Notizen und Bilder, die du hochlädst oder die für dich erstellt werden.
- Technische Daten: Anmeldesitzungen und kurzlebige Sicherheitsprotokolle, die dein Konto vor Missbrauch schützen.

## Cookies
Wir verwenden notwendige Cookies, damit du angemeldet bleibst und damit wir uns deine Sprache, dein Farbschema und deine Cookie-Auswahl merken können. Statistik-Cookies setzen wir nur, wenn du sie in den Cookie-Einstellungen erlaubst. Deine Auswahl kannst du jederzeit über die Seitenleiste oder die Fußzeile ändern.

## Wer deine Daten verarbeitet
Mise läuft bei Cloudflare: Dort liegen die Anwendung, die Datenbank und gespeicherte Bilder. Hat der Betreiber dieses Mise-Servers einen KI-Anbieter eingerichtet, wird nur der für eine Anfrage nötige Text (etwa deine Idee und deine Ernährungseinstellungen) an diesen Anbieter geschickt, um Ideen, Rezepte oder Bilder zu erstellen – sonst nichts. Gescannte Fotos werden in deinem Browser gelesen, es sei denn, du entscheidest dich ausdrücklich für die KI-Erkennung. Wir verkaufen keine Daten und zeigen keine Werbung.

## Wie lange wir Daten aufbewahren
Deine Inhalte bleiben gespeichert, bis du sie oder dein Konto löschst. Beim Löschen des Kontos entfernen wir Profil, Rezepte, Ideen, Bilder, Sammlungen und Einstellungen. Unterlagen, die wir gesetzlich aufbewahren müssen, etwa Rechnungen, behalten wir nur für die gesetzliche Frist.

## Deine Rechte
Nach der DSGVO kannst du Auskunft über deine Daten verlangen, sie berichtigen, löschen oder in einem übertragbaren Format herausgeben lassen und der Verarbeitung widersprechen oder sie einschränken lassen. Außerdem kannst du dich bei einer Datenschutz-Aufsichtsbehörde beschweren.

## Kontakt
Schreib uns bei Fragen zu deinen Daten an privacy@mise.example.', 1795392000000);
--> statement-breakpoint
INSERT INTO articles (slug, locale, title, summary, body, published_at) VALUES ('legal/terms', 'en', 'Terms of service', 'The rules for using Mise: your account, your content, AI output, credits and plans.', 'These terms apply when you use Mise. By creating an account you agree to them.

## The service
Mise lets you keep, search, import, scan and create recipes, in English and German. Some features use artificial intelligence; how they work depends on how the operator of this server has configured them.

## Your account
Keep your password to yourself and tell us if you think someone else has used your account. You need to be old enough to agree to these terms where you live.

## Your content stays yours
Recipes, notes, photos and collections you add remain yours. You give us only the permission we need to store them, show them to you and to the people you share them with, and process them for the features you use. Only import or upload content you are allowed to use.

## Fair use
Do not use Mise to break the law, to harm others, to overload or attack the service, or to collect other people''s data.

## AI output can be wrong
Recipes and ideas made with AI, and quantities converted between units, can contain mistakes. Always check ingredients for allergens, and check cooking times and temperatures, especially for meat, fish, eggs and preserving, before you rely on them.

## Credits and plans
Plans include a monthly allowance of AI credits; unused credits do not carry over. Ideas are free. You can cancel a paid plan at any time; it then runs until the end of the period already paid.

## Liability
We provide Mise with care but cannot promise that it is always available or free of errors. Our liability is limited as far as the law allows; it is not limited for intent, gross negligence or injury to life, body or health.

## Changes
We may update these terms. We will tell you about important changes in good time, and you can delete your account if you do not agree.

## Applicable law
These terms are governed by the law of the operator''s place of business, without taking away protection you have under the law of the country where you live.', 1795392000000);
--> statement-breakpoint
INSERT INTO articles (slug, locale, title, summary, body, published_at) VALUES ('legal/terms', 'de', 'Nutzungsbedingungen', 'Die Regeln für die Nutzung von Mise: dein Konto, deine Inhalte, KI-Ergebnisse, Credits und Tarife.', 'Diese Bedingungen gelten, wenn du Mise nutzt. Mit dem Anlegen eines Kontos stimmst du ihnen zu.

## Der Dienst
Mit Mise kannst du Rezepte sammeln, durchsuchen, importieren, scannen und erstellen – auf Deutsch und Englisch. Einige Funktionen nutzen künstliche Intelligenz; wie sie arbeiten, hängt davon ab, wie der Betreiber dieses Servers sie eingerichtet hat.

## Dein Konto
Behalte dein Passwort für dich und sag uns Bescheid, wenn du glaubst, dass jemand anderes dein Konto benutzt hat. Du musst alt genug sein, um diesen Bedingungen nach dem Recht deines Wohnorts zustimmen zu dürfen.

## Deine Inhalte bleiben deine
Rezepte, Notizen, Fotos und Sammlungen, die du hinzufügst, gehören weiter dir. Du erlaubst uns nur, was nötig ist: sie zu speichern, dir und den Menschen anzuzeigen, mit denen du sie teilst, und sie für die Funktionen zu verarbeiten, die du nutzt. Importiere oder lade nur Inhalte hoch, die du verwenden darfst.

## Faire Nutzung
Nutze Mise nicht, um gegen Gesetze zu verstoßen, anderen zu schaden, den Dienst zu überlasten oder anzugreifen oder Daten anderer zu sammeln.

## KI kann sich irren
Mit KI erstellte Rezepte und Ideen sowie umgerechnete Mengen können Fehler enthalten. Prüfe Zutaten immer auf Allergene und kontrolliere Garzeiten und Temperaturen, besonders bei Fleisch, Fisch, Eiern und beim Einkochen, bevor du dich darauf verlässt.

## Credits und Tarife
Tarife enthalten ein monatliches Kontingent an KI-Credits; nicht genutzte Credits verfallen am Monatsende. Ideen sind kostenlos. Einen bezahlten Tarif kannst du jederzeit kündigen; er läuft dann bis zum Ende des bereits bezahlten Zeitraums.

## Haftung
Wir betreiben Mise mit Sorgfalt, können aber nicht versprechen, dass es immer verfügbar und fehlerfrei ist. Unsere Haftung ist beschränkt, soweit das Gesetz es erlaubt; für Vorsatz, grobe Fahrlässigkeit und Verletzungen von Leben, Körper oder Gesundheit gilt keine Beschränkung.

## Änderungen
Wir können diese Bedingungen anpassen. Über wichtige Änderungen informieren wir dich rechtzeitig; bist du nicht einverstanden, kannst du dein Konto löschen.

## Anwendbares Recht
Es gilt das Recht am Geschäftssitz des Betreibers. Der Schutz, den dir das Recht deines Wohnsitzlandes gewährt, bleibt davon unberührt.', 1795392000000);
--> statement-breakpoint
INSERT INTO articles (slug, locale, title, summary, body, published_at) VALUES ('help/getting-started', 'en', 'Getting started', 'Four ways to add recipes, how to find them again, and how to cook from them.', 'Welcome to Mise. Here is how to get your recipes in and how to cook from them.

## Four ways to add a recipe
- Write it yourself: type the ingredients line by line, the way you would on paper. Mise recognises quantities, units and ingredients as you type.
- Import from a website: paste the link of a recipe page. Mise keeps the ingredients, steps, times and photo, and remembers where the recipe came from.
- Scan a photo or screenshot: take a picture of a cookbook page or a handwritten card. The text is read in your browser, and you check it before saving.
- Create one with AI: describe what you feel like, or pick a duration, cuisines and a diet. You get three ideas for free; turning one into a full recipe costs one credit.

## Find it again
Search looks through titles, ingredients, steps and tags, in English and German, with or without umlauts. Filters narrow the list by cuisine, time and diet.

## Cook from it
Change the number of servings and every quantity follows. Switch between metric and US units without changing the stored recipe. Cook mode shows one step at a time in large type, keeps the screen on, and starts timers for the times mentioned in a step.

## Make it yours
In Settings you choose your language and theme, metric or US units, and your diet and allergies. Every AI suggestion respects your restrictions and allergies, always.', 1795392000000);
--> statement-breakpoint
INSERT INTO articles (slug, locale, title, summary, body, published_at) VALUES ('help/getting-started', 'de', 'Erste Schritte', 'Vier Wege zu neuen Rezepten, wie du sie wiederfindest und wie du damit kochst.', 'Willkommen bei Mise. So kommen deine Rezepte hinein – und so kochst du damit.

## Vier Wege zu einem Rezept
- Selbst schreiben: Tipp die Zutaten Zeile für Zeile ein, so wie auf Papier. Mise erkennt schon beim Tippen Mengen, Einheiten und Zutaten.
- Von einer Website importieren: Füg den Link einer Rezeptseite ein. Mise übernimmt Zutaten, Schritte, Zeiten und Foto und merkt sich, woher das Rezept stammt.
- Foto oder Screenshot scannen: Fotografiere eine Kochbuchseite oder eine handgeschriebene Karte. Der Text wird in deinem Browser gelesen, und du prüfst ihn vor dem Speichern.
- Mit KI erstellen: Beschreib, worauf du Lust hast, oder wähle Dauer, Küchen und Ernährungsweise. Drei Ideen bekommst du kostenlos; ein vollständiges Rezept daraus kostet einen Credit.

## Wiederfinden
Die Suche durchsucht Titel, Zutaten, Schritte und Schlagwörter, auf Deutsch und Englisch, mit oder ohne Umlaute. Filter grenzen nach Küche, Zeit und Ernährung ein.

## Damit kochen
Ändere die Portionen, und alle Mengen passen sich an. Wechsle zwischen metrischen und US-Einheiten, ohne das gespeicherte Rezept zu verändern. Der Kochmodus zeigt einen Schritt nach dem anderen in großer Schrift, hält den Bildschirm an und startet Timer für die Zeiten, die im Schritt stehen.

## Nach deinem Geschmack
In den Einstellungen wählst du Sprache und Farbschema, metrische oder US-Einheiten sowie deine Ernährungsweise und Allergien. Jeder KI-Vorschlag hält sich an deine Einschränkungen und Allergien – immer.', 1795392000000);
--> statement-breakpoint
INSERT INTO articles (slug, locale, title, summary, body, published_at) VALUES ('guides/german-kitchen-measures', 'en', 'German kitchen measures explained', 'EL, TL, Msp., Prise, Päckchen and more: what German recipe abbreviations mean and roughly what they equal.', 'German recipes use a handful of abbreviations that puzzle many cooks. Here is what they mean and roughly what they equal.

## Spoons and pinches
- EL (Esslöffel): a tablespoon, about 15 ml.
- TL (Teelöffel): a teaspoon, about 5 ml.
- gehäufter TL or EL: a heaped spoon, roughly one and a half to two level spoons, depending on the ingredient.
- gestrichener TL or EL: a level spoon.
- Msp. (Messerspitze): the tip of a knife, a very small amount, about 1/8 teaspoon.
- Prise: a pinch, what you hold between thumb and forefinger.

## Packs and bunches
- Päckchen (Pck.): a sachet. Baking powder and vanilla sugar come in sachets of about 15 g and 8 g; one sachet of baking powder is meant for 500 g of flour.
- Becher: a tub, usually of cream or yoghurt; a Becher Sahne is 200 g.
- Dose: a tin or can; check the drained weight in the recipe.
- Bund: a bunch of herbs or spring onions.
- Zehe: a clove, usually of garlic.
- Scheibe: a slice.

## From volume to weight
Spoons measure volume, but many German recipes give flour, sugar and butter in grams. A tablespoon of flour weighs about 8 to 10 g, of sugar about 12 to 15 g, of butter about 15 g. Treat these as guides: the true weight depends on the food and on how you fill the spoon. When Mise converts between volume and weight it uses a density for that food and marks the result as approximate.', 1795392000000);
--> statement-breakpoint
INSERT INTO articles (slug, locale, title, summary, body, published_at) VALUES ('guides/german-kitchen-measures', 'de', 'EL, TL, Prise: Küchenmaße erklärt', 'EL, TL, Msp., Prise, Päckchen und mehr: was die Abkürzungen in Rezepten bedeuten und wie viel sie ungefähr sind.', 'In Rezepten begegnen dir immer wieder dieselben Abkürzungen. Hier steht, was sie bedeuten und wie viel ungefähr dahintersteckt.

## Löffel und Prisen
- EL (Esslöffel): etwa 15 ml.
- TL (Teelöffel): etwa 5 ml.
- gehäufter TL oder EL: ein gehäufter Löffel, je nach Zutat etwa das Anderthalb- bis Zweifache eines gestrichenen.
- gestrichener TL oder EL: ein glatt abgestrichener Löffel.
- Msp. (Messerspitze): eine sehr kleine Menge, etwa ein Achtel Teelöffel.
- Prise: so viel, wie du zwischen Daumen und Zeigefinger fassen kannst.

## Päckchen und Bunde
- Päckchen (Pck.): Backpulver und Vanillezucker gibt es in Päckchen von etwa 15 g und 8 g; ein Päckchen Backpulver reicht für 500 g Mehl.
- Becher: meist Sahne oder Joghurt; ein Becher Sahne hat 200 g.
- Dose: achte im Rezept auf das Abtropfgewicht.
- Bund: ein Bund Kräuter oder Frühlingszwiebeln.
- Zehe: meist eine Knoblauchzehe.
- Scheibe: eine Scheibe, etwa Brot, Käse oder Zitrone.

## Von Volumen zu Gewicht
Löffel messen Volumen, viele Rezepte geben Mehl, Zucker und Butter aber in Gramm an. Ein Esslöffel Mehl wiegt etwa 8 bis 10 g, Zucker etwa 12 bis 15 g, Butter etwa 15 g. Das sind Richtwerte: Das tatsächliche Gewicht hängt von der Zutat ab und davon, wie voll der Löffel ist. Wenn Mise zwischen Volumen und Gewicht umrechnet, nutzt es die Dichte der jeweiligen Zutat und kennzeichnet das Ergebnis als ungefähr.', 1795392000000);
