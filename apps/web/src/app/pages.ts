import type { ComponentType } from 'react';
import { lazyPage, type LazyPage } from '../core/lazyRoute';
import { pageAt, type PageName } from './pagePaths';

// Every page module, each in its own chunk, fetched when its route first renders (or preloaded).
// Apart from the routes and the frame, so that the start asks for its page before their code runs.
const modules = import.meta.glob<{ default: ComponentType }>('../pages/*Page.tsx');
const lazyPages = new Map<PageName, LazyPage>();

/** The page's lazy component: one per page, whichever paths and frames share it. */
export function pageOf(name: PageName): LazyPage {
  let found = lazyPages.get(name);
  if (!found) {
    const load = modules[`../pages/${name}.tsx`];
    if (!load) throw new Error(`no page module src/pages/${name}.tsx`);
    found = lazyPage(load);
    lazyPages.set(name, found);
  }
  return found;
}

/**
 * Starts fetching the code of the page at `pathname` at once, before the app has rendered (its
 * language, store and the platform's status come first): the page's chunk then arrives alongside
 * them instead of after them. Unknown paths start nothing.
 */
export function preloadPage(pathname: string) {
  const name = pageAt(pathname);
  if (name) pageOf(name).preload();
}
