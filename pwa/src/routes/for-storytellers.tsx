// /for-storytellers (spec 3 §2): the landing page for storytellers.
export { ForStorytellersPage } from '../features/landing';
