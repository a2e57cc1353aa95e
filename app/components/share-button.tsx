import { Share2 } from "lucide-react";
import { Button } from "~/components/ui/button";
import { toast } from "~/components/ui/toast-store";
import { m } from "~/paraglide/messages.js";

/**
 * Shares a page of the app (a recipe, a collection): the phone's share sheet where the browser has the Web Share
 * API, else the link (and `text`, when given) copied to the clipboard. The toast says what happened.
 */
export function ShareButton({
  title,
  text,
  path,
  className,
}: {
  title: string;
  /** What the message carries besides the link (a recipe as text), for people who cannot open the link. */
  text?: string;
  /** The page to share, as a path of this site. */
  path: string;
  className?: string;
}) {
  const share = async () => {
    const url = new URL(path, window.location.origin).href;
    const data = { title, text, url };
    if (navigator.share && (!navigator.canShare || navigator.canShare(data))) {
      try {
        await navigator.share(data);
        return;
      } catch (error) {
        // The cook closed the share sheet: nothing to say.
        if (error instanceof DOMException && error.name === "AbortError") return;
      }
    }
    try {
      await navigator.clipboard.writeText(text ? `${text}\n\n${url}` : url);
      toast({ title: text ? m.share_copied_text() : m.share_copied_link(), variant: "success" });
    } catch {
      toast({ title: m.share_copy_failed(), description: url, variant: "destructive" });
    }
  };
  return (
    <Button type="button" variant="outline" className={className} onClick={share}>
      <Share2 aria-hidden className="size-4" />
      {m.share_button()}
    </Button>
  );
}
