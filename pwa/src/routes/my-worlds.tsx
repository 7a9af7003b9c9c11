// /users/my-worlds (spec 2 §2): the user's Worlds.
export { MyWorldsPage } from '../features/worlds';
