/** Concentric orbits behind the tab strip: the "wheel" the banner is named after. */
export function OrbitArt() {
  const rings = [180, 280, 380, 480];
  return (
    <svg
      className="pointer-events-none absolute top-1/2 left-1/2 -z-0 h-[64rem] w-[64rem] -translate-x-1/2 -translate-y-1/2 opacity-70"
      viewBox="-500 -500 1000 1000"
      aria-hidden="true"
    >
      <defs>
        <radialGradient id="orbit-core" r="0.5">
          <stop offset="0" stopColor="var(--color-brand-600)" stopOpacity="0.35" />
          <stop offset="1" stopColor="var(--color-brand-950)" stopOpacity="0" />
        </radialGradient>
      </defs>
      <circle r="500" fill="url(#orbit-core)" />
      {rings.map((r, i) => (
        <circle
          key={r}
          r={r}
          fill="none"
          stroke="var(--color-brand-300)"
          strokeOpacity={0.14 - i * 0.025}
          strokeDasharray={i % 2 ? "2 10" : undefined}
        />
      ))}
      {rings.map((r, i) => {
        const angle = (i * 67 + 20) * (Math.PI / 180);
        return (
          <circle
            key={`dot-${r}`}
            cx={Math.cos(angle) * r}
            cy={Math.sin(angle) * r}
            r={i === 1 ? 5 : 3}
            fill="var(--color-accent-400)"
            fillOpacity={0.6}
          />
        );
      })}
    </svg>
  );
}
