/** The social sign-in providers the app supports, each enabled by its keys (app/lib/config.server.ts). */
export const SOCIAL_PROVIDERS = ["google", "facebook"] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];
