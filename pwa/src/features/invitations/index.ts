// invitations: the page a co-author invitation's one-time link opens (issue 26.2), where a signed-in user accepts it.
export { AcceptInvitationPage } from './accept-invitation-page';
