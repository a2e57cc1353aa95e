import {
  LIVE_CLOSE,
  LIVE_TIMING,
  type LiveChange,
  type LiveEndReason,
  type LivePerson,
  type LiveServerMessage,
} from "~/domain/collections/live";

/** The spec's channel states. */
export type LiveState = "joining" | "joined" | "leaving" | "closed" | "errored";
/** Why the room ended the channel for good; it is not joined again. */
export type LiveEnd = LiveEndReason | "deleted" | "session" | "mismatch";
export type LiveSnapshot = {
  state: LiveState;
  present: LivePerson[];
  end: LiveEnd | null;
  /** While errored: when the next attempt starts (ms since the epoch). */
  retryAt: number | null;
};

type Handlers = {
  /** A change someone made; the page reloads its data. */
  onChange(change: LiveChange): void;
  /** The channel may have missed changes (a reconnect, a gap in the sequence): the page reloads its data. */
  onResync(): void;
  onSnapshot(snapshot: LiveSnapshot): void;
};

const END_BY_CODE: Record<number, (reason: string) => LiveEnd> = {
  [LIVE_CLOSE.removed]: (reason) => (reason === "left" ? "left" : "removed"),
  [LIVE_CLOSE.deleted]: () => "deleted",
  [LIVE_CLOSE.sessionEnded]: () => "session",
  [LIVE_CLOSE.mismatch]: () => "mismatch",
};

/**
 * A collection page's WebSocket (ADR 013) as a small state machine: joining until the room's welcome (10 s at
 * most), then joined with a heartbeat every 30 s answered within the same 10 s; a lost socket is errored and
 * tried again after 1, 2, 5, then every 10 s. After every rejoin, and whenever the sequence of changes has a gap,
 * the page is asked to reload its data, so nothing is missed. A room that ends the channel (member removed,
 * collection deleted, signed out, another version) closes it for good.
 */
export class LiveChannel {
  private socket: WebSocket | null = null;
  private snapshot: LiveSnapshot = { state: "closed", present: [], end: null, retryAt: null };
  private attempts = 0;
  private joinedBefore = false;
  private lastSeq: number | null = null;
  private timers: { join?: number; heartbeat?: number; pong?: number; retry?: number } = {};

  constructor(
    private readonly url: string,
    /** When the page's data was read on the server (ms since the epoch). */
    private readonly loadedAt: number,
    private readonly handlers: Handlers,
    private readonly open: (url: string) => WebSocket = (address) => new WebSocket(address),
  ) {}

  join() {
    if (this.snapshot.end) return;
    this.clearTimers();
    this.update({ state: "joining", retryAt: null });
    const socket = this.open(this.url);
    this.socket = socket;
    this.timers.join = window.setTimeout(() => this.fail(), LIVE_TIMING.joinTimeoutMs);
    socket.addEventListener("message", (event) => {
      if (this.socket === socket) this.receive(event.data);
    });
    socket.addEventListener("close", (event) => {
      if (this.socket === socket) this.closed(event.code, event.reason);
    });
  }

  leave() {
    this.clearTimers();
    const socket = this.socket;
    this.socket = null;
    if (socket && socket.readyState <= WebSocket.OPEN) {
      this.update({ state: "leaving" });
      socket.addEventListener("close", () => this.update({ state: "closed", present: [] }));
      socket.close(1000, "leaving");
    } else {
      this.update({ state: "closed", present: [] });
    }
  }

  private receive(data: unknown) {
    let message: LiveServerMessage;
    try {
      message = JSON.parse(String(data)) as LiveServerMessage;
    } catch {
      return;
    }
    switch (message.type) {
      case "welcome":
        window.clearTimeout(this.timers.join);
        this.attempts = 0;
        this.update({ state: "joined", retryAt: null });
        // A rejoin may have missed changes; a first join those made between the page's loading and now.
        if (this.joinedBefore || message.changedAt >= this.loadedAt) this.handlers.onResync();
        this.joinedBefore = true;
        this.lastSeq = message.seq;
        this.timers.heartbeat = window.setInterval(() => this.beat(), LIVE_TIMING.heartbeatMs);
        return;
      case "change":
        if (this.lastSeq !== null && message.seq !== this.lastSeq + 1) this.handlers.onResync();
        else this.handlers.onChange(message.change);
        this.lastSeq = message.seq;
        return;
      case "presence":
        this.update({ present: message.present });
        return;
      case "pong":
        window.clearTimeout(this.timers.pong);
        return;
    }
  }

  private beat() {
    this.socket?.send(JSON.stringify({ type: "ping" }));
    window.clearTimeout(this.timers.pong);
    this.timers.pong = window.setTimeout(() => this.fail(), LIVE_TIMING.joinTimeoutMs);
  }

  private closed(code: number, reason: string) {
    const end = END_BY_CODE[code]?.(reason);
    if (end) {
      this.clearTimers();
      this.socket = null;
      this.update({ state: end === "mismatch" ? "errored" : "closed", end, present: [], retryAt: null });
      return;
    }
    this.fail();
  }

  /** The socket is lost or silent: drop it and try again after the next delay. */
  private fail() {
    this.clearTimers();
    const socket = this.socket;
    this.socket = null;
    if (socket && socket.readyState <= WebSocket.OPEN) socket.close();
    const delays = LIVE_TIMING.reconnectDelaysMs;
    const delay = delays[Math.min(this.attempts, delays.length - 1)] ?? delays[3];
    this.attempts += 1;
    this.update({ state: "errored", present: [], retryAt: Date.now() + delay });
    this.timers.retry = window.setTimeout(() => this.join(), delay);
  }

  private clearTimers() {
    window.clearTimeout(this.timers.join);
    window.clearInterval(this.timers.heartbeat);
    window.clearTimeout(this.timers.pong);
    window.clearTimeout(this.timers.retry);
    this.timers = {};
  }

  private update(change: Partial<LiveSnapshot>) {
    this.snapshot = { ...this.snapshot, ...change };
    this.handlers.onSnapshot(this.snapshot);
  }
}
