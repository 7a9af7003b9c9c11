import { illustrate } from '@engine';
import { describe, expect, it } from 'vitest';
import { makeStory } from '../../../engine/testing/index';
import { createOfflineIllustrator } from '../images/illustrator';
import { pictureRequestFor, referencedPeople } from './story-images';

describe("a story picture's people (issue 27: a person keeps one look in every picture)", () => {
  it('names each referenced character and identity under the key of their own pictures', async () => {
    const { story } = await makeStory({ seed: 'people', playerCount: 1 });
    const element = story.world.storyElements[0]!;
    const choice = story.players.player1!.identityChoice;
    const people = referencedPeople(story, [element.id, 'player1', 'no_such_thing']);
    expect(people.map((p) => p.key)).toEqual([`elements/${element.id}`, `players/player1_${choice}`]);
    expect(people[1]!.name).toBe(story.players.player1!.possibleCharacterIdentities[choice]!.name);
  });

  it("paints a portrait with its person's key, and a beat picture with its people, through the offline illustrator", async () => {
    const { story } = await makeStory({ seed: 'people-2', playerCount: 1 });
    const portrait = pictureRequestFor(story, { id: 'player1_0', source: 'story', sourceId: story.id, subDirectory: 'players', fileType: 'svg', status: 'generating', description: '' }, '1536x1024', 'low');
    expect(portrait?.person).toBe('players/player1_0');
    const painted = await createOfflineIllustrator().paint(portrait!);
    // The key reaches the illustrator: the same request without it is another picture.
    const { person: _key, size: _s, quality: _q, ...rest } = portrait!;
    expect(painted.bytes.toString()).not.toBe(illustrate({ ...rest }).svg);
  });
});
