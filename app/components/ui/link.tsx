import type { ComponentProps } from "react";
import { Link as RouterLink } from "react-router";
import { cn } from "#app/lib/cn.ts";
import { isExternal, newTab } from "#app/lib/external-link.ts";
import { buttonVariants, type ButtonVariants } from "./button";

type LinkProps = Omit<ComponentProps<"a">, "href"> & { href: string };

/** One link for the whole site: router navigation inside, a new tab (safely) outside. */
export function Link({ href, children, ...props }: LinkProps) {
  if (isExternal(href)) {
    return (
      <a href={href} {...newTab} {...props}>
        {children}
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
    );
  }
  if (href.startsWith("mailto:") || href.startsWith("tel:")) {
    return (
      <a href={href} {...props}>
        {children}
      </a>
    );
  }
  return (
    <RouterLink to={href} prefetch="intent" {...props}>
      {children}
    </RouterLink>
  );
}

const textLinkTones = {
  brand: "text-brand-700 decoration-brand-300 hover:decoration-brand-700",
  accent: "text-accent-300 decoration-accent-300/50 hover:decoration-accent-300",
} as const;

/** An underlined link in running text; `tone: "accent"` for dark surfaces. */
export function TextLink({ tone = "brand", className, ...props }: LinkProps & { tone?: keyof typeof textLinkTones }) {
  return <Link className={cn("font-medium underline underline-offset-4", textLinkTones[tone], className)} {...props} />;
}

export function ButtonLink({ className, variant, size, ...props }: LinkProps & ButtonVariants) {
  return <Link className={cn(buttonVariants({ variant, size }), className)} {...props} />;
}
