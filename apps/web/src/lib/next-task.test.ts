import { afterEach, describe, expect, it, vi } from 'vitest';
import { nextTask } from './next-task';

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
});
