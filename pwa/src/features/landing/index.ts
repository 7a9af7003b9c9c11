// landing: the pages for storytellers, coaches and educators, with their copy and FAQ.
export { ForStorytellersPage } from './for-storytellers-page';
export { ForCoachesPage } from './for-coaches-page';
export { ForEducatorsPage } from './for-educators-page';
