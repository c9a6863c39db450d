/**
 * An image of the content as a page shows it (made on the server: app/.server/content/content-images.ts): its alt
 * text, its size, and the `srcset` of each format, best first.
 */
export type ResponsiveImage = {
  alt: string;
  width: number;
  height: number;
  /** The fallback's largest file and every width of it, for the <img>. */
  src: string;
  srcSet: string;
  /** AVIF and WebP, for the <picture>'s <source>s. */
  sources: { type: string; srcSet: string }[];
};
