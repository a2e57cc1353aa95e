import { Camera, Link2, LogIn, Share2 } from "lucide-react";
import type { ReactNode } from "react";
import { useSearchParams } from "react-router";
import { useCurrentUser } from "~/components/current-user";
import { LocalizedLink } from "~/components/localized-link";
import { Notice } from "~/components/notice";
import { Button } from "~/components/ui/button";
import { pageMeta } from "~/lib/meta";
import { m } from "~/paraglide/messages.js";

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";

const RECEIVED = ["link", "pictures", "text", "nothing"] as const;
type Received = (typeof RECEIVED)[number];

/** Only a share's own address (routes/share.ts) is a place to continue to after sign-in. */
const continueTo = (value: string | null) => (value && /^\/share\?/.test(value) ? value : null);

/**
 * Where a share from the phone lands when it cannot go on at once (routes/share.ts): what came, and what happens
 * next. Signed out, the share waits (pictures on this device) until the cook has signed in.
 */
export default function ShareSuccess() {
  const [params] = useSearchParams();
  const user = useCurrentUser();
  const received: Received = RECEIVED.find((each) => each === params.get("received")) ?? "nothing";
  const link = received === "link" ? params.get("link") : null;
  const pictures = Number(params.get("pictures")) || 0;
  const lost = params.get("kept") === "0";
  const next = continueTo(params.get("continue"));
  const what = {
    link: () => m.share_received_link(),
    pictures: () => m.share_received_pictures({ count: pictures }),
    text: () => m.share_received_text(),
    nothing: () => m.share_received_nothing(),
  }[received]();

  let text: string;
  let actions: ReactNode;
  if (lost) {
    text = m.share_pictures_lost();
    actions = (
      <Button asChild>
        <LocalizedLink to="/recipes/new/scan">
          <Camera aria-hidden className="size-4" />
          {m.scan_title()}
        </LocalizedLink>
      </Button>
    );
  } else if (next && !user) {
    text = received === "link" ? m.share_sign_in_link() : m.share_sign_in_scan();
    actions = (
      <>
        <Button asChild>
          <LocalizedLink to={`/auth/signin?${new URLSearchParams({ redirectTo: next })}`}>
            <LogIn aria-hidden className="size-4" />
            {m.share_sign_in_continue()}
          </LocalizedLink>
        </Button>
        <Button asChild variant="outline">
          <LocalizedLink to="/auth/signup">{m.auth_signup_submit()}</LocalizedLink>
        </Button>
      </>
    );
  } else if (next) {
    text = m.share_continue_text();
    actions = (
      <Button asChild>
        <LocalizedLink to={next}>{m.share_continue()}</LocalizedLink>
      </Button>
    );
  } else {
    text = m.share_nothing_text();
    actions = (
      <Button asChild>
        <LocalizedLink to="/recipes/new">{m.recipe_new_title()}</LocalizedLink>
      </Button>
    );
  }

  return (
    <div className="mx-auto w-full max-w-md">
      <Notice icon={Share2} title={m.share_success_title()} actions={actions}>
        <p className="font-medium">{what}</p>
        {link && (
          <p className="flex items-center gap-2 text-sm break-all text-muted-foreground">
            <Link2 aria-hidden className="size-4 shrink-0" />
            {link}
          </p>
        )}
        <p>{text}</p>
      </Notice>
    </div>
  );
}

export const meta = () => pageMeta(m.share_success_title());
