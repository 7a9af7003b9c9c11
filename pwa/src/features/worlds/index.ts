// worlds: the user's own Worlds (/users/my-worlds): list, create, delete.
export { MyWorldsPage } from './my-worlds-page';
export { createWorld, createWorldFrom } from './account-worlds';
