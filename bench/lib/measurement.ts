/** One figure printed by the bench: `name value unit`. */
export interface Measurement {
  name: string;
  value: number;
  unit: string;
  /** A limit from the performance budget, shown beside the value (never asserted in tests). */
  budget?: { max: number } | { min: number };
  /**
   * The same quantity measured on a reference in the same run and under the same load (a bare
   * Fastify route, the server after a restart…): the table prints both and ours as % of it.
   */
  anchor?: { label: string; value: number };
}

/** A figure module's export: measures something and returns its figures. */
export type Figure = () => Promise<Measurement[]>;

/** Something the figure needs is missing (a build, a browser): reported without a stack trace. */
export class PrerequisiteError extends Error {
  override name = 'PrerequisiteError';
}

export function round(value: number, decimals = 1): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  if (sorted.length === 0) return Number.NaN;
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

/** Rejects after `ms` so that no measurement can hang the run. */
export async function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: no answer within ${ms / 1000} s`)), ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
