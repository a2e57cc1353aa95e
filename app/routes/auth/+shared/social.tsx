import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { SOCIAL_PROVIDERS, type SocialProvider } from "~/domain/accounts/social-providers";
import type { ServiceStatus } from "~/lib/config.server";
import { m } from "~/paraglide/messages.js";

export const SOCIAL_LABELS: Record<SocialProvider, () => string> = {
  google: m.auth_continue_with_google,
  facebook: m.auth_continue_with_facebook,
};

/** One button per social provider this server has keys for; nothing at all when it has none. */
export function SocialSignIn({ providers }: { providers: ServiceStatus["socialLogin"] }) {
  const enabled = SOCIAL_PROVIDERS.filter((provider) => providers[provider]);
  if (enabled.length === 0) return null;
  return (
    <div className="flex flex-col gap-3">
      <p className="flex items-center gap-3 text-xs text-muted-foreground uppercase before:h-px before:flex-1 before:bg-border after:h-px after:flex-1 after:bg-border">
        {m.auth_or()}
      </p>
      {enabled.map((provider) => (
        <Form key={provider} method="post">
          <input type="hidden" name="provider" value={provider} />
          <Button type="submit" name="intent" value="social" variant="outline" size="lg" className="w-full">
            {SOCIAL_LABELS[provider]()}
          </Button>
        </Form>
      ))}
    </div>
  );
}
