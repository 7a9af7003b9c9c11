// /privacy (spec 1 §2): the privacy policy.
export { PrivacyPage } from '../features/legal';
