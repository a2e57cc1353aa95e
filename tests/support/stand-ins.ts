/**
 * Who the outside-service stand-ins are, shared by the stand-in itself (tests/support/outbound-stand-in.ts, run by
 * miniflare in Node) and the tests inside workerd that configure the app to use them.
 */
export const OAUTH_CLIENTS = {
  google: { clientId: "stand-in-google-client", clientSecret: "stand-in-google-secret" },
  facebook: { clientId: "4242424242", clientSecret: "stand-in-facebook-secret" },
} as const;

/** The stand-in's consent screen takes the identity to sign in as from this query parameter (JSON). */
export const STAND_IN_IDENTITY_PARAM = "stand_in_identity";

export type StandInIdentity = { id: string; email: string; emailVerified: boolean; name: string };

export const MAIL_API = {
  url: "https://mail-api.stand-in.test/emails",
  key: "stand-in-mail-key",
  /** GET with ?to= answers the messages the stand-in accepted for that address, newest last. */
  outbox: "https://mail-api.stand-in.test/outbox",
  /** Messages to addresses starting with this are refused with a 503, as a provider outage would be. */
  failingPrefix: "outage",
} as const;
