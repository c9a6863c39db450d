import { useEffect, useId, useRef, useState } from "react";
import { Icon, type IconName } from "#app/components/ui/icon.tsx";
import { Link } from "#app/components/ui/link.tsx";
import { cn } from "#app/lib/cn.ts";
import { useEscapeDismiss, useHoverIntent } from "#app/lib/use-hover-content.ts";

export type IndustryMenuItem = { href: string; name: string; icon: IconName; tagline: string; current: boolean };

// From 1440 px (min-[90rem]:) the menu is a rail fixed in the page's left margin, icons with their names in
// tooltips; below that it is a strip under the banner that scrolls sideways, so it never covers the text. Where
// the page has two columns (lg:, 1024 px) but no margin wide enough for the rail, the strip sticks under the
// header, so the menu stays in view at every desktop width (app.css keeps anchors clear of it).

/**
 * The six industries, the current one marked. Each link's tooltip shows on hover and on keyboard focus,
 * stays while the pointer moves onto it (across the gap and any other link on the way: useHoverIntent),
 * and Escape dismisses it (WCAG 1.4.13). Without JavaScript the links work and CSS shows the tooltips (app.css).
 */
export function IndustryMenu({ label, items }: { label: string; items: IndustryMenuItem[] }) {
  const { hovered, rootProps } = useHoverIntent();
  const [focused, setFocused] = useState<number | null>(null);
  const shown = hovered ?? focused;
  const open = useEscapeDismiss(shown) ? null : shown;
  const listRef = useRef<HTMLUListElement>(null);
  const id = useId();

  // The strip scrolls sideways on narrow screens: start with the current industry in view.
  useEffect(() => {
    const list = listRef.current;
    const current = list?.querySelector('[aria-current="page"]');
    if (!list || !current || list.scrollWidth <= list.clientWidth) return;
    const offset = current.getBoundingClientRect().left - list.getBoundingClientRect().left;
    list.scrollLeft += offset - (list.clientWidth - current.clientWidth) / 2;
  }, [items]);

  return (
    <nav
      aria-label={label}
      data-print-hidden
      data-sticky-strip
      className={cn(
        "relative z-20 border-b border-ink-200 bg-white lg:sticky lg:top-header",
        "min-[90rem]:fixed min-[90rem]:top-1/2 min-[90rem]:left-5 min-[90rem]:-translate-y-1/2 min-[90rem]:border-0 min-[90rem]:bg-transparent",
      )}
    >
      <div className={"mx-auto max-w-content px-5 sm:px-8 min-[90rem]:p-0"}>
        <ul
          ref={listRef}
          className={cn(
            "-mx-5 flex gap-2 overflow-x-auto px-5 [scrollbar-width:thin] sm:-mx-8 sm:px-8",
            "min-[90rem]:m-0 min-[90rem]:flex-col min-[90rem]:gap-1 min-[90rem]:overflow-visible min-[90rem]:rounded-2xl min-[90rem]:border min-[90rem]:border-ink-200 min-[90rem]:bg-white/95 min-[90rem]:p-1.5 min-[90rem]:shadow-raised min-[90rem]:backdrop-blur",
          )}
        >
          {items.map((item, index) => {
            const tipId = `${id}-tip-${index}`;
            return (
              <li key={item.href} data-tip-root className={"shrink-0 py-3 min-[90rem]:relative min-[90rem]:py-0"} {...rootProps(index)}>
                <Link
                  href={item.href}
                  aria-current={item.current ? "page" : undefined}
                  aria-describedby={tipId}
                  onFocus={() => setFocused(index)}
                  onBlur={() => setFocused((value) => (value === index ? null : value))}
                  className={cn(
                    "flex h-10 items-center gap-2 rounded-full border px-4 text-sm font-medium whitespace-nowrap transition-colors",
                    "min-[90rem]:size-11 min-[90rem]:justify-center min-[90rem]:rounded-xl min-[90rem]:border-0 min-[90rem]:p-0",
                    item.current
                      ? "border-brand-700 bg-brand-700 text-white"
                      : "border-ink-200 bg-white text-ink-700 hover:border-brand-500 hover:text-brand-700 min-[90rem]:hover:bg-brand-50",
                  )}
                >
                  <Icon name={item.icon} className={"size-4 shrink-0 min-[90rem]:size-5"} />
                  <span className={"min-[90rem]:sr-only"}>{item.name}</span>
                </Link>
                <div
                  role="tooltip"
                  id={tipId}
                  data-open={open === index || undefined}
                  className={cn(
                    "group/tip pointer-events-none invisible absolute inset-x-0 top-full z-40 pt-2 opacity-0 transition-[opacity,visibility] duration-150",
                    "data-open:visible data-open:opacity-100",
                    "min-[90rem]:inset-x-auto min-[90rem]:top-1/2 min-[90rem]:left-full min-[90rem]:-translate-y-1/2 min-[90rem]:pt-0 min-[90rem]:pl-3",
                  )}
                >
                  <div className={"mx-auto max-w-content px-5 sm:px-8 min-[90rem]:w-64 min-[90rem]:p-0"}>
                    <div className="max-w-sm rounded-control bg-ink-950 group-data-open/tip:pointer-events-auto px-4 py-3 text-sm text-ink-200 shadow-raised ring-1 ring-white/15">
                      {/* The link already carries the name: the description is the tagline alone. */}
                      <span aria-hidden="true" className="block font-semibold text-white">
                        {item.name}
                      </span>
                      {item.tagline}
                    </div>
                  </div>
                </div>
              </li>
            );
          })}
        </ul>
      </div>
    </nav>
  );
}
