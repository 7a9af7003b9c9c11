import { describe, expect, it } from 'vitest';
import { makeWorld, playOffline } from '../testing';
import { canonicalJson } from './beat-digest';
import { sha256Hex } from '../core/sha256';
import { ENGINE_VERSION, NARRATOR_VERSION } from './versions';

/**
 * The digest of three fixed solo stories played to their endings, recorded with the versions that
 * wrote them. When the engine's or the procedural narrator's output changes, bump the matching
 * version in versions.ts and record the new digest here: a device on the old code then uploads
 * stories whose version differs, and the server's beats win instead of the upload being refused.
 */
const GOLDEN = { engineVersion: 3, narratorVersion: 6, digest: '13d8c72734d8dae61f07cb882a9369cae3577650d7b6a5ec965a0a02aa3570cd' };

describe('offline versions (issue 21)', () => {
  it('change only with a bump of ENGINE_VERSION or NARRATOR_VERSION (golden digest of fixed stories)', async () => {
    const plays = [];
    for (const seed of [1, 2, 3]) plays.push((await playOffline(makeWorld(seed, { playerCountMin: 1 }), `golden-${seed}`)).play.story);
    const digest = sha256Hex(canonicalJson(plays));
    expect({ engineVersion: ENGINE_VERSION, narratorVersion: NARRATOR_VERSION, digest }).toEqual(GOLDEN);
  });
});
