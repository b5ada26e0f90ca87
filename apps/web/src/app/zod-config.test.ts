import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseZodWithoutEval } from './zod-config';

afterEach(() => {
  vi.restoreAllMocks();
  vi.resetModules();
});

describe('zod under the site’s CSP (no eval)', () => {
  it('zod takes the configuration set before it loads, and parses objects without new Function', async () => {
    parseZodWithoutEval();
    vi.resetModules();
    const { z } = await import('zod');
    expect(z.config().jitless).toBe(true);
    const FunctionSpy = vi.spyOn(globalThis, 'Function');
    const schema = z.object({ name: z.string(), age: z.number() });
    expect(schema.parse({ name: 'Rex', age: 3 })).toEqual({ name: 'Rex', age: 3 });
    expect(FunctionSpy).not.toHaveBeenCalled();
  });
});
