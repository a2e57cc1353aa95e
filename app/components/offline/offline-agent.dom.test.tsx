import { act, render, screen } from "@testing-library/react";
import { useState } from "react";
import { createRoutesStub } from "react-router";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { Toaster } from "~/components/ui/toast";
import { useSavesSender } from "./offline-agent";
import { sendWaitingSaves } from "./outbox";

vi.mock("./outbox", () => ({ sendWaitingSaves: vi.fn(), useWaitingSaves: () => [] }));
const send = vi.mocked(sendWaitingSaves);

const nothingGoes = { sent: [], left: 1 };
const arrived = { sent: [{ title: "Lentil soup", to: "/recipes/r1" }], left: 0 };

/** The list of waiting saves empties as they arrive, which ends the sender's effect while it is still sending. */
let noneWaiting = () => {};
function Sender({ waiting: initially }: { waiting: boolean }) {
  const [waiting, setWaiting] = useState(initially);
  noneWaiting = () => setWaiting(false);
  const sending = useSavesSender("cook-key", waiting);
  return <p>{sending ? "sending" : "idle"}</p>;
}

const loads = vi.fn(() => null);
function renderSender(waiting = true) {
  const Stub = createRoutesStub([
    {
      path: "*",
      Component: () => (
        <>
          <Sender waiting={waiting} />
          <Toaster />
        </>
      ),
      loader: loads,
      HydrateFallback: () => null,
    },
  ]);
  render(<Stub initialEntries={["/recipes/r1"]} />);
}

// The toasts' list loads with the first toast (ui/toast.tsx); loaded here first, so no test waits on a cold import
// while its clock stands still.
beforeAll(() => import("~/components/ui/toast-list"));

/** Lets the sender's awaited work run, and the clock move on by `ms`. */
async function elapse(ms = 0) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

function onLine(value: boolean) {
  Object.defineProperty(navigator, "onLine", { value, configurable: true });
}

beforeEach(() => {
  vi.useFakeTimers();
  send.mockReset();
  loads.mockClear();
  onLine(true);
});
afterEach(() => {
  vi.useRealTimers();
});

describe("the saves made offline", () => {
  it("are sent at once, then again after 10 s, 20 s and 40 s while the network takes nothing", async () => {
    send.mockResolvedValue(nothingGoes);
    renderSender();
    await elapse();
    expect(send).toHaveBeenCalledTimes(1);
    await elapse(9_000);
    expect(send).toHaveBeenCalledTimes(1);
    await elapse(1_000);
    expect(send).toHaveBeenCalledTimes(2);
    await elapse(20_000);
    expect(send).toHaveBeenCalledTimes(3);
    await elapse(39_000);
    expect(send).toHaveBeenCalledTimes(3);
    await elapse(1_000);
    expect(send).toHaveBeenCalledTimes(4);
  });

  it("go as soon as the connection, the page or the tab comes back, whatever the timer says", async () => {
    send.mockResolvedValue(nothingGoes);
    renderSender();
    await elapse();
    for (const event of [new Event("online"), new Event("pageshow")]) {
      const before = send.mock.calls.length;
      window.dispatchEvent(event);
      await elapse();
      expect(send).toHaveBeenCalledTimes(before + 1);
    }
    Object.defineProperty(document, "visibilityState", { value: "visible", configurable: true });
    document.dispatchEvent(new Event("visibilitychange"));
    await elapse();
    expect(send).toHaveBeenCalledTimes(4);
  });

  it("are not tried while the browser knows it is offline, and go when it is back", async () => {
    onLine(false);
    send.mockResolvedValue(nothingGoes);
    renderSender();
    await elapse(60_000);
    expect(send).not.toHaveBeenCalled();
    onLine(true);
    window.dispatchEvent(new Event("online"));
    await elapse();
    expect(send).toHaveBeenCalledTimes(1);
  });

  it("that arrive are named to the cook, the page's data is loaded again, and nothing more is sent", async () => {
    send.mockImplementation(async () => {
      noneWaiting();
      return arrived;
    });
    renderSender();
    await elapse();
    expect(screen.getByText("“Lentil soup” is saved: your offline change has arrived.")).toBeTruthy();
    expect(screen.getByText("idle")).toBeTruthy();
    expect(loads.mock.calls.length).toBeGreaterThanOrEqual(2);
    await elapse(10 * 60_000);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it("are left alone when none waits", async () => {
    renderSender(false);
    window.dispatchEvent(new Event("online"));
    await elapse(60_000);
    expect(send).not.toHaveBeenCalled();
  });
});
