// schemas/PROTOCOL.md documents the game protocol whose single source is the zod schemas: every
// message type and every field of the schemas must appear on the page, in its message's section.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { clientStoryStateSchema } from './client-state';
import { clientMessageSchema, notificationSchema, responseMessageSchema, stateTriggerSchema } from './realtime';

const page = readFileSync(new URL('./PROTOCOL.md', import.meta.url), 'utf8');

/** The text of the `### name` section, up to the next heading. */
function section(name: string): string | null {
  const start = page.indexOf(`\n### ${name}\n`);
  if (start < 0) return null;
  const rest = page.slice(start + 1);
  const end = rest.slice(4).search(/\n#{2,3} /);
  return end < 0 ? rest : rest.slice(0, end + 4);
}

const fieldsOf = (shape: Record<string, unknown>) => Object.keys(shape).filter((k) => k !== 'type');

describe('schemas/PROTOCOL.md', () => {
  it('has a section for every client message, naming each of its fields', () => {
    const missing: string[] = [];
    for (const option of clientMessageSchema.options) {
      const type = option.shape.type.value;
      const text = section(type);
      if (!text) missing.push(`### ${type}`);
      else for (const field of fieldsOf(option.shape)) if (!text.includes(`\`${field}\``)) missing.push(`${type}.${field}`);
    }
    expect(missing).toEqual([]);
  });

  it('has a section for every notification, naming each of its fields', () => {
    const missing: string[] = [];
    for (const option of notificationSchema.options) {
      const type = option.shape.type.value;
      const text = section(type);
      if (!text) missing.push(`### ${type}`);
      else for (const field of fieldsOf(option.shape)) if (!text.includes(`\`${field}\``)) missing.push(`${type}.${field}`);
    }
    for (const trigger of stateTriggerSchema.options) if (!section('state_update_notification')?.includes(`\`${trigger}\``)) missing.push(`trigger ${trigger}`);
    expect(missing).toEqual([]);
  });

  it('names every field of the reply envelope and of the per-player state', () => {
    const missing = [...Object.keys(responseMessageSchema.shape), ...Object.keys(clientStoryStateSchema.shape)].filter((f) => !page.includes(`\`${f}\``));
    expect(missing).toEqual([]);
  });
});
