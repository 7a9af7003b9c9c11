// The app rendered to HTML outside the browser (issue 31): the build prerenders the pages whose
// first screen does not depend on the visitor (pwa/build/prerender-plugin.ts), and the server
// renders them again with its settings and the published Worlds of the moment
// (sync-server/src/http/prerendered-pages.ts). The same routes and components as in the browser,
// so a screen's change shows in its prerendered HTML by itself; main.tsx then hydrates the markup.
// Built by Vite as an SSR bundle into `<outDir>/ssr/` (never served, never precached).
import type { SiteConfig } from '@schemas';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type RouteObject } from 'react-router';
import { assignRouteIds } from './app/prepare-routes';
import { routes } from './app/router';
import { LECTURES } from './features/academy';
import { setSiteConfig } from './shared/site-config';
import { PageDataContext, type PageData } from './shared/prerender/page-data';
import { documentFor, type DocumentParts } from './shared/prerender/document';

export type { PageData } from './shared/prerender/page-data';
export { documentFor, gameShellInto, type DocumentParts } from './shared/prerender/document';

/** A page prerendered for every visitor: its route, the file the build writes it to, and whether it shows the published Worlds. */
export interface PrerenderedPage {
  route: string;
  file: string;
  worlds: boolean;
  /** Its Worlds are shuffled per render (spec 1 §5): the server keeps a few shuffles. */
  shuffled?: boolean;
}

/** The pages whose first screen is the same for every visitor (issue 31), and the game page's shell. */
export const PRERENDERED_PAGES: readonly PrerenderedPage[] = [
  { route: '/', file: 'home.html', worlds: true },
  { route: '/library', file: 'library.html', worlds: true, shuffled: true },
  { route: '/academy', file: 'academy.html', worlds: false },
  ...LECTURES.map((lecture) => ({ route: `/academy/${lecture.id}`, file: `academy/${lecture.id}.html`, worlds: false })),
  { route: '/for-storytellers', file: 'for-storytellers.html', worlds: false },
  { route: '/for-coaches', file: 'for-coaches.html', worlds: false },
  { route: '/for-educators', file: 'for-educators.html', worlds: false },
  { route: '/privacy', file: 'privacy.html', worlds: false },
  { route: '/credits', file: 'credits.html', worlds: false },
  { route: '/users/signin', file: 'users/signin.html', worlds: false },
  { route: '/users/reset-password', file: 'users/reset-password.html', worlds: false },
];

/** The game page's route: its shell (header, the story's place) is prerendered into the app shell itself. */
export const GAME_SHELL_ROUTE = '/game/:code';

/**
 * The routes as the server renders them: loaders are the browser's business (the game page's
 * starts joining the game), so here every route's loader answers null.
 */
function serverRoutes(list: RouteObject[]): RouteObject[] {
  return list.map((route) => {
    const copy = { ...route } as RouteObject;
    if (copy.loader) copy.loader = () => null;
    const lazy = route.lazy;
    if (typeof lazy === 'function') {
      copy.lazy = async () => {
        const loaded = await lazy();
        return loaded.loader ? { ...loaded, loader: () => null } : loaded;
      };
    }
    if (route.children) copy.children = serverRoutes(route.children);
    return copy;
  });
}

assignRouteIds(routes);
const handler = createStaticHandler(serverRoutes(routes));

/** What one render gives: the markup of #root, the page's title, and its HTTP status. */
export interface RenderedPage {
  markup: string;
  title: string | null;
  status: number;
}

async function streamText(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}

/** Title elements React writes in front of the markup (they move into <head>). */
const LEADING_TITLE = /^<title>([\s\S]*?)<\/title>/;

/**
 * Renders `url` (path and query) with `data` and the installation's `siteConfig`: every lazy
 * screen and Suspense boundary resolved, as the browser's first render will see it.
 */
export async function renderPage(url: string, data: PageData, siteConfig: SiteConfig): Promise<RenderedPage> {
  setSiteConfig(siteConfig);
  const context = await handler.query(new Request(new URL(url, 'http://prerender.invalid')));
  if (context instanceof Response) throw new Error(`[prerender] ${url} answers with a redirect (${context.status})`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <PageDataContext value={data}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </PageDataContext>
    </StrictMode>,
    // Every boundary inline, where it shows: past this many bytes React would send a finished
    // boundary after the page with a script that moves it in, and a browser painting the page
    // before it arrives shows the footer where the library's list goes (issue 31: CLS 0.17).
    { onError: (error) => void errors.push(error), progressiveChunkSize: Number.MAX_SAFE_INTEGER },
  );
  let markup = await streamText(prelude);
  // A part that fails on the server would be left to the browser to draw: a page half prerendered.
  if (errors.length > 0) throw new AggregateError(errors, `[prerender] ${url} did not render: ${String(errors[0])}`);
  let title: string | null = null;
  const leading = LEADING_TITLE.exec(markup);
  if (leading) {
    title = leading[1] ?? null;
    markup = markup.slice(leading[0].length);
  }
  return { markup, title, status: context.statusCode };
}

/** Renders `url` into a whole document over `parts` (the built shell and the page's preloads). */
export async function renderDocument(url: string, data: PageData, siteConfig: SiteConfig, parts: DocumentParts): Promise<{ html: string; status: number }> {
  const page = await renderPage(url, data, siteConfig);
  return { html: documentFor(parts, page, data), status: page.status };
}
