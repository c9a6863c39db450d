import type { SVGProps } from "react";
import type { IconName } from "#content/schema/fragments.ts";
import { cn } from "#app/lib/cn.ts";
import sprite from "./icon-sprite.svg?url";

export type { IconName };

type IconProps = Omit<SVGProps<SVGSVGElement>, "name"> & { name: IconName; label?: string };

/**
 * A lucide icon drawn from the site's cached sprite (scripts/icons), so no page carries icon paths in its
 * HTML or JavaScript; its size and stroke come from the `icon` class in app.css, not from attributes
 * repeated on every icon. Decorative by default; pass `label` when the icon carries meaning on its own.
 */
export function Icon({ name, label, className, ...props }: IconProps) {
  const meaning: SVGProps<SVGSVGElement> = label ? { role: "img", "aria-label": label } : { "aria-hidden": true };
  return (
    <svg viewBox="0 0 24 24" className={cn("icon", className)} {...meaning} {...props}>
      <use href={`${sprite}#${name}`} />
    </svg>
  );
}
