// /users/reset-password?token=... : the page a 'Forgot password?' link opens.
export { ResetPasswordPage } from '../features/auth';
