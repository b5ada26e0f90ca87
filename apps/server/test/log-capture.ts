import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { createTestApp } from './helpers';

/** A stream that keeps every log line written to it. */
export function logCapture() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  return { lines, stream };
}

/** Runs `use` on an app logging at `level` into `lines`, closed afterwards. */
export async function withLoggedApp(
  level: string,
  use: (app: FastifyInstance, lines: string[]) => Promise<void>,
): Promise<void> {
  const { lines, stream } = logCapture();
  const app = await createTestApp({ logLevel: level }, { logger: { stream }, startJobs: false });
  try {
    await use(app, lines);
  } finally {
    await app.close();
  }
}
