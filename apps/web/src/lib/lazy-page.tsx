import { type ComponentType, lazy } from 'react';

/**
 * A lazily loaded page that renders without suspending once its chunk is in: boot.tsx preloads
 * the first page's chunk before the first render, so the first paint has the page and the footer
 * does not jump (CLS) behind a loading fallback. The wizard's later steps load the same way
 * (features/subscription/subscription-page.tsx).
 */
// biome-ignore lint/complexity/noBannedTypes: pages without props are typed {}
export function lazyPage<P extends Record<string, unknown> | {} = {}>(
  load: (pathname: string) => Promise<{ default: ComponentType<P> }>,
) {
  let Loaded: ComponentType<P> | undefined;
  // the path of the page it is loaded for (the prerender has no window.location)
  const preload = (pathname: string) =>
    load(pathname).then((module) => {
      Loaded = module.default;
      return module;
    });
  const Lazy = lazy(() => preload(window.location.pathname));
  function Page(props: P) {
    // React 18's typings cannot relate a generic P to the lazy component's props
    const Component = (Loaded ?? Lazy) as ComponentType<P & JSX.IntrinsicAttributes>;
    return <Component {...(props as P & JSX.IntrinsicAttributes)} />;
  }
  return { Page, preload };
}
