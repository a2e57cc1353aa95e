/** Set by vite `define` from package.json. */
declare const __APP_VERSION__: string;

/** Secrets and optional settings that wrangler.toml does not declare (see README, Configuration). */
interface Env {
  AI_BASE_URL?: string;
  AI_API_KEY?: string;
  AI_MODEL?: string;
  AI_IMAGE_MODEL?: string;
  AI_VISION_MODEL?: string;
  EMAIL_API_URL?: string;
  EMAIL_API_KEY?: string;
  STRIPE_SECRET_KEY?: string;
  STRIPE_WEBHOOK_SECRET?: string;
  STRIPE_PRICE_ID?: string;
  STRIPE_API_BASE?: string;
  GOOGLE_CLIENT_ID?: string;
  GOOGLE_CLIENT_SECRET?: string;
  FACEBOOK_CLIENT_ID?: string;
  FACEBOOK_CLIENT_SECRET?: string;
  ANALYTICS_KEY?: string;
  ANALYTICS_HOST?: string;
  CHAT_BASE_URL?: string;
  CHAT_WEBSITE_TOKEN?: string;
}

/** A WebAssembly file imported for the Worker: compiled at deploy time, instantiated by its library. */
declare module "*.wasm?module" {
  const module: WebAssembly.Module;
  export default module;
}

/** An article or legal page under content/, compiled at build time by scripts/vite-content.ts. */
declare module "*.md" {
  const document: import("~/domain/articles/markdown").ContentDocument;
  export default document;
}

/** The route manifests of the other languages' client builds (ADR 019), by scripts/vite-locale-builds.ts. */
declare module "virtual:mise/client-builds" {
  export const CLIENT_BUILDS: Partial<
    Record<import("~/lib/locale").Locale, import("react-router").UNSAFE_AssetsManifest>
  >;
}
