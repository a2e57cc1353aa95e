import { ExternalLink, Pencil } from "lucide-react";
import { LocalizedLink, useLocale } from "~/components/localized-link";
import { PageHeader } from "~/components/page-header";
import { ProfileCard } from "~/components/profile-card";
import { Button } from "~/components/ui/button";
import { pageMeta } from "~/lib/meta";
import { m } from "~/paraglide/messages.js";
import { requireSession } from "~/server/session.server";
import type { Route } from "./+types/profile";

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";

export function loader({ context, request }: Route.LoaderArgs) {
  const { user } = requireSession(context, request);
  return { id: user.id, name: user.name, image: user.image ?? null, memberSince: user.createdAt.toISOString() };
}

/** The owner's view of their public profile, with the way to edit it and to see it as others do. */
export default function Profile({ loaderData }: Route.ComponentProps) {
  const locale = useLocale();
  return (
    <>
      <PageHeader title={m.profile_title()} description={m.profile_description()} />
      <ProfileCard profile={loaderData} locale={locale} />
      <div className="mt-6 flex flex-wrap gap-3">
        <Button asChild>
          <LocalizedLink to="/profile/edit">
            <Pencil aria-hidden className="size-4" />
            {m.profile_edit_title()}
          </LocalizedLink>
        </Button>
        <Button asChild variant="outline">
          <LocalizedLink to={`/cooks/${loaderData.id}`}>
            <ExternalLink aria-hidden className="size-4" />
            {m.profile_view_public()}
          </LocalizedLink>
        </Button>
      </div>
    </>
  );
}

export const meta = () => pageMeta(m.profile_title());
