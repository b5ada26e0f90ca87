/**
 * A load per key (a language), done once, for components that suspend until it is in. A failed
 * load is remembered and `read` throws its error, which the page's error boundary shows
 * (ui/page-error.tsx): a rejected promise thrown to Suspense instead would keep the page waiting
 * for ever (React 18 waits once on a promise a component throws, whatever its outcome). It is
 * not tried again within the page: a browser keeps a failed module import failed, so the error
 * page reloads the page (docs/decisions.md "A page that fails to load").
 */
export function suspenseLoad<K extends string, T>(load: (key: K) => Promise<T>) {
  const values = new Map<K, T>();
  const failures = new Map<K, unknown>();
  const pending = new Map<K, Promise<T>>();

  function preload(key: K): Promise<T> {
    let promise = pending.get(key);
    if (!promise) {
      promise = load(key).then(
        (value) => {
          values.set(key, value);
          return value;
        },
        (error: unknown) => {
          failures.set(key, error);
          throw error;
        },
      );
      pending.set(key, promise);
    }
    return promise;
  }

  return {
    preload,
    /** The value when it is in, without suspending. */
    loaded: (key: K): T | undefined => values.get(key),
    /** The value; suspends while it loads, throws the error once it failed. */
    read(key: K): T {
      if (values.has(key)) return values.get(key) as T;
      if (failures.has(key)) throw failures.get(key);
      throw preload(key);
    },
  };
}
