// /invitations/accept?token=... : the page a co-author invitation's link opens (issue 26.2).
export { AcceptInvitationPage } from '../features/invitations';
