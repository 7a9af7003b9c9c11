// The newsletter call for other features, loaded on use (registration with the opt-in), so the
// code that imports it does not carry it.

/** Loads newsletter-api.ts. */
export const loadNewsletterApi = () => import('./newsletter-api');
