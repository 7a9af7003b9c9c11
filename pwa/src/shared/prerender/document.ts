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
 * Inline style attributes of the markup, kept aside: the Content-Security-Policy allows no
 * `style="..."` in HTML, so they travel as data-ssr-style and the shell's inline script applies
 * them through the CSSOM (which the policy allows) before the first paint.
 */
export function deferInlineStyles(markup: string): string {
  return markup.replace(/ style="/g, ' data-ssr-style="');
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
  // Hidden (styles/app.css) until the shell's script has applied the inline styles: a paint in between would move things.
  let html = parts.template.replace(ROOT, () => `<div id="root" data-prerendered>${deferInlineStyles(page.markup)}</div>${pageDataBlock(data)}`);
  if (page.title !== null) html = html.replace(/<title>[\s\S]*?<\/title>/, () => `<title>${page.title}</title>`);
  return withPreloads(html, parts.preloads);
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
  const kept = `<template id="${GAME_SHELL_ID}">${deferInlineStyles(page.markup)}</template><script type="application/json" id="${GAME_SHELL_ID}-data">${scriptSafeJson(data)}</script>`;
  return template.replace(ROOT, () => `${ROOT}${kept}`);
}
