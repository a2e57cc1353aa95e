import { formatDate } from "~/lib/format";
import type { Locale } from "~/lib/locale";
import { m } from "~/paraglide/messages.js";

export type PublicProfile = { name: string; image: string | null; memberSince: string };

/** A cook as anyone sees them: picture (or initial), name and since when they cook with us. */
export function ProfileCard({ profile, locale }: { profile: PublicProfile; locale: Locale }) {
  return (
    <section className="flex items-center gap-4 rounded-xl border bg-card p-6 text-card-foreground">
      {profile.image ? (
        <img src={profile.image} alt="" className="size-16 rounded-full object-cover" />
      ) : (
        <span
          aria-hidden
          className="inline-flex size-16 items-center justify-center rounded-full bg-primary/15 font-serif text-2xl font-semibold text-primary"
        >
          {profile.name.trim().charAt(0).toUpperCase() || "?"}
        </span>
      )}
      <div className="flex flex-col gap-1">
        <h2 className="text-xl font-semibold">
          <bdi>{profile.name}</bdi>
        </h2>
        <p className="text-sm text-muted-foreground">
          {m.profile_member_since({
            date: formatDate(profile.memberSince, locale, { month: "long", year: "numeric" }),
          })}
        </p>
      </div>
    </section>
  );
}
