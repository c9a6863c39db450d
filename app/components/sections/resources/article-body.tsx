import { Prose } from "../prose";

/** A long read: the prose measure, quotes set apart, code that scrolls in its own box on narrow screens (tables: `.prose-table`). */
export function ArticleBody({ html }: { html: string }) {
  return (
    <Prose
      html={html}
      className={[
        "[&_h3]:scroll-mt-28 [&_li]:marker:text-brand-600",
        "[&_blockquote]:my-10 [&_blockquote]:border-l-4 [&_blockquote]:border-accent-500 [&_blockquote]:py-1 [&_blockquote]:pl-6 [&_blockquote]:text-xl [&_blockquote]:leading-relaxed [&_blockquote]:font-medium [&_blockquote]:text-ink-900 [&_blockquote_p]:mt-0",
        "[&_pre]:mt-6 [&_pre]:overflow-x-auto [&_pre]:rounded-control [&_pre]:bg-ink-950 [&_pre]:p-5 [&_pre]:text-sm [&_pre]:leading-relaxed [&_pre]:text-ink-100 [&_pre_code]:bg-transparent [&_pre_code]:p-0 [&_pre_code]:text-[1em] [&_pre_code]:[overflow-wrap:normal]",
      ].join(" ")}
    />
  );
}
