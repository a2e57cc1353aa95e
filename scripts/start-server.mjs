// For the bench scripts: starts a server process in its own process group, waits until `ready` answers, and
// returns a stop function that ends the whole group (wrangler, workerd and all).
import { spawn } from "node:child_process";

export async function startServer(command, args, readyUrl) {
  const server = spawn(command, args, { stdio: "ignore", detached: true });
  const stop = () => {
    try {
      process.kill(-server.pid, "SIGTERM");
    } catch {}
  };
  process.on("exit", stop);
  for (let attempt = 0; ; attempt++) {
    const ok = await fetch(readyUrl)
      .then((response) => response.ok)
      .catch(() => false);
    if (ok) return stop;
    if (attempt > 120) {
      stop();
      throw new Error(`${command} ${args.join(" ")} did not start`);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** The built app on `port` with a fresh local database, or the one already there (scripts/serve-test.mjs). */
export function serveBuild(port, { keepState = false } = {}) {
  const args = ["scripts/serve-test.mjs", String(port), ...(keepState ? ["--keep-state"] : [])];
  return startServer("node", args, `http://localhost:${port}/api/health`);
}
