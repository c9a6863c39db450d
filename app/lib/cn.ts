import { clsx } from "clsx";

/**
 * Joins class names, dropping falsy ones. It does not resolve conflicting Tailwind classes: a component
 * exposes a variant prop for what a caller may change, and a caller's className only adds classes.
 */
export const cn = clsx;
