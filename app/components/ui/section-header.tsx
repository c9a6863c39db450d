import type { ReactNode } from "react";
import { cn } from "#app/lib/cn.ts";
import { Heading } from "./heading";

type SectionHeaderProps = {
  eyebrow?: string;
  title: ReactNode;
  lead?: ReactNode;
  align?: "start" | "center";
  id?: string;
  className?: string;
};

export function SectionHeader({ eyebrow, title, lead, align = "start", id, className }: SectionHeaderProps) {
  return (
    <header className={cn("max-w-3xl", align === "center" && "mx-auto text-center", className)}>
      {eyebrow && (
        <p className="mb-3 text-sm font-semibold tracking-widest text-accent-700 uppercase [.surface-dark_&]:text-accent-300">{eyebrow}</p>
      )}
      <Heading id={id}>{title}</Heading>
      {lead && <p className="mt-4 text-lg text-pretty text-ink-600 [.surface-dark_&]:text-ink-200">{lead}</p>}
    </header>
  );
}
