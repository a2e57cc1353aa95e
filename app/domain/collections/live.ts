/**
 * The live channel of a collection page (ADR 013): what the collection's Durable Object sends to the open pages,
 * and the timings of the browser's side (the spec's §9 'Realtime'). Shared by the object, the domain that tells it
 * about changes, and the browser client, so the two ends cannot disagree.
 */

/** Raised when the messages change shape; a page of another version is told to reload instead of misreading. */
export const LIVE_PROTOCOL = 1;

export const LIVE_TIMING = {
  /** A page that has not been welcomed this long after opening its socket gives up on it and tries again. */
  joinTimeoutMs: 10_000,
  heartbeatMs: 30_000,
  /** Delays before each reconnect; the last one repeats. */
  reconnectDelaysMs: [1_000, 2_000, 5_000, 10_000],
} as const;

/** Why the object closed a socket; a page closed with one of these does not reconnect. */
export const LIVE_CLOSE = {
  sessionEnded: 4401,
  removed: 4403,
  deleted: 4404,
  mismatch: 4409,
} as const;

export type LivePerson = { id: string; name: string };

/** The close reason that comes with `LIVE_CLOSE.removed`, so the page can say which it was. */
export type LiveEndReason = "removed" | "left";

/** One change, as every open page of the collection hears it. Pages reload their data on it. */
export type LiveChange =
  | { kind: "recipes-added"; by: LivePerson; titles: string[] }
  | { kind: "recipe-removed"; by: LivePerson; recipeId: string; title: string }
  | { kind: "collection-updated"; by: LivePerson; name: string }
  | { kind: "member-joined"; member: LivePerson }
  | { kind: "member-left"; member: LivePerson }
  | { kind: "member-role"; member: LivePerson; role: "editor" | "viewer" }
  | { kind: "note-saved"; by: LivePerson; noteId: string; title: string }
  | { kind: "note-removed"; by: LivePerson; noteId: string };

export type LiveServerMessage =
  /** `changedAt`: when the last change was sent (ms since the epoch, 0 for none), to tell a page loaded before it. */
  | { type: "welcome"; protocol: number; seq: number; changedAt: number }
  | { type: "change"; seq: number; change: LiveChange }
  | { type: "presence"; present: LivePerson[] }
  | { type: "pong" };

export type LiveClientMessage = { type: "ping" };

/**
 * What the domain asks a collection's object to do after it has written to D1: tell everyone about a change, cut
 * off a member or a session, or close the room of a deleted collection.
 */
export type RoomCommand =
  | { type: "announce"; change: LiveChange }
  | { type: "remove-member"; userId: string; reason: LiveEndReason; change: LiveChange }
  | { type: "end-session"; sessionId: string }
  | { type: "close"; code: (typeof LIVE_CLOSE)["deleted"] };
