import { execFileSync } from "node:child_process";
import os from "node:os";

/**
 * What a bench's figures depend on besides the code: the same build measures very differently on a busy
 * or a smaller machine, so every run says which machine, how busy, and which commit.
 */

export type Machine = { cores: number; cpu: string; load: number[]; node: string; commit: string };

/** Above this one-minute load average at the start, something else is using the machine. */
export const BUSY_LOAD = 1;

function git(...args: string[]) {
  return execFileSync("git", args, { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim();
}

function commit() {
  try {
    const changed = git("status", "--porcelain", "--untracked-files=no") !== "";
    return `${git("rev-parse", "--short", "HEAD")}${changed ? " with uncommitted changes" : ""}`;
  } catch {
    return "unknown (not a git checkout)";
  }
}

export function machineNow(): Machine {
  const cpus = os.cpus();
  return {
    cores: cpus.length,
    cpu: cpus[0]?.model.trim() ?? "",
    load: os.loadavg(),
    node: process.version,
    commit: commit(),
  };
}

export const formatLoad = (load: number[]) => `load average ${load.map((n) => n.toFixed(2)).join(", ")} (1, 5, 15 min)`;

/** The header's lines: the machine, and a warning when it was busy at the start. */
export function describeMachine({ cores, cpu, load, node, commit }: Machine) {
  const lines = [
    `machine: ${cores} cores${cpu ? ` (${cpu})` : ""}, ${formatLoad(load)}, Node ${node}, commit ${commit}`,
  ];
  if (load[0] > BUSY_LOAD)
    lines.push(
      `warning: the load average is ${load[0].toFixed(2)} at the start (over ${BUSY_LOAD}): something else is running, ` +
        "so the figures below will be lower than this build's",
    );
  return lines.join("\n");
}
