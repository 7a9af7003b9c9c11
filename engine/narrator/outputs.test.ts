import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { NARRATOR_OUTPUT_SCHEMAS } from './outputs';

describe('narrator output schemas', () => {
  it('every output schema converts to a JSON schema (no transforms), with every field required', () => {
    for (const [call, schema] of Object.entries(NARRATOR_OUTPUT_SCHEMAS)) {
      const json = z.toJSONSchema(schema) as { type: string; required: string[]; properties: Record<string, unknown>; additionalProperties: boolean };
      expect(json.type, call).toBe('object');
      expect(json.required.sort(), call).toEqual(Object.keys(json.properties).sort());
      expect(JSON.stringify(json), call).not.toMatch(/"default"/);
    }
  });
});
