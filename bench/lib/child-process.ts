import type { ChildProcess } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';

/** Stops a process this bench started: SIGTERM, then SIGKILL after 5 s. */
export async function stopChild(child: ChildProcess): Promise<void> {
  const hasExited = () => child.exitCode !== null || child.signalCode !== null;
  if (hasExited()) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const isStopped = await Promise.race([exited.then(() => true), sleep(5000).then(() => false)]);
  if (!isStopped && !hasExited()) {
    child.kill('SIGKILL');
    await exited;
  }
}
