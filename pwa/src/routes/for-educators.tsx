// /for-educators (spec 3 §2): the landing page for educators.
export { ForEducatorsPage } from '../features/landing';
