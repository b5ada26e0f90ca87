import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { fixed } from './blocks';

describe('fixed (a form schema without a date rule)', () => {
  it('is built on its first use, not before, and then kept', () => {
    const build = vi.fn(() => z.object({ name: z.string() }));
    const schema = fixed(build);
    expect(build).not.toHaveBeenCalled();
    const first = schema({ today: '2026-11-28' });
    expect(schema()).toBe(first);
    expect(build).toHaveBeenCalledTimes(1);
    expect(first.safeParse({ name: 'Rex' }).success).toBe(true);
  });
});
