import { createHash } from 'node:crypto';
import { canonicalJson, ENGINE_VERSION, NARRATOR_VERSION } from '@engine';
import { describe, expect, it } from 'vitest';
import { playOffline } from '../../engine/testing/index';
import { seedTemplate } from '../bench/illustrator-requests';
import { SEED_WORLDS } from './worlds/index';

/**
 * The engine's golden digest (engine/offline/offline-golden.test.ts) plays generated Worlds; this
 * one plays the six bundled Worlds to their endings, whose real prose (quotations inside facts,
 * kids' registers, long names) reaches narrator paths the generated ones do not. When it changes,
 * bump NARRATOR_VERSION (or ENGINE_VERSION) in engine/offline/versions.ts and record the new
 * digest: a device on the old code then uploads with its old version and the server's beats win,
 * instead of its upload being refused as forged.
 */
const GOLDEN = { engineVersion: 3, narratorVersion: 6, digest: 'e7c55778f1dad0ef899d9d491564c9da5742f4ae3d61b06dd971e9ede9fc517c' };

describe('offline versions on the bundled Worlds (issue 21)', () => {
  it('change only with a bump of ENGINE_VERSION or NARRATOR_VERSION', { timeout: 60_000 }, async () => {
    const plays = [];
    for (const world of SEED_WORLDS) plays.push((await playOffline(seedTemplate(world), `golden-${world.seedKey}`)).play.story);
    const digest = createHash('sha256').update(canonicalJson(plays)).digest('hex');
    expect({ engineVersion: ENGINE_VERSION, narratorVersion: NARRATOR_VERSION, digest }).toEqual(GOLDEN);
  });
});
