// Puts a prerendered page together (issue 31): the built app shell (pwa/index.html after Vite)
// with the page's markup inside #root, its data block beside it, its title, and module preloads
// for the screen's chunks. Used by the build and, through the SSR bundle, by the server.
import { pageDataBlock, scriptSafeJson, type PageData } from './page-data';

/** The built shell a page is made from, and the chunks its screen needs (as `/assets/...` paths). */
export interface DocumentParts {
  template: string;
  preloads: readonly string[];
}

/** Where the markup goes: the shell's empty #root. */
const ROOT = '<div id="root"></div>';

/**
 * The markup's inline style attributes, moved into one <style> element: the
 * Content-Security-Policy allows no `style="..."` in HTML but allows this element by its hash
 * (the server adds it per page, sync-server/src/http/security-headers.ts). Each styled element
 * gets `data-s="n"`; its rule sits under #root, so it outweighs the app's classes as the attribute
 * did, and the app's later changes to the element's style (the CSSOM) still win.
 */
export function hoistInlineStyles(markup: string): { markup: string; css: string } {
  const rules = new Map<string, number>();
  // Inside a start tag only: React escapes < > " in attribute values and text alike.
  const hoisted = markup.replace(/(<[a-zA-Z][^<>]*?\s)style="([^"]*)"/g, (_, head: string, style: string) => {
    let n = rules.get(style);
    if (n === undefined) {
      n = rules.size;
      rules.set(style, n);
    }
    return `${head}data-s="${n}"`;
  });
  const css = [...rules].map(([style, n]) => `#root [data-s="${n}"]{${cssText(style)}}`).join('');
  return { markup: hoisted, css };
}

/** An attribute's style text as CSS inside a <style> element (entities decoded, no way to end the element). */
function cssText(attribute: string): string {
  return attribute
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/</g, '\\3c ');
}

/** The id of the <style> element of a page's hoisted inline styles. */
export const PAGE_STYLE_ID = 'taleforge-page-styles';

function withStyles(html: string, css: string): string {
  if (css === '') return html;
  return html.replace('</head>', () => `<style id="${PAGE_STYLE_ID}">${css}</style></head>`);
}

function withPreloads(html: string, preloads: readonly string[]): string {
  if (preloads.length === 0) return html;
  const links = preloads.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`).join('');
  return html.replace('</head>', () => `${links}</head>`);
}

function assertShell(template: string): void {
  if (!template.includes(ROOT)) throw new Error(`[prerender] the shell has no ${ROOT}`);
}

/** A whole page: `page`'s markup in the shell, with its data, title and preloads. */
export function documentFor(parts: DocumentParts, page: { markup: string; title: string | null }, data: PageData): string {
  assertShell(parts.template);
  const { markup, css } = hoistInlineStyles(page.markup);
  let html = parts.template.replace(ROOT, () => `<div id="root">${markup}</div>${pageDataBlock(data)}`);
  if (page.title !== null) html = html.replace(/<title>[\s\S]*?<\/title>/, () => `<title>${page.title}</title>`);
  return withStyles(withPreloads(html, parts.preloads), css);
}

/** The id of the template holding the game page's shell, and of its data block. */
export const GAME_SHELL_ID = 'taleforge-game-shell';

/**
 * The app shell with the game page's shell kept beside #root: its inline script puts it in
 * place before the first paint when the address is a game (served by the server or by the
 * service worker alike), and leaves #root empty for every other screen.
 */
export function gameShellInto(template: string, page: { markup: string }, data: PageData): string {
  assertShell(template);
  const { markup, css } = hoistInlineStyles(page.markup);
  const kept = `<template id="${GAME_SHELL_ID}">${markup}</template><script type="application/json" id="${GAME_SHELL_ID}-data">${scriptSafeJson(data)}</script>`;
  return withStyles(template.replace(ROOT, () => `${ROOT}${kept}`), css);
}
