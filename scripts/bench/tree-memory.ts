import { readFileSync, readdirSync } from "node:fs";

/*
 * The resident memory of a process and every process under it (Linux
 * /proc), for benchmarks of work the server hands to child processes (the
 * sandbox, issue 32): a child's peak is gone with it, so the tree is sampled
 * every few milliseconds and the largest sum kept.
 */

/** Each process's parent, from /proc/<pid>/stat. */
function parents(): Map<number, number> {
  const found = new Map<number, number>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      // The command name is in parentheses and may hold spaces: the fields after it are fixed.
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      found.set(Number(entry), Number(fields[1]));
    } catch {
      // Gone between the listing and the read.
    }
  }
  return found;
}

function rssMb(pid: number): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024;
  } catch {
    return 0;
  }
}

/** The resident memory of `root` and all its descendants now, in MB. */
export function treeRssMb(root: number): number {
  const parentOf = parents();
  const inTree = new Set([root]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const [pid, parent] of parentOf) {
      if (!inTree.has(pid) && inTree.has(parent)) {
        inTree.add(pid);
        grew = true;
      }
    }
  }
  let total = 0;
  for (const pid of inTree) total += rssMb(pid);
  return total;
}

/**
 * Starts sampling `root`'s tree: its memory now (the baseline) and, when
 * stopped, the largest sum seen meanwhile.
 */
export function watchTreeMemory(root: number, intervalMs = 10) {
  const baselineMb = treeRssMb(root);
  let peakMb = baselineMb;
  const timer = setInterval(() => {
    peakMb = Math.max(peakMb, treeRssMb(root));
  }, intervalMs);
  return {
    baselineMb,
    /** Stops sampling; answers the peak and the growth over the baseline, in MB. */
    stop() {
      clearInterval(timer);
      peakMb = Math.max(peakMb, treeRssMb(root));
      return { peakMb, growthMb: peakMb - baselineMb };
    },
  };
}
