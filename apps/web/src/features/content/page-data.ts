import { pageDataElementId } from '@app/domain/content/api-paths';

let pageData: { key: string; value: unknown } | null | undefined;

/**
 * The answer the server put into the page it sent (the same call's answer, under its address):
 * the first render of a content page shows the text at once, exactly as the server painted it.
 */
export function pageDataFor<T>(key: string): T | undefined {
  if (pageData === undefined) {
    const element = document.getElementById(pageDataElementId);
    try {
      pageData = element?.textContent ? JSON.parse(element.textContent) : null;
    } catch {
      pageData = null;
    }
  }
  return pageData?.key === key ? (pageData.value as T) : undefined;
}

/** Tests only: forget what was read. */
export function resetPageData() {
  pageData = undefined;
}
