/**
 * A heading's own anchor, written as Markdoc's id annotation after its text (`## Cookies {% #cookie-policy %}`),
 * which the content editor keeps. A heading without one gets the slug of its text (app/lib/slugify.ts).
 */
export const headingIdAnnotation = /\s*\{%\s*#([a-z0-9-]+)\s*%\}\s*$/i;

/** The same annotation anywhere in a body (for counting words or drawing text without it). */
export const headingIdAnnotations = /\{%\s*#[a-z0-9-]+\s*%\}/gi;
