/**
 * What a visitor's browser reports when a page or a part of one could not be shown (docs/
 * decisions.md "A page that fails to load"). Apart from the schema, so that the site's error
 * page reports without zod.
 */
export const clientErrorKinds = ['page', 'part'] as const;
export type ClientErrorKind = (typeof clientErrorKinds)[number];

/** A file that could not be downloaded, or an error while rendering. */
export const clientErrorCauses = ['load', 'render'] as const;
export type ClientErrorCause = (typeof clientErrorCauses)[number];

export const clientErrorMessageMax = 500;
export const clientErrorPathMax = 300;
