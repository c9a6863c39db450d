import type { ResponsiveImage } from "#app/lib/responsive-image.ts";

type ContentPictureProps = {
  image: ResponsiveImage;
  /** The `sizes` of the srcset: how wide the image is drawn at each viewport. */
  sizes: string;
  /** The page's main image, in the first view: fetched first and never lazily. */
  priority?: boolean;
  className?: string;
};

/**
 * An image of the content in AVIF, WebP or its own format, at the width the screen needs; its width and height
 * reserve its box before it loads (no layout shift), and any but the page's main image loads only when near the view.
 */
export function ContentPicture({ image, sizes, priority = false, className }: ContentPictureProps) {
  return (
    <picture>
      {image.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
      ))}
      <img
        src={image.src}
        srcSet={image.srcSet}
        sizes={sizes}
        width={image.width}
        height={image.height}
        alt={image.alt}
        decoding="async"
        {...(priority ? { fetchPriority: "high" as const } : { loading: "lazy" as const })}
        className={className}
      />
    </picture>
  );
}
