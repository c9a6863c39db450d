import { HeroArtDrawing } from "#app/components/sections/hero-art-drawing.tsx";
import { shareImageSize } from "#app/lib/seo.ts";

/**
 * The field behind a share image: the page hero's dark gradient and network mesh, darkened towards the left
 * where the title sits. One SVG, so the rasteriser draws each gradient once.
 */
export function ShareBackground({ seed }: { seed: number }) {
  const { width, height } = shareImageSize;
  return (
    <svg viewBox={`0 0 ${width} ${height}`} width={width} height={height}>
      <defs>
        <linearGradient id="field" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="var(--color-brand-950)" />
          <stop offset="0.55" stopColor="var(--color-brand-900)" />
          <stop offset="1" stopColor="var(--color-brand-800)" />
        </linearGradient>
        <linearGradient id="shade" x1="0" y1="0" x2="1" y2="0">
          <stop offset="0" stopColor="var(--color-brand-950)" />
          <stop offset="0.45" stopColor="var(--color-brand-950)" stopOpacity="0.8" />
          <stop offset="0.85" stopColor="var(--color-brand-950)" stopOpacity="0" />
        </linearGradient>
      </defs>
      <rect width={width} height={height} fill="url(#field)" />
      <HeroArtDrawing seed={seed} />
      <rect width={width} height={height} fill="url(#shade)" />
    </svg>
  );
}
