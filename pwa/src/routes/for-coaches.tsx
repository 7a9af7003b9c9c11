// /for-coaches (spec 3 §2): the landing page for coaches.
export { ForCoachesPage } from '../features/landing';
