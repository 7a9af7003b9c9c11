/**
 * A narrator that never finishes its first beat and never yields (tests only): the offline
 * replay's hard time limit must stop it by terminating its thread (issue 26.1).
 */
import { createProceduralNarrator, type Narrator } from '@engine';

/** The procedural narrator, except that writing a beat spins forever. */
export function spinningNarrator(): Narrator {
  return {
    ...createProceduralNarrator(),
    name: 'procedural-spinning',
    writeBeat() {
      for (;;) {
        // Nothing: only terminating the thread ends this.
      }
    },
  };
}
