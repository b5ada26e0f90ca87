/**
 * Resolves in a task of its own (a message to itself, as React's scheduler yields): what follows
 * runs once the browser could paint or handle input. Not a timer: timers are throttled in a tab in
 * the background, and a test's stopped clock would never run them.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/** Runs the stages one after the other, each in a task of its own after the one before. */
export function inTasksOfTheirOwn(stages: readonly (() => Promise<unknown>)[]): Promise<void> {
  return stages
    .reduce<Promise<unknown>>((done, stage) => done.then(stage).then(nextTask), Promise.resolve())
    .then(() => {});
}
