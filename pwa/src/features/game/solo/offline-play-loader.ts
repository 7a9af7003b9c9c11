// Offline solo play (issue 21) loaded on demand: the configurator starts a story on the device
// with it, and the engine worker comes along only then.

/** Loads the offline play module (start, select, choose). */
export const loadOfflinePlay = () => import('./offline-play');
