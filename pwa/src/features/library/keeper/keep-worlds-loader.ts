// The app starts the library's keeper on start and on reconnect (app/background-work.ts); its
// code (the device store, the HTTP client, zod) loads then, never with the first paint.

/** Keeps every World the library lists on this device (world-keeper.ts); loads the keeper on first use, never rejects. */
export async function keepWorldsOnDevice(): Promise<void> {
  try {
    const { startKeepingWorlds } = await import('./world-keeper');
    await startKeepingWorlds();
  } catch (error) {
    console.error('[keepWorldsOnDevice]', error);
  }
}
