import { describe, expect, it } from "vitest";
import { designColors, resolveColors } from "./design-colors";

describe("the share images' colours", () => {
  const colors = designColors(":root { --color-brand-950: #041a2e; --color-accent-400:#3fe0c0; --font-sans: x; }");

  it("come from the theme's colour tokens", () => {
    expect(resolveColors('<rect fill="var(--color-brand-950)" stroke="var(--color-accent-400)"/>', colors)).toBe(
      '<rect fill="#041a2e" stroke="#3fe0c0"/>',
    );
  });

  it("fail the build on a token the theme does not define, naming it", () => {
    expect(() => resolveColors('<rect fill="var(--color-brand-951)"/>', colors)).toThrow("--color-brand-951");
  });

  it("include the tokens the card and the site's art use", () => {
    const theme = designColors();
    for (const name of ["brand-950", "brand-900", "brand-800", "brand-500", "brand-300", "accent-300", "accent-400", "ink-300"])
      expect(theme.get(name), name).toMatch(/^#/);
  });
});
