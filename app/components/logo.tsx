import { LocalizedLink } from "~/components/localized-link";
import { m } from "~/paraglide/messages.js";

export function Logo({ to = "/" }: { to?: string }) {
  return (
    <LocalizedLink
      to={to}
      className="inline-flex min-h-10 items-center gap-2 rounded-md font-serif text-xl font-semibold"
    >
      <img src="/logo.svg" alt="" width={28} height={28} className="size-7" />
      <span>Mise</span>
      <span className="sr-only">{m.nav_home_link()}</span>
    </LocalizedLink>
  );
}
