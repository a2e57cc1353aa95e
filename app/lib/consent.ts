import { preferenceCookie, readCookie } from "./cookies";

/** Cookie categories: necessary is always on; analytics only after the visitor says yes. */
export const CONSENT_COOKIE = "consent";
const CONSENT_CHOICES = ["necessary", "analytics"] as const;
export type ConsentChoice = (typeof CONSENT_CHOICES)[number];
export type Consent = { decided: boolean; analytics: boolean };

export function isConsentChoice(value: unknown): value is ConsentChoice {
  return typeof value === "string" && (CONSENT_CHOICES as readonly string[]).includes(value);
}

export function consentFromCookie(cookieHeader: string | null): Consent {
  const value = readCookie(cookieHeader, CONSENT_COOKIE);
  return isConsentChoice(value)
    ? { decided: true, analytics: value === "analytics" }
    : { decided: false, analytics: false };
}

export function serializeConsentCookie(choice: ConsentChoice): string {
  return preferenceCookie(CONSENT_COOKIE, choice);
}
