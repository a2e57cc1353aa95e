import { z } from "zod";
import { m } from "~/paraglide/messages.js";

/** The contact form's input, checked in the browser before sending and again by the action. */
export const CONTACT_TOPICS = ["question", "problem", "idea", "account", "other"] as const;
export type ContactTopic = (typeof CONTACT_TOPICS)[number];

export const CONTACT_LIMITS = { name: 80, message: 5000, messageMin: 10 } as const;

/** A field real people never see or fill in; a form that arrives with it filled was sent by a bot. */
export const HONEYPOT_FIELD = "website";

export const ContactSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, { error: () => m.form_name_required() })
    .max(CONTACT_LIMITS.name, { error: () => m.form_name_too_long({ max: CONTACT_LIMITS.name }) }),
  email: z
    .string()
    .trim()
    .toLowerCase()
    .min(1, { error: () => m.form_email_required() })
    .pipe(z.email({ error: () => m.form_email_invalid() })),
  topic: z.enum(CONTACT_TOPICS, { error: () => m.contact_topic_required() }),
  message: z
    .string()
    .trim()
    .min(CONTACT_LIMITS.messageMin, { error: () => m.contact_message_too_short({ min: CONTACT_LIMITS.messageMin }) })
    .max(CONTACT_LIMITS.message, { error: () => m.contact_message_too_long({ max: CONTACT_LIMITS.message }) }),
});
export type ContactInput = z.infer<typeof ContactSchema>;
