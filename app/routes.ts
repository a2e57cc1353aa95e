import { layout, type RouteConfig, route } from "@react-router/dev/routes";

/** Every page exists in English at its path and in German under /de: each path carries the optional prefix. */
const page = (path: string, file: string, id?: string) =>
  id ? route(`de?/${path}`, file, { id }) : route(`de?/${path}`, file);

export default [
  route("de?", "routes/home.tsx"),
  page("recipes/export", "routes/recipes/export.ts"),
  page("recipes/new/idea/generate", "routes/ideas/generate.ts"),
  page("recipes/:recipeId/image", "routes/recipes/image.ts"),
  layout("routes/layouts/chrome.tsx", [
    layout("routes/layouts/scroll.tsx", [page("pricing", "routes/pricing.tsx")]),
    layout("routes/layouts/simple.tsx", [
      page("auth/signin", "routes/auth/signin.tsx"),
      page("auth/signup", "routes/auth/signup.tsx"),
      page("auth/forgot-password", "routes/auth/forgot-password.tsx"),
      page("auth/two-factor", "routes/auth/two-factor.tsx"),
      page("auth/secure-account", "routes/auth/secure-account.tsx"),
      page("auth/check-email", "routes/auth/email-sent.tsx", "check-email"),
      page("auth/password-reset-sent", "routes/auth/email-sent.tsx", "password-reset-sent"),
    ]),
    layout("routes/layouts/details.tsx", [
      page("proposals/:proposalId", "routes/proposals/proposal.tsx"),
      page("profile", "routes/profile/profile.tsx"),
      page("profile/edit", "routes/profile/edit.tsx"),
      page("recipes/:recipeId", "routes/recipes/detail.tsx"),
      page("recipes/:recipeId/cook", "routes/recipes/cook.tsx"),
      page("cooks/:userId", "routes/cooks/public-profile.tsx"),
    ]),
    layout("routes/layouts/settings.tsx", [
      page("settings", "routes/settings/index.tsx"),
      page("settings/account", "routes/settings/account.tsx"),
      page("settings/appearance", "routes/settings/appearance.tsx"),
      page("settings/billing", "routes/settings/billing.tsx"),
      page("settings/dietary-preferences", "routes/settings/dietary-preferences.tsx"),
      page("settings/security", "routes/settings/security.tsx"),
      page("settings/units-of-measurement", "routes/settings/units-of-measurement.tsx"),
    ]),
    layout("routes/layouts/default.tsx", [
      page("articles/*", "routes/articles/article.tsx"),
      page("auth/reset-password", "routes/auth/reset-password.tsx"),
      page("auth/confirm", "routes/auth/confirm.tsx"),
      page("auth/signout", "routes/auth/signout.tsx"),
      page("dev/mailbox", "routes/dev-mailbox.tsx"),
      page("cancel", "routes/payment-outcome.tsx", "payment-cancel"),
      page("success", "routes/payment-outcome.tsx", "payment-success"),
      page("fail", "routes/payment-outcome.tsx", "payment-fail"),
      page("share-success", "routes/share-success.tsx"),
      page("contact", "routes/contact.tsx"),
      page("privacy", "routes/articles/article.tsx", "privacy"),
      page("terms", "routes/articles/article.tsx", "terms"),
      page("deletemyaccount", "routes/delete-my-account.tsx"),
      page("mockups", "routes/mockups.tsx"),
      page("join/:joinPassword", "routes/item-not-found.tsx", "join"),
      page("notes/:noteId", "routes/item-not-found.tsx", "note"),
      page("proposals/IdeaCard", "routes/proposals/idea-card-demo.tsx", "idea-card-demo"),
      page("proposals/IdeaCardLoader", "routes/proposals/idea-card-demo.tsx", "idea-card-loader-demo"),
      page("dashboard", "routes/dashboard.tsx"),
      page("recipes", "routes/recipes/index.tsx"),
      page("recipes/new", "routes/recipes/new.tsx"),
      page("recipes/new/idea", "routes/ideas/new-idea.tsx"),
      page("recipes/new/import", "routes/recipes/import-url.tsx"),
      page("recipes/new/scan", "routes/recipes/scan.tsx"),
      page("recipes/:recipeId/edit", "routes/recipes/edit.tsx"),
      route("*", "routes/not-found.tsx"),
    ]),
  ]),
] satisfies RouteConfig;
