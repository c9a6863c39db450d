import type { LegalPageCopy } from "#content/schema/pages.ts";

// The frame around every legal page's Markdown (content/legal/).
export const legalPageCopy: LegalPageCopy = {
  eyebrow: "Legal",
  updated: "Last updated {date}",
};
