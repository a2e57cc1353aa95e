import { env } from "cloudflare:test";
import { exports } from "cloudflare:workers";
import { eq, inArray, is, like, or } from "drizzle-orm";
import { SQLiteTable } from "drizzle-orm/sqlite-core";
import { describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import * as schema from "~/db/schema";
import { recipesFts } from "~/db/search-index";
import { getAuth } from "~/domain/accounts/auth.server";
import { accountKey, consumeRateLimit } from "~/domain/accounts/rate-limit.server";
import { builtinEngine, generateAndStoreIdeas } from "~/domain/ai/ideas.server";
import { IdeaRequestSchema } from "~/domain/ai/schemas";
import { spendCredits } from "~/domain/billing/credits.server";
import { calendarPlan } from "~/domain/billing/plans";
import { LIVE_CLOSE } from "~/domain/collections/live";
import { createNote } from "~/domain/collections/notes.server";
import { collectionRooms } from "~/domain/collections/rooms.server";
import { addRecipes } from "~/domain/collections/shared-recipes.server";
import { IMAGE_LIMITS } from "~/domain/recipes/images";
import { checkImage } from "~/domain/recipes/images.server";
import { setRecipeImage, userImagePrefix } from "~/domain/recipes/recipe-images.server";
import { createRecipe } from "~/domain/recipes/recipes.server";
import * as confirmRoute from "~/routes/auth/confirm";
import * as signInRoute from "~/routes/auth/signin";
import * as twoFactorRoute from "~/routes/auth/two-factor";
import * as collectionRoute from "~/routes/collections/collection";
import * as contactRoute from "~/routes/contact";
import * as publicProfileRoute from "~/routes/cooks/public-profile";
import * as dashboardRoute from "~/routes/dashboard";
import * as deleteRoute from "~/routes/delete-my-account";
import * as accountRoute from "~/routes/settings/account";
import * as dietaryRoute from "~/routes/settings/dietary-preferences";
import * as securityRoute from "~/routes/settings/security";
import * as unitsRoute from "~/routes/settings/units-of-measurement";
import { pngWithText } from "../support/images";
import { secretFromTotpUri, totpCode } from "../support/totp";
import { collectionOf, cook, join, openLive } from "./collections-support";
import { pictureStore, recipeInput, userByEmail } from "./factories";
import {
  BASE,
  CookieJar,
  callRoute,
  flashOf,
  latestMailTo,
  linkIn,
  PASSWORD,
  signedInCook,
  uniqueEmail,
} from "./pages";

const db = getDb(env.DB);

describe("settings forms", () => {
  it("store dietary restrictions and allergies, known and custom, and read them back", async () => {
    const { email, jar } = await signedInCook();
    const form = new URLSearchParams([
      ["diets", "vegetarian"],
      ["diets", "low-sugar"],
      ["customRestrictions", "no mushrooms, halal , no mushrooms"],
      ["allergens", "peanuts"],
      ["customAllergies", "kiwi"],
    ]);
    const saved = await callRoute(dietaryRoute, "/settings/dietary-preferences", { formData: form, jar });
    expect(await saved.json()).toEqual({ notice: "Saved." });
    expect(await userByEmail(email)).toMatchObject({
      dietaryRestrictions: ["vegetarian", "low-sugar", "no mushrooms", "halal"],
      allergies: ["peanuts", "kiwi"],
    });

    const loaded = await callRoute(dietaryRoute, "/settings/dietary-preferences", { jar });
    expect(await loaded.json()).toEqual({
      preferences: {
        diets: ["vegetarian", "low-sugar"],
        customRestrictions: ["no mushrooms", "halal"],
        allergens: ["peanuts"],
        customAllergies: ["kiwi"],
      },
    });
  });

  it("refuses unknown diets and overlong custom entries", async () => {
    const { jar } = await signedInCook();
    const unknown = await callRoute(dietaryRoute, "/settings/dietary-preferences", {
      form: { diets: "carnival" },
      jar,
    });
    expect(unknown.status).toBe(400);
    const long = await callRoute(dietaryRoute, "/de/settings/dietary-preferences", {
      form: { customAllergies: "x".repeat(41) },
      jar,
    });
    expect(await long.json()).toEqual({
      errors: { customAllergies: "Jeder Eintrag darf höchstens 40 Zeichen haben." },
    });
  });

  it("store the unit system", async () => {
    const { email, jar } = await signedInCook();
    await callRoute(unitsRoute, "/settings/units-of-measurement", { form: { unitSystem: "us" }, jar });
    expect((await userByEmail(email)).unitSystem).toBe("us");
    const bad = await callRoute(unitsRoute, "/settings/units-of-measurement", {
      form: { unitSystem: "imperial" },
      jar,
    });
    expect(bad.status).toBe(400);
  });

  it("show visitors what each section holds instead of data", async () => {
    const response = await callRoute(unitsRoute, "/settings/units-of-measurement");
    expect(await response.json()).toEqual({ unitSystem: null });
  });

  it("change the name shown on the public profile", async () => {
    const { email, jar } = await signedInCook();
    await callRoute(accountRoute, "/settings/account", { form: { intent: "name", name: "  Grace Baker " }, jar });
    const user = await userByEmail(email);
    const profile = await callRoute(publicProfileRoute, `/cooks/${user.id}`, { params: { userId: user.id } });
    expect(await profile.json()).toEqual({
      name: "Grace Baker",
      image: null,
      memberSince: user.createdAt.toISOString(),
      collections: [],
    });
    const missing = await callRoute(publicProfileRoute, "/cooks/nobody", { params: { userId: "nobody" } });
    expect(missing.status).toBe(404);
  });

  it("change the password with the current one and sign out the other devices", async () => {
    const { email, jar } = await signedInCook();
    const other = new CookieJar();
    await callRoute(signInRoute, "/auth/signin", { form: { intent: "signin", email, password: PASSWORD }, jar: other });
    const wrong = await callRoute(accountRoute, "/settings/account", {
      form: { intent: "password", currentPassword: "nope nope", newPassword: "fresh basil leaves" },
      jar,
    });
    expect(await wrong.json()).toEqual({
      intent: "password",
      errors: { currentPassword: "That is not your current password." },
    });
    const changed = await callRoute(accountRoute, "/settings/account", {
      form: { intent: "password", currentPassword: PASSWORD, newPassword: "fresh basil leaves" },
      jar,
    });
    expect(changed.status).toBe(200);
    expect((await callRoute(dashboardRoute, "/dashboard", { jar })).status).toBe(200);
    expect((await callRoute(dashboardRoute, "/dashboard", { jar: other })).status).toBe(302);
  });

  it("change the e-mail address only once the new one is confirmed", async () => {
    const { email, jar } = await signedInCook();
    const newEmail = uniqueEmail("moved");
    const requested = await callRoute(accountRoute, "/settings/account", {
      form: { intent: "email", email: newEmail, password: PASSWORD },
      jar,
    });
    expect(await requested.json()).toEqual({ intent: "email", notice: expect.stringContaining(newEmail) });
    expect((await userByEmail(email)).email).toBe(email);
    const link = linkIn((await latestMailTo(newEmail))?.text ?? "", "/auth/confirm");
    const confirmed = await callRoute(confirmRoute, link.pathname + link.search, { jar });
    expect(confirmed.headers.get("location")).toBe("/settings/account");
    expect(flashOf(confirmed)).toEqual({ kind: "email-changed" });
    const [moved] = await db.select().from(schema.users).where(eq(schema.users.email, newEmail));
    expect(moved?.emailVerified).toBe(true);
  });
});

describe("theme and language on the account", () => {
  it("are stored on the user and brought to a new device's cookies", async () => {
    const { email, jar } = await signedInCook();
    const response = await exports.default.fetch(
      new Request(`${BASE}/api/preferences/theme`, {
        method: "POST",
        headers: { "content-type": "application/json", cookie: jar.header() },
        body: JSON.stringify({ value: "dark" }),
      }),
    );
    expect(response.status).toBe(204);
    expect((await userByEmail(email)).theme).toBe("dark");

    const newDevice = new CookieJar();
    await callRoute(signInRoute, "/auth/signin", {
      form: { intent: "signin", email, password: PASSWORD },
      jar: newDevice,
    });
    const page = await callRoute(dashboardRoute, "/dashboard", { jar: newDevice });
    expect(page.headers.getSetCookie()).toContainEqual(expect.stringMatching(/^theme=dark;/));
  });
});

describe("two-factor authentication", () => {
  it("enrols with a code from the app, then asks for a code at sign-in; backup codes work once", async () => {
    const { email, jar } = await signedInCook();
    const enrol = await callRoute(securityRoute, "/settings/security", {
      form: { intent: "2fa-enable", password: PASSWORD },
      jar,
    });
    const { enrolment } = (await enrol.json()) as { enrolment: { totpURI: string; backupCodes: string[] } };
    expect(enrolment.totpURI).toMatch(/^otpauth:\/\/totp\/Mise:/);
    expect(enrolment.backupCodes.length).toBeGreaterThanOrEqual(8);
    const secret = secretFromTotpUri(enrolment.totpURI);

    const wrong = await callRoute(securityRoute, "/settings/security", {
      form: { intent: "2fa-verify", kind: "totp", code: "000000" },
      jar,
    });
    expect(wrong.status).toBe(400);
    const verified = await callRoute(securityRoute, "/settings/security", {
      form: { intent: "2fa-verify", kind: "totp", code: await totpCode(secret) },
      jar,
    });
    expect(await verified.json()).toEqual({ intent: "2fa-verify", notice: "Two-step verification is on." });
    expect((await userByEmail(email)).twoFactorEnabled).toBe(true);

    // Signing in now stops at the second step and gives no session until the code is right.
    const device = new CookieJar();
    const step1 = await callRoute(signInRoute, "/auth/signin?redirectTo=%2Frecipes", {
      form: { intent: "signin", email, password: PASSWORD },
      jar: device,
    });
    expect(step1.headers.get("location")).toBe("/auth/two-factor?redirectTo=%2Frecipes");
    expect(device.has("mise.session_token")).toBe(false);
    const bad = await callRoute(twoFactorRoute, "/auth/two-factor?redirectTo=%2Frecipes", {
      form: { kind: "totp", code: "123456" },
      jar: device,
    });
    expect(bad.status).toBe(400);
    const step2 = await callRoute(twoFactorRoute, "/auth/two-factor?redirectTo=%2Frecipes", {
      form: { kind: "totp", code: await totpCode(secret) },
      jar: device,
    });
    expect(step2.headers.get("location")).toBe("/recipes");
    expect(device.has("mise.session_token")).toBe(true);

    const backupDevice = new CookieJar();
    await callRoute(signInRoute, "/auth/signin", {
      form: { intent: "signin", email, password: PASSWORD },
      jar: backupDevice,
    });
    const backup = await callRoute(twoFactorRoute, "/auth/two-factor", {
      form: { kind: "backup", code: enrolment.backupCodes[0] ?? "" },
      jar: backupDevice,
    });
    expect(backup.headers.get("location")).toBe("/dashboard");

    const disabled = await callRoute(securityRoute, "/settings/security", {
      form: { intent: "2fa-disable", password: PASSWORD },
      jar,
    });
    expect(disabled.status).toBe(200);
    expect((await userByEmail(email)).twoFactorEnabled).toBe(false);
  });
});

describe("sessions", () => {
  it("lists the devices without their tokens and signs one out", async () => {
    const { email, jar } = await signedInCook();
    const other = new CookieJar();
    await callRoute(signInRoute, "/auth/signin", { form: { intent: "signin", email, password: PASSWORD }, jar: other });
    const page = await callRoute(securityRoute, "/settings/security", { jar });
    const body = (await page.json()) as { security: { sessions: { id: string; current: boolean }[] } };
    expect(JSON.stringify(body)).not.toContain("token");
    expect(body.security.sessions).toHaveLength(2);
    const otherSession = body.security.sessions.find((item) => !item.current);
    await callRoute(securityRoute, "/settings/security", {
      form: { intent: "revoke", sessionId: otherSession?.id ?? "" },
      jar,
    });
    expect((await callRoute(dashboardRoute, "/dashboard", { jar: other })).status).toBe(302);
    expect((await callRoute(dashboardRoute, "/dashboard", { jar })).status).toBe(200);
  });

  it("signs out everywhere", async () => {
    const { jar } = await signedInCook();
    const out = await callRoute(securityRoute, "/settings/security", { form: { intent: "revoke-all" }, jar });
    expect(out.headers.get("location")).toBe("/auth/signin");
    expect((await callRoute(dashboardRoute, "/dashboard", { jar })).status).toBe(302);
  });
});

describe("account deletion", () => {
  it("needs the password, then leaves nothing of the user in any table", async () => {
    const { email, jar } = await signedInCook();
    const user = await userByEmail(email);
    await callRoute(securityRoute, "/settings/security", { form: { intent: "2fa-enable", password: PASSWORD }, jar });
    const recipeId = await createRecipe(db, user.id, recipeInput());
    const photo = await checkImage(pngWithText(), IMAGE_LIMITS.photoEdge);
    if (typeof photo === "string") throw new Error(photo);
    await setRecipeImage(db, pictureStore(), { userId: user.id, recipeId, image: photo });
    expect((await env.IMAGES.list({ prefix: userImagePrefix(user.id) })).objects).toHaveLength(1);
    await generateAndStoreIdeas(db, builtinEngine, {
      request: IdeaRequestSchema.parse({ duration: "medium", text: "" }),
      user: { id: user.id, plan: calendarPlan("self-hosted"), dietaryRestrictions: [], allergies: [] },
      language: "en",
    });
    await spendCredits(db, { id: user.id, plan: calendarPlan("self-hosted") }, "recipe", recipeId);
    // Collections: one of theirs with a member (who has a socket open), one of someone else's they joined and
    // shared a recipe and a note in; and a private note.
    const self = { id: user.id, name: user.name, email, jar };
    const [friend, host] = await Promise.all([cook(), cook()]);
    const own = await collectionOf(self, "Mine");
    await join(friend, own.password);
    const friendsPage = await openLive(friend, own.id);
    const joined = await collectionOf(host, "Theirs");
    await join(self, joined.password);
    await callRoute(collectionRoute, `/collections/${joined.id}`, {
      form: { intent: "add-note", title: "Shared note" },
      jar,
      params: { collectionId: joined.id },
    });
    const rooms = collectionRooms(env.COLLECTION_ROOMS);
    await addRecipes(db, rooms, self, joined.id, [recipeId]);
    await createNote(db, rooms, self, { title: "Private note", body: "", recipeId });
    // A cook's imports are counted under their account.
    await consumeRateLimit(env.DB, "import", { ip: null, account: email });
    const contact = { name: "Ada", email, topic: "account", message: "Please tell me what you store about me." };
    expect((await callRoute(contactRoute, "/contact", { form: contact, jar })).status).toBe(302);
    const refused = await callRoute(deleteRoute, "/deletemyaccount", { form: { password: "wrong password" }, jar });
    expect(refused.status).toBe(400);

    const deleted = await callRoute(deleteRoute, "/deletemyaccount", { form: { password: PASSWORD }, jar });
    expect(deleted.headers.get("location")).toBe("/deletemyaccount");
    expect(flashOf(deleted)).toEqual({ kind: "account-deleted" });
    const key = await accountKey(email);
    const leftovers = await Promise.all([
      db.select().from(schema.users).where(eq(schema.users.id, user.id)),
      db.select().from(schema.sessions).where(eq(schema.sessions.userId, user.id)),
      db.select().from(schema.accounts).where(eq(schema.accounts.userId, user.id)),
      db.select().from(schema.twoFactors).where(eq(schema.twoFactors.userId, user.id)),
      db
        .select()
        .from(schema.verifications)
        .where(or(eq(schema.verifications.value, user.id), like(schema.verifications.value, `%${user.id}%`))),
      db.select().from(schema.devMails).where(eq(schema.devMails.to, email)),
      db.select().from(schema.contactMessages).where(eq(schema.contactMessages.email, email)),
      db.select().from(schema.recipes).where(eq(schema.recipes.userId, user.id)),
      db.select().from(schema.ingredientSections).where(eq(schema.ingredientSections.recipeId, recipeId)),
      db.select().from(schema.instructionSections).where(eq(schema.instructionSections.recipeId, recipeId)),
      db.select().from(recipesFts).where(eq(recipesFts.userId, user.id)),
      db.select().from(schema.ideas).where(eq(schema.ideas.userId, user.id)),
      db.select().from(schema.creditLedger).where(eq(schema.creditLedger.userId, user.id)),
      db.select().from(schema.collections).where(eq(schema.collections.ownerId, user.id)),
      db
        .select()
        .from(schema.collectionMembers)
        .where(or(eq(schema.collectionMembers.userId, user.id), eq(schema.collectionMembers.collectionId, own.id))),
      db.select().from(schema.collectionRecipes).where(eq(schema.collectionRecipes.recipeId, recipeId)),
      db.select().from(schema.notes).where(eq(schema.notes.userId, user.id)),
      db
        .select()
        .from(schema.rateLimits)
        .where(
          inArray(schema.rateLimits.key, [
            ...["signin", "signup", "reset", "resend", "import"].map((action) => `${action}:account:${key}`),
          ]),
        ),
      db
        .select()
        .from(schema.inFlight)
        .where(
          inArray(
            schema.inFlight.key,
            ["import", "ideas", "vision", "picture"].map((action) => `${action}:flight:account:${key}`),
          ),
        ),
    ]);
    expect(leftovers.map((rows) => rows.length)).toEqual(Array(19).fill(0));
    // The member of their collection lost it at once; the collection they joined goes on without them.
    expect((await friendsPage.closed?.())?.code).toBe(LIVE_CLOSE.deleted);
    expect(
      (
        await callRoute(collectionRoute, `/collections/${own.id}`, {
          jar: friend.jar,
          params: { collectionId: own.id },
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await callRoute(collectionRoute, `/collections/${joined.id}`, {
          jar: host.jar,
          params: { collectionId: joined.id },
        })
      ).status,
    ).toBe(200);
    expect((await env.IMAGES.list({ prefix: userImagePrefix(user.id) })).objects).toHaveLength(0);
    // Every table of the schema is covered above (ingredients and steps hang off their sections; a cook's Stripe
    // customer and subscriptions are checked in billing.test.ts, with a subscription to cancel); a new table with
    // user data must be added to the check. Articles and Stripe's event ids hold none.
    expect(
      Object.entries(schema)
        .filter(([name, value]) => is(value, SQLiteTable) && name !== "stripeEvents")
        .map(([name]) => name)
        .sort(),
    ).toEqual(
      [
        "accounts",
        "billingCustomers",
        "collectionMembers",
        "collectionRecipes",
        "collections",
        "contactMessages",
        "creditLedger",
        "devMails",
        "ideas",
        "inFlight",
        "ingredientSections",
        "ingredients",
        "instructionSections",
        "notes",
        "rateLimits",
        "recipes",
        "sessions",
        "steps",
        "subscriptions",
        "twoFactors",
        "users",
        "verifications",
      ].sort(),
    );
  });
});

describe("cookies outside localhost", () => {
  it("are Secure when the app is served over https", async () => {
    const email = uniqueEmail();
    await signedInCook(email);
    const httpsAuth = getAuth({ ...env, APP_URL: "https://mise.example" });
    const { headers } = await httpsAuth.api.signInEmail({
      body: { email, password: PASSWORD },
      headers: new Headers({ origin: "https://mise.example" }),
      returnHeaders: true,
    });
    const cookie = headers.getSetCookie().find((line) => line.includes("session_token="));
    expect(cookie).toMatch(/; Secure/i);
    expect(cookie).toMatch(/HttpOnly/i);
  });
});

describe("billing", () => {
  it("shows the credits left this month from the ledger, not the plan's full allowance", async () => {
    const billingRoute = await import("~/routes/settings/billing");
    const { email, jar } = await signedInCook();
    const user = await userByEmail(email);
    const account = { id: user.id, plan: calendarPlan("self-hosted") };
    await spendCredits(db, account, "recipe", "idea-1");
    await spendCredits(db, account, "image", "recipe-1");
    const response = await callRoute(billingRoute, "/settings/billing", { jar });
    expect(await response.json()).toMatchObject({ billing: { credits: { allowance: 10, remaining: 8 } } });
  });
});
