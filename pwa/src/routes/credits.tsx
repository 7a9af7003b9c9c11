// /credits (spec 1 §2): the credits.
export { CreditsPage } from '../features/legal';
