import { type ComponentType, lazy } from 'react';

/**
 * A component loaded when it first renders or, earlier, when a visitor shows the intent to open
 * it: the pointer on its button, or the focus (a keyboard user tabbing to it). A modal's form
 * (the callback, the contests) then mostly has its chunks when the button is pressed, while the
 * page still loads none of them on its own. A load that failed is tried again the next time.
 *
 * ```tsx
 * const dialog = lazyOnIntent(() => import('./callback-dialog'));
 * <button {...dialog.intentProps} onClick={open}>…</button>
 * {isOpen ? <Suspense fallback={null}><dialog.Component … /></Suspense> : null}
 * ```
 */
// biome-ignore lint/suspicious/noExplicitAny: any component's props, as React.lazy's own typing
export function lazyOnIntent<T extends ComponentType<any>>(load: () => Promise<{ default: T }>) {
  let loading: Promise<{ default: T }> | undefined;
  const preload = () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
  // a preload's failure is not the page's: the render's own attempt reports it
  const onIntent = () => {
    preload().catch(() => {});
  };
  // the button's handlers as one object, so that no modal's button forgets one of the two intents
  const intentProps = { onPointerEnter: onIntent, onFocus: onIntent };
  return { Component: lazy(preload), preload: onIntent, intentProps };
}
