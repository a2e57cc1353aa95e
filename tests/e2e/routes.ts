/** Every route of the spec's table with a concrete path (ids and slugs filled in). */
export const ROUTES = [
  "/",
  "/pricing",
  "/articles",
  "/articles/help/getting-started",
  "/auth/signin",
  "/auth/signup",
  "/auth/forgot-password",
  "/auth/check-email",
  "/auth/password-reset-sent",
  "/auth/reset-password",
  "/auth/confirm",
  "/auth/error",
  "/cancel",
  "/success",
  "/fail",
  "/share-success",
  "/contact",
  "/contact/sent",
  "/privacy",
  "/terms",
  "/deletemyaccount",
  "/mockups",
  "/join/abc123",
  "/notes/42",
  "/proposals/42",
  "/proposals/IdeaCard",
  "/proposals/IdeaCardLoader",
  "/dashboard",
  "/profile",
  "/profile/edit",
  "/recipes",
  "/recipes/42",
  "/recipes/new",
  "/recipes/new/idea",
  "/recipes/new/import",
  "/recipes/new/scan",
  "/collections",
  "/notes",
  "/settings",
  "/settings/account",
  "/settings/appearance",
  "/settings/billing",
  "/settings/dietary-preferences",
  "/settings/security",
  "/settings/units-of-measurement",
  "/settings/offline",
];

/** Pages that belong to an account: checked signed in (signed out they send the visitor to sign in). */
export const SIGNED_IN_ROUTES = new Set([
  "/dashboard",
  "/profile",
  "/profile/edit",
  "/recipes",
  "/recipes/42",
  "/recipes/new",
  "/recipes/new/idea",
  "/recipes/new/import",
  "/recipes/new/scan",
  "/proposals/42",
  "/collections",
  "/notes",
  "/settings/account",
  "/settings/billing",
  "/settings/dietary-preferences",
  "/settings/security",
  "/settings/units-of-measurement",
  "/settings/offline",
]);

/**
 * Routes whose own validation answers 404 for the ids above (nothing of that kind exists in a fresh database). A join
 * link and a note show a signed-out visitor the way to sign in instead, whatever the id.
 */
export const NOT_FOUND_ROUTES = new Set(["/proposals/42", "/recipes/42"]);

/**
 * Pages sent as plain documents, without the app's client code (ADR 019): their links and forms work as HTML. They
 * run the client only when the visitor has allowed analytics or chat and the server has one.
 */
export const DOCUMENT_ROUTES = new Set([
  "/",
  "/pricing",
  "/articles",
  "/articles/help/getting-started",
  "/auth/signin",
  "/auth/signup",
  "/auth/forgot-password",
  "/auth/check-email",
  "/auth/password-reset-sent",
  "/auth/reset-password",
  "/auth/error",
  "/contact/sent",
  "/privacy",
  "/terms",
]);
