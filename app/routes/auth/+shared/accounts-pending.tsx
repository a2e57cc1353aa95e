import { m } from "~/paraglide/messages.js";

export const authLinkClass = "text-sm font-medium text-primary underline-offset-4 hover:underline";

/** Said plainly on the account pages until accounts are switched on for this server. */
export function AccountsPending() {
  return (
    <p role="status" className="rounded-md border border-dashed bg-muted/50 p-3 text-sm text-muted-foreground">
      {m.auth_unavailable()}
    </p>
  );
}
