// Solo stories played on this device with no network (issue 21): started from a cached World, each
// step written by the engine worker and stored in one Dexie transaction with the player's view, so
// the game page (which reads the `stories` table) shows it as it shows any story.
import { ENGINE_VERSION, NARRATOR_VERSION, toClientState, type OfflinePlay } from '@engine';
import { JOIN_CODE_ALPHABET, type DifficultyLevel, type OfflineStoryInputs, type Template } from '@schemas';
import { setOfflineStoriesUnsynced } from '../../../shared/browser/offline-play-flag';
import { addCodeSet } from '../../../shared/local-db/code-sets';
import { localDb, type LocalDb, type OfflineStoryRow } from '../../../shared/local-db/local-db';
import { newRequestId } from '../../../shared/api/request-id';
import { runEngine } from './offline-engine';

function randomBytes(n: number): Uint8Array {
  return crypto.getRandomValues(new Uint8Array(n));
}

/** Ids in the server's own formats, from 128 random bits (story id), 96 (seed) and the code alphabet. */
function newIds(): { storyId: string; seed: string; code: string } {
  const hex = Array.from(randomBytes(16), (b) => b.toString(16).padStart(2, '0')).join('');
  const seed = btoa(String.fromCharCode(...randomBytes(12))).replaceAll('+', '-').replaceAll('/', '_');
  // 240 = 8 x 30: a byte below it maps evenly onto the 30 letters.
  let code = '';
  while (code.length < 10) for (const b of randomBytes(16)) if (b < 240 && code.length < 10) code += JOIN_CODE_ALPHABET[b % 30];
  return { storyId: `story_${hex}`, seed, code };
}

const playOf = (row: OfflineStoryRow): OfflinePlay => ({ story: row.story, actions: [], digests: row.digests });

async function store(db: LocalDb, row: OfflineStoryRow): Promise<void> {
  await db.transaction('rw', db.offlineStories, db.stories, async () => {
    await db.offlineStories.put(row);
    await db.stories.put({ code: row.code, storyId: row.storyId, state: toClientState(row.story, 'player1'), updatedAt: row.updatedAt });
  });
}

/** Whether a World can be started offline: solo, and its full template is on the device. */
export function canStartOffline(template: Template, players: number): boolean {
  return players === 1 && template.playerCountMin === 1;
}

/** Starts a solo story of a cached World on the device; resolves with its join code. */
export async function startOfflineStory(template: Template, settings: { maxTurns: number; difficultyLevel: DifficultyLevel }, db: LocalDb = localDb): Promise<string> {
  const { storyId, seed, code } = newIds();
  const inputs: OfflineStoryInputs = {
    storyId,
    seed,
    engineVersion: ENGINE_VERSION,
    narratorVersion: NARRATOR_VERSION,
    createdAt: new Date().toISOString(),
    templateId: template.id,
    playerCount: 1,
    maxTurns: settings.maxTurns,
    difficultyLevel: settings.difficultyLevel,
    selection: null,
    choices: [],
  };
  const step = await runEngine({ op: 'create', template, inputs });
  if (!step.ok) throw new Error(step.message);
  await store(db, { code, storyId, template, inputs, story: step.play.story, digests: [], status: 'playing', updatedAt: Date.now() });
  await addCodeSet([code], storyId, db);
  setOfflineStoriesUnsynced(true);
  return code;
}

/** Selects the character of an offline story and writes its first beat on the device. */
export async function selectOffline(code: string, identityIndex: number, backgroundIndex: number, db: LocalDb = localDb): Promise<void> {
  const row = await db.offlineStories.get(code);
  if (!row || row.status !== 'playing' || row.inputs.selection) return;
  const selection = { requestId: newRequestId(), identityIndex, backgroundIndex, now: new Date().toISOString() };
  const step = await runEngine({ op: 'select', play: playOf(row), selection });
  if (!step.ok) throw new Error(step.message);
  await store(db, { ...row, inputs: { ...row.inputs, selection }, story: step.play.story, digests: step.play.digests, updatedAt: Date.now() });
}

/** Makes a choice in an offline story and writes the next beat on the device. */
export async function chooseOfflineOption(code: string, optionIndex: number, turn: number, db: LocalDb = localDb): Promise<void> {
  const row = await db.offlineStories.get(code);
  if (!row || row.status !== 'playing' || row.story.currentTurn !== turn) return;
  const choice = { requestId: newRequestId(), turn, optionIndex, now: new Date().toISOString() };
  const step = await runEngine({ op: 'choose', play: playOf(row), choice });
  if (!step.ok) throw new Error(step.message);
  await store(db, { ...row, inputs: { ...row.inputs, choices: [...row.inputs.choices, choice] }, story: step.play.story, digests: step.play.digests, updatedAt: Date.now() });
}
