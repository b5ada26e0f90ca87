import { type ComponentProps, type ComponentType, lazy, Suspense } from 'react';
import { ErrorBoundary, PartError } from '../ui/error-boundary';

/**
 * A component loaded when it first renders or, earlier, when a visitor shows the intent to open
 * it: the pointer on its button, or the focus (a keyboard user tabbing to it). A modal's form
 * (the callback, the contests) then mostly has its chunks when the button is pressed, while the
 * page still loads none of them on its own. A preload that failed is tried again by the render;
 * a render's load that failed is final (browsers keep a failed import failed): the reload is the
 * retry.
 *
 * `Component` renders nothing while it loads and, when it cannot load, says so in its place with
 * a button that loads the page again: the page around it stays (docs/decisions.md "A page that
 * fails to load").
 *
 * ```tsx
 * const dialog = lazyOnIntent(() => import('./callback-dialog'));
 * <button {...dialog.intentProps} onClick={open}>…</button>
 * {isOpen ? <dialog.Component … /> : null}
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
  const Lazy = lazy(preload) as ComponentType<ComponentProps<T>>;
  function Component(props: ComponentProps<T>) {
    return (
      <ErrorBoundary fallback={(error) => <PartError error={error} />}>
        <Suspense fallback={null}>
          <Lazy {...props} />
        </Suspense>
      </ErrorBoundary>
    );
  }
  return { Component, preload: onIntent, intentProps };
}
