/** Text as HTML: the few server-rendered pages (test payment page, outbox) escape every value. */
export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Methods that read: never CSRF-checked, never rate-limited. */
export const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
