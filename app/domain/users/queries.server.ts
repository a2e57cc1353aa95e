import { count, eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { accounts, users } from "~/db/schema";
import { SOCIAL_PROVIDERS, type SocialProvider } from "~/domain/accounts/social-providers";

export async function countUsers(db: Db): Promise<number> {
  const [row] = await db.select({ value: count() }).from(users);
  return row?.value ?? 0;
}

/** What anyone may see of a cook: no e-mail, no settings. */
export async function getPublicProfile(db: Db, userId: string) {
  const [row] = await db
    .select({ id: users.id, name: users.name, image: users.image, memberSince: users.createdAt })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}

export async function getUserSettings(db: Db, userId: string) {
  const [row] = await db
    .select({
      name: users.name,
      email: users.email,
      image: users.image,
      createdAt: users.createdAt,
      locale: users.locale,
      theme: users.theme,
      unitSystem: users.unitSystem,
      dietaryRestrictions: users.dietaryRestrictions,
      allergies: users.allergies,
      twoFactorEnabled: users.twoFactorEnabled,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}

/** How the user signs in: with a password, with social providers, or both. */
export async function getSignInMethods(db: Db, userId: string) {
  const rows = await db.select({ providerId: accounts.providerId }).from(accounts).where(eq(accounts.userId, userId));
  const providers = rows.map((row) => row.providerId);
  return {
    hasPassword: providers.includes("credential"),
    socialProviders: providers.filter((provider): provider is SocialProvider =>
      (SOCIAL_PROVIDERS as readonly string[]).includes(provider),
    ),
  };
}

type UserPreferences = Partial<
  Pick<typeof users.$inferInsert, "name" | "unitSystem" | "dietaryRestrictions" | "allergies">
>;

export async function updateUserPreferences(db: Db, userId: string, changes: UserPreferences): Promise<void> {
  await db
    .update(users)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(users.id, userId));
}
