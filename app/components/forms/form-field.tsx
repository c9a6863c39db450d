import type { ReactNode } from "react";
import { cn } from "#app/lib/cn.ts";

type FormFieldProps = {
  id: string;
  label: string;
  errorId: string;
  errors?: string[];
  hint?: ReactNode;
  className?: string;
  children: ReactNode;
};

export const controlClass = cn(
  "block w-full rounded-control border border-ink-300 bg-white px-3.5 py-2.5 text-base text-ink-900 shadow-xs",
  "transition-colors placeholder:text-ink-500 hover:border-ink-500 focus:border-brand-600 focus:outline-2 focus:outline-offset-0 focus:outline-brand-500/40",
  "aria-invalid:border-danger-700 aria-invalid:bg-danger-50/40 aria-invalid:focus:outline-danger-700/30",
);

/** A label, its control, and the control's error: tied together by id for assistive technology. */
export function FormField({ id, label, errorId, errors, hint, className, children }: FormFieldProps) {
  const error = errors?.[0];
  return (
    <div className={cn("flex flex-col gap-1.5", className)}>
      <div className="flex items-baseline justify-between gap-4">
        <label htmlFor={id} className="text-sm font-semibold text-ink-800">
          {label}
          <span aria-hidden="true" className="ml-0.5 text-danger-700">
            *
          </span>
        </label>
        {hint}
      </div>
      {children}
      <p id={errorId} className={cn("flex min-h-5 items-center gap-1.5 text-sm font-medium text-danger-700", !error && "sr-only")}>
        {error}
      </p>
    </div>
  );
}
