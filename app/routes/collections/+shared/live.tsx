import { Users } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useRevalidator } from "react-router";
import { Sentence, theirs } from "~/components/sentence";
import { LIVE_PROTOCOL, type LiveChange } from "~/domain/collections/live";
import { cn } from "~/lib/cn";
import { isolated } from "~/lib/text";
import { m } from "~/paraglide/messages.js";
import { LiveChannel, type LiveSnapshot } from "./live-channel";

const actorOf = (change: LiveChange) => ("by" in change ? change.by : change.member).id;

/** A change someone else made, in a sentence for the page's live region. */
export function describeChange(change: LiveChange): string {
  switch (change.kind) {
    case "recipes-added":
      return change.titles.length === 1
        ? m.collection_live_recipe_added({ name: isolated(change.by.name), title: isolated(change.titles[0] ?? "") })
        : m.collection_live_recipes_added({ name: isolated(change.by.name), count: change.titles.length });
    case "recipe-removed":
      return m.collection_live_recipe_removed({ name: isolated(change.by.name), title: isolated(change.title) });
    case "collection-updated":
      return m.collection_live_updated({ name: isolated(change.by.name) });
    case "member-joined":
      return m.collection_live_member_joined({ name: isolated(change.member.name) });
    case "member-left":
      return m.collection_live_member_left({ name: isolated(change.member.name) });
    case "member-role":
      return change.role === "editor"
        ? m.collection_live_member_editor({ name: isolated(change.member.name) })
        : m.collection_live_member_viewer({ name: isolated(change.member.name) });
    case "note-saved":
      return m.collection_live_note_saved({ name: isolated(change.by.name), title: isolated(change.title) });
    case "note-removed":
      return m.collection_live_note_removed({ name: isolated(change.by.name) });
  }
}

/**
 * The collection page's live channel: joined while the page is open, left when it closes. Every change someone makes
 * reloads the page's data (the loader's, so the page never depends on the socket) and is announced.
 */
export function useLiveCollection(collectionId: string, viewerId: string, loadedAt: number) {
  const revalidator = useRevalidator();
  const revalidate = useRef(revalidator.revalidate);
  revalidate.current = revalidator.revalidate;
  const firstLoad = useRef(loadedAt);
  const [snapshot, setSnapshot] = useState<LiveSnapshot>({ state: "joining", present: [], end: null, retryAt: null });
  const [announcement, setAnnouncement] = useState("");

  useEffect(() => {
    const scheme = window.location.protocol === "https:" ? "wss:" : "ws:";
    const url = `${scheme}//${window.location.host}/api/collections/${collectionId}/live?protocol=${LIVE_PROTOCOL}`;
    const channel = new LiveChannel(url, firstLoad.current, {
      onChange: (change) => {
        if (actorOf(change) !== viewerId) setAnnouncement(describeChange(change));
        revalidate.current();
      },
      onResync: () => revalidate.current(),
      onSnapshot: setSnapshot,
    });
    channel.join();
    return () => channel.leave();
  }, [collectionId, viewerId]);

  return { snapshot, announcement };
}

const STATE_TEXT = {
  joining: m.collection_live_joining,
  joined: m.collection_live_joined,
  leaving: m.collection_live_closed,
  closed: m.collection_live_closed,
  errored: m.collection_live_errored,
};

/** A small pill with the connection's state; the page works the same without it. */
export function LiveStatus({ snapshot }: { snapshot: LiveSnapshot }) {
  const text = snapshot.end === "mismatch" ? m.collection_live_mismatch() : STATE_TEXT[snapshot.state]();
  return (
    <span
      role="status"
      className="inline-flex items-center gap-1.5 rounded-full border px-2.5 py-0.5 text-xs text-muted-foreground"
    >
      <span
        aria-hidden
        className={cn(
          "size-2 rounded-full",
          snapshot.state === "joined" && "bg-success",
          snapshot.state === "joining" && "animate-pulse bg-muted-foreground",
          snapshot.state === "errored" && "bg-destructive",
          (snapshot.state === "closed" || snapshot.state === "leaving") && "bg-muted-foreground/50",
        )}
      />
      {text}
    </span>
  );
}

/** Who has the collection open right now. */
export function Presence({ snapshot, viewerId }: { snapshot: LiveSnapshot; viewerId: string }) {
  if (snapshot.state !== "joined" || snapshot.present.length === 0) return null;
  return (
    <p className="flex flex-wrap items-center gap-1.5 text-xs text-muted-foreground">
      <Users aria-hidden className="size-3.5" />
      <span>{m.collection_live_here_now()}</span>
      {snapshot.present.map((person) => (
        <span key={person.id} className="rounded-full bg-muted px-2 py-0.5 font-medium text-foreground">
          {person.id === viewerId ? (
            <Sentence>{m.collection_live_you({ name: theirs(person.name) })}</Sentence>
          ) : (
            <bdi>{person.name}</bdi>
          )}
        </span>
      ))}
    </p>
  );
}

const END_TEXT = {
  removed: m.collection_live_end_removed,
  left: m.collection_live_end_left,
  deleted: m.collection_live_end_deleted,
  session: m.collection_live_end_session,
};

/** What the page says when the room ended its channel: removed, left elsewhere, deleted, signed out. */
export function liveEndText(snapshot: LiveSnapshot): string | null {
  return snapshot.end && snapshot.end !== "mismatch" ? END_TEXT[snapshot.end]() : null;
}
