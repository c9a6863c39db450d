import type { ComponentProps } from "react";
import { cn } from "#app/lib/cn.ts";
import { Container } from "./container";

type Tone = "white" | "muted" | "dark";

const tones: Record<Tone, string> = {
  white: "bg-white",
  muted: "bg-ink-50",
  dark: "surface-dark bg-brand-950 text-white",
};

export function Section({ className, tone = "white", children, ...props }: ComponentProps<"section"> & { tone?: Tone }) {
  return (
    <section className={cn("py-16 sm:py-24", tones[tone], className)} {...props}>
      <Container>{children}</Container>
    </section>
  );
}
