import { inTasksOfTheirOwn } from './next-task';

/**
 * issue 14: a form's scripts start with zod and the schemas, evaluated here in a task of their
 * own (the browser may run a click or a paint in between) before the form's: on a slow phone its
 * scripts otherwise hold the main thread in one task of 150 ms or more. A caller may name more
 * modules to evaluate first, each in a task of its own (the tariff, the wizard, the forms
 * registry). Used by the pages (app/pages.tsx) and by forms loaded when opened (the callback
 * dialog).
 */
// Each stage is `import(…).then(() => {})`: the bundler then keeps only what the pages use of the
// module (handing its namespace on would keep all of zod, locales included: 70 KB more).
export const afterSchemas =
  <M>(load: () => Promise<M>, ...before: (() => Promise<void>)[]) =>
  () =>
    inTasksOfTheirOwn([() => import('./zod-ready').then(() => {}), ...before]).then(load);
