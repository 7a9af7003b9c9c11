import type { ClientBeat, ClientStoryState, ImageReference } from '@schemas';
import { describe, expect, it } from 'vitest';
import { picturesToKeep } from './use-keep-pictures';

const ref = (id: string, status: ImageReference['status'] = 'ready', subDirectory = ''): ImageReference => ({ id, source: 'story', sourceId: 's1', subDirectory, fileType: 'svg', status, description: id, version: `v-${id}` });
const beat = (turn: number, ids: string[], interlude = ''): ClientBeat =>
  ({
    id: `b${turn}`,
    turn,
    title: `Beat ${turn}`,
    text: ids.map((id, i) => `<image id="${id}" source="story" desc="x" fileType="jpeg" subDir="" float="left" />Paragraph ${i}.`).join('\n\n') + '\n\nEnd.',
    options: [],
    choice: -1,
    interludes: [{ text: 'Meanwhile', imageId: interlude, imageSource: interlude ? 'story' : 'none' }],
    isEnding: false,
  }) as unknown as ClientBeat;

// Issue 17: the pictures a learner will reread offline are fetched (and so kept by the service
// worker) as soon as they are ready: those of the latest two beats and the chosen portrait.
describe('pictures kept for offline reading', () => {
  it('takes the ready pictures of the latest two beats, their interludes and the chosen portrait', () => {
    const own = { identityChoice: 1, beatHistory: [beat(1, ['t1-a']), beat(2, ['t2-a', 't2-b']), beat(3, ['t3-a'], 't3-z')] };
    const state = {
      playerSlot: 'player1',
      images: [ref('t1-a'), ref('t2-a'), ref('t2-b', 'generating'), ref('t3-a'), ref('t3-z'), ref('player1_0', 'ready', 'players'), ref('player1_1', 'ready', 'players')],
    } as unknown as ClientStoryState;
    expect(picturesToKeep(state, own as never)).toEqual([
      '/images/stories/s1/t2-a.svg?t=v-t2-a',
      '/images/stories/s1/t3-a.svg?t=v-t3-a',
      '/images/stories/s1/t3-z.svg?t=v-t3-z',
      '/images/stories/s1/players/player1_1.svg?t=v-player1_1',
    ]);
  });
});
