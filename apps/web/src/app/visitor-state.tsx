import { useLayoutEffect } from 'react';

/**
 * Where an element of the page is, in terms both the server's markup and React's share: the
 * nearest element with an id (itself, or an ancestor: `main#main`, a question's `<details>`) and
 * the child indices from there. The site's frame around `<main>` is not the same markup on both
 * sides, so an element without an id above it has no place.
 */
interface Place {
  id: string;
  path: number[];
  tagName: string;
}

function placeOf(element: Element, root: Element): Place | null {
  const path: number[] = [];
  let node = element;
  while (!node.id) {
    const parent = node.parentElement;
    if (!parent) return null;
    path.unshift(Array.prototype.indexOf.call(parent.children, node));
    node = parent;
  }
  return node === root ? null : { id: node.id, path, tagName: element.tagName };
}

function elementAt(place: Place): Element | null {
  let node: Element | null | undefined = document.getElementById(place.id);
  for (const index of place.path) node = node?.children[index];
  return node && node.tagName === place.tagName ? node : null;
}

let carryOver: (() => void) | null = null;

/**
 * A page the server paints itself but React does not prerender (the FAQ, news: the server's
 * content-pages.ts) is started with createRoot, whose first commit replaces the server's
 * elements with React's own. What the visitor did meanwhile would be undone: a question opened
 * before the scripts ran closed again, the focus dropped to the document. Called before that
 * render: the server's folds (`<details>`) are kept to read their state at the commit, and the
 * last element focused is noted; `CarriedVisitorState` hands both to React's elements.
 */
export function carryVisitorState(root: HTMLElement): void {
  const folds = [...root.querySelectorAll('details')].flatMap((element) => {
    const place = placeOf(element, root);
    return place ? [{ element, place }] : [];
  });
  let focused: { element: Element; place: Place } | null = null;
  const noteFocus = (element: Element) => {
    const place = placeOf(element, root);
    focused = place ? { element, place } : null;
  };
  if (document.activeElement && root.contains(document.activeElement)) {
    noteFocus(document.activeElement);
  }
  const onFocusIn = (event: FocusEvent) => {
    if (event.target instanceof Element) noteFocus(event.target);
  };
  // the visitor left the element (a click outside): not carried. Its removal by React's commit
  // also blurs it, but then it is no longer in the document once the event is handled.
  const onFocusOut = (event: FocusEvent) => {
    const { target } = event;
    queueMicrotask(() => {
      if (focused?.element === target && target instanceof Element && target.isConnected) {
        focused = null;
      }
    });
  };
  root.addEventListener('focusin', onFocusIn);
  root.addEventListener('focusout', onFocusOut);
  carryOver = () => {
    root.removeEventListener('focusin', onFocusIn);
    root.removeEventListener('focusout', onFocusOut);
    for (const { element, place } of folds) {
      if (element.isConnected) continue; // still the page's own element: nothing was replaced
      const now = elementAt(place);
      if (now instanceof HTMLDetailsElement && now.open !== element.open) now.open = element.open;
    }
    const active = document.activeElement;
    if (focused && !focused.element.isConnected && (!active || active === document.body)) {
      const now = elementAt(focused.place);
      if (now instanceof HTMLElement) now.focus({ preventScroll: true });
    }
  };
}

/**
 * In the page's Suspense boundary: once the page is committed (before the browser paints it),
 * the state carried from the server's markup is given to React's elements, once.
 */
export function CarriedVisitorState() {
  useLayoutEffect(() => {
    const apply = carryOver;
    carryOver = null;
    apply?.();
  }, []);
  return null;
}
