import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { iconComponents } from "./icon-components";

export const ICON_SPRITE_PATH = "app/components/ui/icon-sprite.svg";

/** The body of one icon's <svg> (its paths and shapes), as lucide draws it. */
function iconBody(name: keyof typeof iconComponents): string {
  const markup = renderToStaticMarkup(createElement(iconComponents[name]));
  const body = /^<svg[^>]*>([\s\S]*)<\/svg>$/.exec(markup)?.[1];
  if (body === undefined) throw new Error(`Icon ${name} did not render as one <svg>`);
  return body;
}

/**
 * Every icon as a <symbol>, in one file the browser caches once for the whole site: pages draw an icon
 * with <use>, so neither their HTML nor their JavaScript carries its paths.
 */
export function iconSprite(): string {
  const names = Object.keys(iconComponents).sort() as (keyof typeof iconComponents)[];
  const symbols = names.map((name) => `<symbol id="${name}" viewBox="0 0 24 24">${iconBody(name)}</symbol>`);
  return `<svg xmlns="http://www.w3.org/2000/svg">\n${symbols.join("\n")}\n</svg>\n`;
}
