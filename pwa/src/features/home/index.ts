// home: the home page's own sections: the hero with Join Game, category shortcuts, quick starts.
export { HomeHero } from './home-hero';
export { CategoryShortcuts } from './category-shortcuts';
export { QuickStarts } from './quick-starts';
