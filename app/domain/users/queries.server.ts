import { count, eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { users } from "~/db/schema";

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
      plan: users.plan,
      twoFactorEnabled: users.twoFactorEnabled,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
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
