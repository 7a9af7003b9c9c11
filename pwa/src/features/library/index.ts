// library: the published Worlds: the /library screen, home's featured carousel and list, the
// template reads cached in Dexie that the configurator shares, and the keeper that holds every
// listed World (and its pictures, within a budget) on the device.
export { LibraryPage } from './library-page';
export { FeaturedTemplates } from './featured-templates';
export { TemplateList } from './template-list';
export { useFullTemplate } from './templates-live';
export { keepWorldsOnDevice } from './keeper/keep-worlds-loader';
