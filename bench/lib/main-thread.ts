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
 * Sums the top-level tasks (`RunTask`) of the thread that parsed the page's HTML, from that
 * parse on. Undefined when the trace holds no such thread or no thread times.
 */
export function mainThreadTime(
  events: readonly TraceEvent[],
  url: string,
): MainThreadTime | undefined {
  const parse = events.find(
    (event) => event.name === 'ParseHTML' && event.args?.beginData?.url === url,
  );
  if (!parse) return undefined;
  let wallMs = 0;
  let cpuMs = 0;
  for (const event of events) {
    if (event.name !== 'RunTask' || event.ph !== 'X') continue;
    if (event.pid !== parse.pid || event.tid !== parse.tid || event.ts < parse.ts) continue;
    if (event.dur === undefined || event.tdur === undefined) return undefined;
    wallMs += event.dur / 1000;
    cpuMs += event.tdur / 1000;
  }
  return wallMs > 0 ? { wallMs, cpuMs } : undefined;
}
