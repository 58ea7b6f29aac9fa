// Builds public/icons.svg: one <symbol> per icon named in app/components/ui/icons.tsx,
// drawn by lucide-react itself so the shapes are exactly lucide's.
import fs from "node:fs";
import { createElement, type ComponentType } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import * as lucide from "lucide-react";
import { BRAND_ICONS } from "./brand-icons";

export const ICONS_MODULE = "app/components/ui/icons.tsx";
export const SPRITE_FILE = "public/icons.svg";

export function iconNames(source = fs.readFileSync(ICONS_MODULE, "utf8")): string[] {
  return [...source.matchAll(/icon\("([a-z0-9-]+)"\)/g)].map((match) => match[1]!).sort();
}

function pascal(name: string): string {
  return name.replace(/(^|-)([a-z0-9])/g, (_, _dash, char: string) => char.toUpperCase());
}

export function buildIconSprite(names = iconNames()): string {
  const library = lucide as unknown as Record<string, ComponentType>;
  const symbols = names.map((name) => {
    const component = library[pascal(name)];
    if (!component) throw new Error(`lucide-react has no icon "${name}"`);
    const svg = renderToStaticMarkup(createElement(component));
    const inner = svg.replace(/^<svg[^>]*>/, "").replace(/<\/svg>$/, "");
    return `<symbol id="${name}" viewBox="0 0 24 24">${inner}</symbol>`;
  });
  const brands = Object.entries(BRAND_ICONS).map(
    ([name, path]) =>
      `<symbol id="brand-${name}" viewBox="0 0 24 24"><path d="${path}"></path></symbol>`,
  );
  return `<svg xmlns="http://www.w3.org/2000/svg">\n${[...symbols, ...brands].join("\n")}\n</svg>\n`;
}
