import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { LIVE_CLOSE, type LiveServerMessage } from "~/domain/collections/live";
import { LiveChannel, type LiveSnapshot } from "./live-channel";

/** A socket the test drives: it records what the channel sends and delivers what the test says the room sent. */
class FakeSocket {
  readyState: number = WebSocket.CONNECTING;
  sent: string[] = [];
  private listeners: Record<string, ((event: never) => void)[]> = {};
  addEventListener(type: string, listener: (event: never) => void) {
    this.listeners[type] = [...(this.listeners[type] ?? []), listener];
  }
  send(text: string) {
    this.sent.push(text);
  }
  close(code = 1000, reason = "") {
    if (this.readyState >= WebSocket.CLOSING) return;
    this.readyState = WebSocket.CLOSING;
    queueMicrotask(() => this.closed(code, reason));
  }
  receive(message: LiveServerMessage) {
    this.readyState = WebSocket.OPEN;
    for (const listener of this.listeners.message ?? []) listener({ data: JSON.stringify(message) } as never);
  }
  closed(code: number, reason = "") {
    this.readyState = WebSocket.CLOSED;
    for (const listener of this.listeners.close ?? []) listener({ code, reason } as never);
  }
}

function setUp(loadedAt = 1_000) {
  const sockets: FakeSocket[] = [];
  const states: LiveSnapshot[] = [];
  const onChange = vi.fn();
  const onResync = vi.fn();
  const channel = new LiveChannel(
    "ws://test/live",
    loadedAt,
    { onChange, onResync, onSnapshot: (snapshot) => states.push(snapshot) },
    () => {
      const socket = new FakeSocket();
      sockets.push(socket);
      return socket as unknown as WebSocket;
    },
  );
  const last = () => states.at(-1);
  const socket = () => sockets.at(-1) as FakeSocket;
  const welcome = (seq = 0, changedAt = 0) => socket().receive({ type: "welcome", protocol: 1, seq, changedAt });
  return { channel, sockets, states, last, socket, welcome, onChange, onResync };
}

describe("the live channel", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("goes from joining to joined on the room's welcome, and keeps who is here", () => {
    const { channel, last, welcome, socket, onResync } = setUp();
    channel.join();
    expect(last()?.state).toBe("joining");
    welcome();
    expect(last()?.state).toBe("joined");
    expect(onResync).not.toHaveBeenCalled();
    socket().receive({ type: "presence", present: [{ id: "a", name: "Ada" }] });
    expect(last()?.present).toEqual([{ id: "a", name: "Ada" }]);
  });

  it("reloads on a first join when something changed after the page was loaded", () => {
    const { channel, welcome, onResync } = setUp(1_000);
    channel.join();
    welcome(4, 2_000);
    expect(onResync).toHaveBeenCalledTimes(1);
  });

  it("passes changes on in sequence and reloads when one is missing", () => {
    const { channel, welcome, socket, onChange, onResync } = setUp();
    channel.join();
    welcome(3);
    const change = { kind: "member-joined", member: { id: "b", name: "Ben" } } as const;
    socket().receive({ type: "change", seq: 4, change });
    expect(onChange).toHaveBeenCalledWith(change);
    socket().receive({ type: "change", seq: 6, change });
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onResync).toHaveBeenCalledTimes(1);
  });

  it("sends a heartbeat every 30 s and treats 10 s of silence as a lost socket", () => {
    const { channel, welcome, socket, last } = setUp();
    channel.join();
    welcome();
    vi.advanceTimersByTime(30_000);
    expect(socket().sent).toEqual([JSON.stringify({ type: "ping" })]);
    socket().receive({ type: "pong" });
    vi.advanceTimersByTime(30_000);
    expect(socket().sent).toHaveLength(2);
    vi.advanceTimersByTime(10_000);
    expect(last()?.state).toBe("errored");
  });

  it("gives up joining after 10 s, then tries again after 1, 2, 5 and every 10 s, and reloads once back", async () => {
    const { channel, sockets, welcome, last, onResync } = setUp();
    channel.join();
    vi.advanceTimersByTime(9_999);
    expect(last()?.state).toBe("joining");
    vi.advanceTimersByTime(1);
    expect(last()?.state).toBe("errored");
    const delays = [];
    for (let attempt = 0; attempt < 5; attempt++) {
      const before = sockets.length;
      let waited = 0;
      while (sockets.length === before) {
        vi.advanceTimersByTime(500);
        waited += 500;
      }
      delays.push(waited);
      expect(last()?.state).toBe("joining");
      vi.advanceTimersByTime(10_000);
    }
    expect(delays).toEqual([1_000, 2_000, 5_000, 10_000, 10_000]);
    vi.advanceTimersByTime(10_000);
    welcome();
    expect(last()?.state).toBe("joined");
    expect(onResync).toHaveBeenCalledTimes(0);
    // A socket lost after a join: the next join reloads, and the delays start over.
    sockets.at(-1)?.closed(1006);
    expect(last()?.state).toBe("errored");
    vi.advanceTimersByTime(1_000);
    welcome();
    expect(onResync).toHaveBeenCalledTimes(1);
  });

  it.each([
    [LIVE_CLOSE.removed, "removed", "closed", "removed"],
    [LIVE_CLOSE.removed, "left", "closed", "left"],
    [LIVE_CLOSE.deleted, "deleted", "closed", "deleted"],
    [LIVE_CLOSE.sessionEnded, "session", "closed", "session"],
    [LIVE_CLOSE.mismatch, "protocol", "errored", "mismatch"],
  ])("ends for good when the room closes with %i %s", (code, reason, state, end) => {
    const { channel, sockets, welcome, socket, last } = setUp();
    channel.join();
    welcome();
    socket().closed(code, reason);
    expect(last()).toMatchObject({ state, end });
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(1);
  });

  it("leaves: leaving until the socket is closed, then closed", async () => {
    const { channel, welcome, last } = setUp();
    channel.join();
    welcome();
    channel.leave();
    expect(last()?.state).toBe("leaving");
    await Promise.resolve();
    expect(last()?.state).toBe("closed");
  });
});
