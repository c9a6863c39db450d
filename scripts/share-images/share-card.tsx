import { shareImageSize } from "#app/lib/seo.ts";

export type ShareCardProps = {
  title: string;
  label: string;
  brand: string;
  footer: string;
  /** Data URIs of the page's background (share-background.tsx) and the logo mark, drawn by the site's own components. */
  art: string;
  mark: string;
  colors: Map<string, string>;
};

/** Longer titles step down in size so any title fits in three lines. */
function titleSize(title: string): number {
  if (title.length > 80) return 52;
  if (title.length > 48) return 60;
  return 68;
}

/**
 * The 1200×630 card as satori lays it out (flexbox, inline styles): over the page's generated background,
 * the wordmark, the page's kind and title, and the accent rule the default image has.
 */
export function ShareCard({ title, label, brand, footer, art, mark, colors }: ShareCardProps) {
  const color = (name: string) => colors.get(name) ?? "#000";
  const { width, height } = shareImageSize;
  return (
    <div
      style={{
        width,
        height,
        display: "flex",
        position: "relative",
        backgroundColor: color("brand-950"),
        fontFamily: "Inter",
        color: "white",
      }}
    >
      <img src={art} width={width} height={height} style={{ position: "absolute", top: 0, left: 0 }} />
      <div
        style={{
          position: "absolute",
          inset: 0,
          display: "flex",
          flexDirection: "column",
          justifyContent: "space-between",
          padding: "72px 80px 80px",
        }}
      >
        <div style={{ display: "flex", alignItems: "center" }}>
          <img src={mark} width={52} height={52} />
          <div style={{ marginLeft: 18, fontSize: 34, fontWeight: 600, letterSpacing: -0.5 }}>{brand}</div>
        </div>
        <div style={{ display: "flex", flexDirection: "column", maxWidth: 940 }}>
          <div style={{ fontSize: 24, fontWeight: 600, letterSpacing: 3, textTransform: "uppercase", color: color("accent-300") }}>
            {label}
          </div>
          <div style={{ marginTop: 20, fontSize: titleSize(title), fontWeight: 700, lineHeight: 1.12, letterSpacing: -1.5, lineClamp: 3 }}>
            {title}
          </div>
        </div>
        <div style={{ fontSize: 24, color: color("ink-300") }}>{footer}</div>
      </div>
      <div
        style={{
          position: "absolute",
          left: 0,
          bottom: 0,
          width,
          height: 10,
          backgroundImage: `linear-gradient(90deg, ${color("accent-400")}, ${color("brand-500")})`,
        }}
      />
    </div>
  );
}
