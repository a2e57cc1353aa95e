import { Share2 } from "lucide-react";
import { LocalizedLink } from "~/components/localized-link";
import { Notice } from "~/components/notice";
import { Button } from "~/components/ui/button";
import { pageMeta } from "~/lib/meta";
import { m } from "~/paraglide/messages.js";

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";

export default function ShareSuccess() {
  return (
    <div className="mx-auto w-full max-w-md">
      <Notice
        icon={Share2}
        title={m.share_success_title()}
        actions={
          <Button asChild>
            <LocalizedLink to="/recipes">{m.nav_recipes()}</LocalizedLink>
          </Button>
        }
      >
        <p>{m.share_success_text()}</p>
      </Notice>
    </div>
  );
}

export const meta = () => pageMeta(m.share_success_title());
