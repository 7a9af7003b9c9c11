// legal: the privacy policy and the credits (open-source licences).
export { PrivacyPage } from './privacy-page';
export { CreditsPage } from './credits-page';
