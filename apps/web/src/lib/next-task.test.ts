import { afterEach, describe, expect, it, vi } from 'vitest';
import { inTasksOfTheirOwn, nextTask } from './next-task';

afterEach(() => {
  vi.useRealTimers();
});

describe('nextTask: work split into tasks (issue 14)', () => {
  it('goes on in a later task, after the current one and its promises, with no timer', async () => {
    // a stopped clock (timers faked and never advanced) does not hold the next stage back
    vi.useFakeTimers({ toFake: ['setTimeout', 'setInterval', 'requestAnimationFrame'] });
    const order: string[] = [];
    const next = nextTask().then(() => order.push('next task'));
    void Promise.resolve().then(() => order.push('microtask'));
    order.push('this task');
    await next;
    expect(order).toEqual(['this task', 'microtask', 'next task']);
  });

  it('runs stages one after the other, each in a task after the one before', async () => {
    const order: string[] = [];
    const stage = (name: string) => async () => {
      order.push(name);
    };
    const done = inTasksOfTheirOwn([stage('first'), stage('second')]);
    // however many promise turns this task takes, the second stage waits for a task of its own
    for (let turn = 0; turn < 20; turn += 1) await Promise.resolve();
    order.push('same task');
    await done;
    expect(order).toEqual(['first', 'same task', 'second']);
  });
});
