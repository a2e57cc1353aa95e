import { DurableObject } from "cloudflare:workers";
import { z } from "zod";
import { getDb } from "~/db/client.server";
import {
  LIVE_CLOSE,
  LIVE_PROTOCOL,
  type LiveEndReason,
  type LivePerson,
  type LiveServerMessage,
  type RoomCommand,
} from "~/domain/collections/live";
import { checkLiveAccess } from "~/domain/collections/members.server";
import type { CollectionRoomRpc } from "~/domain/collections/rooms.server";

/** Who is connecting, as the worker established it from the session cookie and the membership. */
export const LIVE_IDENTITY_HEADER = "x-mise-live-identity";
export const LiveIdentitySchema = z.object({
  collectionId: z.string(),
  userId: z.string(),
  name: z.string(),
  sessionId: z.string(),
  sessionExpiresAt: z.number(),
  protocol: z.number(),
});
export type LiveIdentity = z.infer<typeof LiveIdentitySchema>;

/** What each socket carries through hibernation. */
type Attachment = Omit<LiveIdentity, "protocol">;

const SEQ_KEY = "seq";
const CHANGED_AT_KEY = "changedAt";

/**
 * One object per collection (ADR 013): the open pages' WebSockets, accepted with the Hibernation API so an idle
 * room costs nothing, and every change told to all of them. The object trusts only the worker, which authorised
 * each upgrade; the domain tells it about changes after they are in D1. It stores two numbers: the sequence of the
 * last change sent, so a page can tell from the sequence whether it missed one, and when it was sent.
 */
export class CollectionRoom extends DurableObject<Env> implements CollectionRoomRpc {
  async fetch(request: Request): Promise<Response> {
    const identity = LiveIdentitySchema.safeParse(JSON.parse(request.headers.get(LIVE_IDENTITY_HEADER) ?? "null"));
    if (!identity.success || request.headers.get("upgrade")?.toLowerCase() !== "websocket") {
      return new Response(null, { status: 400 });
    }
    const { protocol, ...attachment } = identity.data;
    const [client, server] = Object.values(new WebSocketPair()) as [WebSocket, WebSocket];
    this.ctx.acceptWebSocket(server, [`user:${attachment.userId}`, `session:${attachment.sessionId}`]);
    server.serializeAttachment(attachment satisfies Attachment);
    if (protocol !== LIVE_PROTOCOL) {
      // A page of another version: it is told so, and reloads instead of misreading what it is sent.
      server.close(LIVE_CLOSE.mismatch, "protocol");
    } else {
      const changedAt = this.ctx.storage.kv.get<number>(CHANGED_AT_KEY) ?? 0;
      this.send(server, { type: "welcome", protocol: LIVE_PROTOCOL, seq: this.seq(), changedAt });
      this.sendPresence();
    }
    return new Response(null, { status: 101, webSocket: client });
  }

  async webSocketMessage(socket: WebSocket, message: string | ArrayBuffer): Promise<void> {
    if (typeof message !== "string" || message.length > 100) return;
    let type: unknown;
    try {
      type = (JSON.parse(message) as { type?: unknown }).type;
    } catch {
      return;
    }
    if (type !== "ping") return;
    // The heartbeat is also when an expired session is noticed: a page does not outlive its sign-in.
    const attachment = socket.deserializeAttachment() as Attachment;
    if (Date.now() >= attachment.sessionExpiresAt) {
      const access = await checkLiveAccess(getDb(this.env.DB), attachment);
      if (!access.ok) {
        this.closeSocket(socket, access.code, access.code === LIVE_CLOSE.removed ? "removed" : "session");
        return;
      }
      socket.serializeAttachment({ ...attachment, sessionExpiresAt: access.sessionExpiresAt } satisfies Attachment);
    }
    this.send(socket, { type: "pong" });
  }

  async webSocketClose(socket: WebSocket): Promise<void> {
    this.sendPresence(socket);
  }

  async webSocketError(socket: WebSocket): Promise<void> {
    this.sendPresence(socket);
  }

  /** The domain's commands (domain/collections/rooms.server.ts), each after its change is in D1. */
  async apply(command: RoomCommand): Promise<void> {
    switch (command.type) {
      case "announce":
        this.announce(command.change);
        return;
      case "remove-member":
        this.closeAll(this.ctx.getWebSockets(`user:${command.userId}`), LIVE_CLOSE.removed, command.reason);
        this.announce(command.change);
        this.sendPresence();
        return;
      case "end-session":
        this.closeAll(this.ctx.getWebSockets(`session:${command.sessionId}`), LIVE_CLOSE.sessionEnded, "session");
        this.sendPresence();
        return;
      case "close":
        this.closeAll(this.ctx.getWebSockets(), command.code, "deleted");
        await this.ctx.storage.deleteAll();
        return;
    }
  }

  private seq(): number {
    return this.ctx.storage.kv.get<number>(SEQ_KEY) ?? 0;
  }

  private announce(change: Extract<LiveServerMessage, { type: "change" }>["change"]) {
    const seq = this.seq() + 1;
    this.ctx.storage.kv.put(SEQ_KEY, seq);
    this.ctx.storage.kv.put(CHANGED_AT_KEY, Date.now());
    const text = JSON.stringify({ type: "change", seq, change } satisfies LiveServerMessage);
    for (const socket of this.open()) socket.send(text);
  }

  /** The sockets still open, but for one that is closing. */
  private open(except?: WebSocket): WebSocket[] {
    return this.ctx.getWebSockets().filter((socket) => socket !== except && socket.readyState === WebSocket.OPEN);
  }

  /** Who has the collection open now, each person once however many pages they have open. */
  private present(except?: WebSocket): LivePerson[] {
    const people = new Map<string, LivePerson>();
    for (const socket of this.open(except)) {
      const { userId, name } = socket.deserializeAttachment() as Attachment;
      people.set(userId, { id: userId, name });
    }
    return [...people.values()].sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
  }

  private sendPresence(except?: WebSocket) {
    const text = JSON.stringify({ type: "presence", present: this.present(except) } satisfies LiveServerMessage);
    for (const socket of this.open(except)) socket.send(text);
  }

  private send(socket: WebSocket, message: LiveServerMessage) {
    socket.send(JSON.stringify(message));
  }

  private closeSocket(socket: WebSocket, code: number, reason: LiveEndReason | "session" | "deleted") {
    try {
      socket.close(code, reason);
    } catch {
      // already closed by the other side
    }
  }

  private closeAll(sockets: WebSocket[], code: number, reason: LiveEndReason | "session" | "deleted") {
    for (const socket of sockets) this.closeSocket(socket, code, reason);
  }
}
