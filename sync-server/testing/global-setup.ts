/**
 * Vitest globalSetup: one throw-away PostgreSQL server for the whole run. Tests read its URL with
 * `inject('pgUrl')` and create their own database on it (see test-db.ts).
 */
import type { TestProject } from 'vitest/node';
import { startPostgres } from './postgres-server';

declare module 'vitest' {
  export interface ProvidedContext {
    /** URL of a database on the run's PostgreSQL server (any test may create more on it). */
    pgUrl: string;
  }
}

/** Starts the server, provides `pgUrl`, and returns the teardown that stops it. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const server = await startPostgres();
  console.log(`[test-postgres] ${server.version} on 127.0.0.1:${server.port}`);
  project.provide('pgUrl', server.url);
  return async () => {
    await server.stop();
  };
}
