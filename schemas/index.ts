// The public surface of schemas/: every entity, request, response and realtime message.
export * from './ids';
export * from './constants';
export * from './envelope';
export * from './template';
export * from './story';
export * from './client-state';
export * from './user';
export * from './api';
export * from './admin';
export * from './images';
export * from './realtime';
export * from './text';
export * from './site-config';
export * from './zip';
export * from './offline';
export * from './world-limits';
export * from './invitations';
