// The page's main thread in a Chromium trace: how long its tasks lasted (wall clock, what
// Lighthouse scales by its CPU slowdown to simulate a phone) and how much of that time the thread
// actually ran (thread CPU time). On a machine whose cores are shared by the browser's processes,
// the server and the load generator, the two differ widely: the figure says how much of a page's
// blocking time is its own work (issue 14).

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { beginData?: { url?: string } };
}

/** Top-level tasks of the page's main thread from its navigation on, in ms. */
export interface MainThreadTime {
  wallMs: number;
  cpuMs: number;
}

/**
 * Sums the top-level tasks (`RunTask`) of the thread that first parsed the page's HTML, from that
 * parse on. A task inside another (a nested run loop) or overlapping the one before (Chromium
 * emits some) is not counted twice; a task without its thread time is left out of both sums.
 * Undefined when the trace holds no such thread or no task with thread times.
 */
export function mainThreadTime(
  events: readonly TraceEvent[],
  url: string,
): MainThreadTime | undefined {
  const parses = events.filter(
    (event) => event.name === 'ParseHTML' && event.args?.beginData?.url === url,
  );
  const parse = parses.sort((a, b) => a.ts - b.ts)[0];
  if (!parse) return undefined;
  const tasks = events
    .filter(
      (event) =>
        event.name === 'RunTask' &&
        event.ph === 'X' &&
        event.pid === parse.pid &&
        event.tid === parse.tid &&
        event.ts >= parse.ts,
    )
    .sort((a, b) => a.ts - b.ts);
  let wallMs = 0;
  let cpuMs = 0;
  let end = Number.NEGATIVE_INFINITY;
  for (const task of tasks) {
    if (task.dur === undefined || task.ts < end) continue;
    end = task.ts + task.dur;
    if (task.tdur === undefined) continue;
    wallMs += task.dur / 1000;
    cpuMs += task.tdur / 1000;
  }
  return wallMs > 0 ? { wallMs, cpuMs } : undefined;
}
