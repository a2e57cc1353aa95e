import { LifeBuoy } from "lucide-react";
import type { MouseEvent } from "react";
import { LocalizedLink } from "~/components/localized-link";
import { openChat } from "~/lib/chat";
import { m } from "~/paraglide/messages.js";

/** 'Support': opens the chat when it is running, and is the contact page otherwise (also without JavaScript). */
export function SupportLink({
  className,
  withIcon,
  onNavigate,
}: {
  className: string;
  withIcon?: boolean;
  onNavigate?: () => void;
}) {
  function onClick(event: MouseEvent<HTMLAnchorElement>) {
    if (openChat()) event.preventDefault();
    onNavigate?.();
  }
  return (
    <LocalizedLink to="/contact" className={className} onClick={onClick}>
      {withIcon && <LifeBuoy aria-hidden className="size-4 shrink-0" />}
      {m.nav_support()}
    </LocalizedLink>
  );
}
