export function SkipLink() {
  return (
    <a
      href="#main"
      className="sr-only z-[60] rounded-control bg-white px-4 py-3 font-semibold text-brand-800 shadow-raised focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
    >
      Skip to content
    </a>
  );
}
