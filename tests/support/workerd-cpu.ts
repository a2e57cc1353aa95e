import { readdirSync, readFileSync } from "node:fs";

/**
 * The CPU time the workerd processes started by this Node process (or those of a process group) have used so far, in
 * milliseconds, read from /proc (Linux); null when there are none. The benchmarks inside workerd ask for it before
 * and after a case (through the outbound stand-in), because a clock inside workerd measures waiting too, and on a
 * shared machine that is most of it; bench:realtime asks for its server's process group.
 */
export const CPU_URL = "https://cpu.stand-in.test/";

export function workerdCpuMs(owner: { parent: number } | { group: number } = { parent: process.pid }): number | null {
  // After "pid (comm) ": state, ppid, pgrp, …; utime and stime are the 14th and 15th fields of the line.
  const [field, id] = "parent" in owner ? [1, owner.parent] : [2, owner.group];
  let ticks = 0;
  let found = false;
  for (const pid of readdirSync("/proc").filter((name) => /^\d+$/.test(name))) {
    let stat: string;
    try {
      stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    } catch {
      continue;
    }
    const name = stat.slice(stat.indexOf("(") + 1, stat.lastIndexOf(")"));
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    if (name !== "workerd" || Number(fields[field]) !== id) continue;
    found = true;
    ticks += Number(fields[11]) + Number(fields[12]);
  }
  // Clock ticks (USER_HZ) are 1/100 s on the architectures Linux runs this project on.
  return found ? ticks * 10 : null;
}
