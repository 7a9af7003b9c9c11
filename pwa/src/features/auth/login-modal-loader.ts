// The 'Login or Create Account' modal for the top bar, loaded on demand (its forms, the HTTP
// client and the device store stay out of the first paint).

/** Loads login-modal.tsx (the top bar also calls it on hover and focus, to have it ready). */
export const loadLoginModal = () => import('./login-modal');
