import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeOpenAi, type FakeOpenAi } from '../../testing/fake-openai';
import { pngBytes } from '../../testing/test-pictures';
import type { PictureRequest } from './illustrator';
import { createOpenAiIllustrator } from './openai-illustrator';

// Issue 17 "an OpenAI-compatible illustrator", against a real local HTTP server speaking the
// images API: a real PNG comes back as a picture; every bad answer throws a readable message.
describe('OpenAI-compatible illustrator', () => {
  let fake: FakeOpenAi;
  beforeAll(async () => {
    fake = await startFakeOpenAi();
  });
  afterAll(() => fake.close());

  const request: PictureRequest = {
    kind: 'scene',
    prompt: 'The keeper at the lamp room at dusk',
    instructions: { visualStyle: 'Ink and watercolour', colorPalette: 'slate blue, rust', atmosphere: 'misty evenings', characterStyle: 'weathered faces' },
    seed: 'story_1/t2-p1-1',
    worldKey: 'world_lighthouse',
    details: 'Old Maren (character): a keeper with a grey beard and a brass lantern',
    title: 'The keeper at the lamp room',
    size: '1536x1024',
    quality: 'medium',
  };
  const illustrator = (model = 'gpt-image-1', timeoutMs = 5_000) => createOpenAiIllustrator({ apiKey: 'test-key', baseURL: fake.baseURL, model, timeoutMs });

  it('asks the images API once, with the request, the references and the World style in the prompt, and returns the PNG it answered', async () => {
    fake.scriptImages({ type: 'png', width: 12, height: 8 });
    const before = fake.images.length;
    const picture = await illustrator().paint(request);
    expect(picture.fileType).toBe('png');
    expect(picture.mimeType).toBe('image/png');
    expect(picture.bytes).toEqual(pngBytes(12, 8));
    expect(fake.images.length).toBe(before + 1);
    const body = fake.images.at(-1)!;
    expect(body).toMatchObject({ model: 'gpt-image-1', n: 1, size: '1536x1024', quality: 'medium' });
    // GPT image models always answer base64 and refuse response_format.
    expect(body).not.toHaveProperty('response_format');
    const prompt = String(body.prompt);
    for (const words of ['The keeper at the lamp room at dusk', 'grey beard and a brass lantern', 'Ink and watercolour', 'slate blue, rust', 'misty evenings', 'weathered faces', 'No text']) {
      expect(prompt).toContain(words);
    }
  });

  it('asks other models for b64_json and in their own quality words', async () => {
    fake.scriptImages({ type: 'png' });
    await illustrator('dall-e-3').paint({ ...request, quality: 'high' });
    expect(fake.images.at(-1)).toMatchObject({ model: 'dall-e-3', response_format: 'b64_json', quality: 'hd' });
  });

  it.each([
    ['an HTTP 500', { type: 'error', status: 500, message: 'the model is on fire' } as const, /HTTP 500.*the model is on fire/],
    ['garbage base64', { type: 'garbage' } as const, /not a picture/],
    ['an HTML page', { type: 'html' } as const, /without a picture/],
    ['JSON without a picture', { type: 'empty' } as const, /without a picture/],
    ['a 20 MB body', { type: 'huge', mb: 20 } as const, /more than \d+ MB/],
  ])('fails with a readable message on %s', async (_name, reply, message) => {
    fake.scriptImages(reply);
    await expect(illustrator().paint(request)).rejects.toThrow(message);
  });

  it('fails when the provider does not answer within the time-out', async () => {
    fake.scriptImages({ type: 'slow', ms: 30_000, reply: { type: 'png' } });
    await expect(illustrator('gpt-image-1', 1_000).paint(request)).rejects.toThrow(/did not answer within 1 second\./);
  });
});
