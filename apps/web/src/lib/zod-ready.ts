import { z } from 'zod';

/**
 * Imported alone, in a task of its own, before a page's schema modules (issue 14): it loads and
 * evaluates zod, then builds one schema (zod's construction code runs cold the first time), so
 * that a page's schema modules do not pay for either in their own task. `import('zod')` would not
 * do: zod declares no side effects, and the bundler makes an unused dynamic import of it an empty
 * chunk.
 */
export const zodReady = z.string();
