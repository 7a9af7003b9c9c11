// The sign-out's part of the editor, loaded on use: the World copies this device keeps live in
// y-indexeddb, and the code that clears them comes with Yjs.

/**
 * Removes every World kept on this device (sign-out on a shared device); see
 * collab/collab-session.ts. Loads the editor's session code on first use.
 */
export async function clearWorldCopies(): Promise<void> {
  const { clearWorldCopies: clear } = await import('./collab/collab-session');
  await clear();
}
