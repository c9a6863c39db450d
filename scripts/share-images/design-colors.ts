import { readFileSync } from "node:fs";

/** The colour tokens of the site's theme (`--color-*` in app/app.css), so the share images use the same palette. */
export function designColors(css = readFileSync("app/app.css", "utf8")): Map<string, string> {
  return new Map(
    [...css.matchAll(/--color-([\w-]+):\s*(#[0-9a-fA-F]{3,8})\s*;/g)].map(([, name, value]) => [name as string, value as string]),
  );
}

/** Swaps `var(--color-x)` for the token's value: SVG drawn for the browser, made readable by an image renderer. */
export function resolveColors(markup: string, colors: Map<string, string>): string {
  return markup.replace(/var\(--color-([\w-]+)\)/g, (_, name: string) => {
    const value = colors.get(name);
    if (!value) throw new Error(`Share images: no colour token --color-${name} in app/app.css`);
    return value;
  });
}

/** A standalone SVG document of a component's markup, as a data URI an image can load. */
export function svgDataUri(markup: string, colors: Map<string, string>): string {
  const standalone = resolveColors(markup, colors).replace(/^<svg /, '<svg xmlns="http://www.w3.org/2000/svg" ');
  return `data:image/svg+xml;base64,${Buffer.from(standalone).toString("base64")}`;
}
