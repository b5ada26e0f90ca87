/**
 * The site's Content-Security-Policy allows no `eval`: zod 4 tries `new Function('')` once to
 * see whether it may compile its object parsers, which the browser refuses and reports as a
 * policy violation on every page with a form. Told to parse without compiling (`jitless`), it
 * never tries. Set before zod loads: zod keeps its configuration on this global and takes an
 * existing one as its own (zod/v4/core/core.js), so the entry sets it without loading zod.
 */
export function parseZodWithoutEval(): void {
  const scope = globalThis as { __zod_globalConfig?: Record<string, unknown> };
  scope.__zod_globalConfig = { ...scope.__zod_globalConfig, jitless: true };
}
