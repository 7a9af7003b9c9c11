// library: the published Worlds: the /library screen, home's featured carousel and list, and the
// template reads cached in Dexie that the configurator shares.
export { LibraryPage } from './library-page';
export { FeaturedTemplates } from './featured-templates';
export { TemplateList } from './template-list';
export { useFullTemplate } from './templates-live';
