import { LogIn } from "lucide-react";
import { LocalizedLink } from "~/components/localized-link";
import { Button } from "~/components/ui/button";
import { m } from "~/paraglide/messages.js";

/**
 * What a page that belongs to an account shows to someone who is not signed in; with `returnTo`, signing in leads
 * back to that page.
 */
export function SignInRequired({ text, returnTo }: { text: string; returnTo?: string }) {
  const signIn = returnTo ? `/auth/signin?${new URLSearchParams({ redirectTo: returnTo })}` : "/auth/signin";
  return (
    <section className="flex flex-col items-start gap-3 rounded-xl border border-dashed p-6">
      <LogIn aria-hidden className="size-8 text-muted-foreground" />
      <p className="text-muted-foreground">{text}</p>
      <Button asChild>
        <LocalizedLink to={signIn}>{m.nav_sign_in()}</LocalizedLink>
      </Button>
    </section>
  );
}
