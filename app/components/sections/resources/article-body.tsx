import { Prose } from "../prose";

/** A long read: the prose measure, quotes set apart, tables and code that scroll in their own box on narrow screens. */
export function ArticleBody({ html }: { html: string }) {
  return (
    <Prose
      html={html}
      className={[
        "[&_h3]:scroll-mt-28 [&_li]:marker:text-brand-600",
        "[&_blockquote]:my-10 [&_blockquote]:border-l-4 [&_blockquote]:border-accent-500 [&_blockquote]:py-1 [&_blockquote]:pl-6 [&_blockquote]:text-xl [&_blockquote]:leading-relaxed [&_blockquote]:font-medium [&_blockquote]:text-ink-900 [&_blockquote_p]:mt-0",
        "[&_pre]:mt-6 [&_pre]:overflow-x-auto [&_pre]:rounded-control [&_pre]:bg-ink-950 [&_pre]:p-5 [&_pre]:text-sm [&_pre]:leading-relaxed [&_pre]:text-ink-100 [&_pre_code]:bg-transparent [&_pre_code]:p-0 [&_pre_code]:text-[1em] [&_pre_code]:[overflow-wrap:normal]",
        "[&_.table-scroll]:mt-6 [&_.table-scroll]:overflow-x-auto [&_.table-scroll]:rounded-control [&_.table-scroll]:border [&_.table-scroll]:border-ink-200",
        "[&_.table-scroll_table]:mt-0 [&_.table-scroll_table]:min-w-[34rem] [&_.table-scroll_table]:table-auto [&_.table-scroll_td]:[overflow-wrap:normal] [&_.table-scroll_th]:[overflow-wrap:normal]",
        "[&_.table-scroll_th]:bg-ink-50 [&_.table-scroll_th]:px-4 [&_.table-scroll_td]:px-4 [&_.table-scroll_td]:py-3 [&_.table-scroll_th]:py-3 [&_tr:last-child_td]:border-b-0",
      ].join(" ")}
    />
  );
}
