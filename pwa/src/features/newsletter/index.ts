// newsletter: the newsletter card and its subscription call.
export { NewsletterCard } from './newsletter-card';
export { loadNewsletterApi } from './newsletter-loader';
