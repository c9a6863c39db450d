import { StaticHtml } from "#app/rendering/static-html.tsx";
import { cn } from "#app/lib/cn.ts";

/** A Markdown body from content/, rendered at build time, in the site's reading typography (tables: `.prose-table` in app/app.css). */
export function Prose({ html, className }: { html: string; className?: string }) {
  return (
    <StaticHtml
      html={html}
      className={cn(
        "max-w-reading min-w-0 text-lg leading-relaxed text-ink-700 [&_a]:[overflow-wrap:anywhere] [&_code]:[overflow-wrap:anywhere]",
        "[&_h2]:mt-14 [&_h2]:scroll-mt-28 [&_h2]:text-2xl [&_h2]:font-semibold [&_h2]:tracking-tight [&_h2]:text-ink-950 [&>h2:first-child]:mt-0",
        "[&_h3]:mt-8 [&_h3]:text-xl [&_h3]:font-semibold [&_h3]:text-ink-900",
        "[&_p]:mt-5 [&_ul]:mt-5 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6 [&_ol]:mt-5 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:pl-1",
        "[&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_a]:decoration-brand-300 [&_a]:underline-offset-4 hover:[&_a]:decoration-brand-700",
        "[&_strong]:font-semibold [&_strong]:text-ink-900 [&_code]:rounded [&_code]:bg-ink-100 [&_code]:px-1.5 [&_code]:py-0.5 [&_code]:text-[0.9em]",
        className,
      )}
    />
  );
}
