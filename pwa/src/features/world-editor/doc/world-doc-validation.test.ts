import { newStat, newTemplate, validationBanner } from '@engine';
import { docToTemplateInput, templateToDoc } from '@engine/world-doc';
import type { TemplateInput } from '@schemas';
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { worldIssues } from './world-doc-validation';

const NOW = '2025-01-01T00:00:00.000Z';

function docOf(t: TemplateInput): Y.Doc {
  const doc = new Y.Doc();
  templateToDoc(t, doc);
  return doc;
}

describe('worldIssues: the live validation banner', () => {
  it('a fresh World has no issues', () => {
    expect(worldIssues(docToTemplateInput(docOf(newTemplate({ id: 'tpl_v', now: NOW }))))).toEqual([]);
  });

  it("reports the engine's messages first, then schema problems in words an author can act on", () => {
    const base = newTemplate({ id: 'tpl_v', now: NOW, playerCountMax: 1 });
    const broken = {
      ...base,
      playerCountMax: 2, // player2 has no options yet
      statGroups: ['Body'],
      playerStats: [{ ...newStat('player', ['Body'], []), id: 'nerve', name: 'Nerve', type: 'colour' }],
      storyElements: [{ id: 'old_lighthouse', name: '', role: '', instructions: '', appearance: '', facts: [] }],
    } as unknown as TemplateInput;
    const messages = worldIssues(docToTemplateInput(docOf(broken))).map((i) => i.message);
    expect(messages).toEqual([
      'Stat "Nerve" has invalid type: colour',
      'Background "Background 1" in player1 is missing stats: nerve',
      'Background "Background 2" in player1 is missing stats: nerve',
      'Background "Background 3" in player1 is missing stats: nerve',
      'Element "old_lighthouse" › name is required',
    ]);
    const banner = validationBanner(worldIssues(docToTemplateInput(docOf(broken))));
    expect(banner.title).toBe('5 Error(s) Found');
    expect(banner.messages).toHaveLength(3);
    expect(banner.more).toBe('+2 more issues');
  });

  it('names a field over its length limit and the limit (issue 26.4)', () => {
    const base = newTemplate({ id: 'tpl_v', now: NOW });
    const long = { ...base, teaser: 'x'.repeat(1_001), tags: Array.from({ length: 21 }, (_, i) => `Tag ${i}`) } as TemplateInput;
    const messages = worldIssues(docToTemplateInput(docOf(long))).map((i) => i.message);
    expect(messages).toContainEqual(expect.stringMatching(/^Teaser is too long \(at most 1000 characters\)$/));
    expect(messages).toContainEqual(expect.stringMatching(/allows at most 20$/));
  });

  it('reports cross-field problems (slots, id prefixes) once the fields themselves are well-formed', () => {
    const base = newTemplate({ id: 'tpl_v', now: NOW, playerCountMax: 1 });
    const t = {
      ...base,
      playerCountMax: 2,
      statGroups: ['Body'],
      sharedStats: [{ ...newStat('shared', ['Body'], []), id: 'tide', name: 'Tide' }],
    } as unknown as TemplateInput;
    expect(worldIssues(docToTemplateInput(docOf(t))).map((i) => i.message)).toEqual([
      'Player 2 options are required for 2 players',
      'Shared stat "Tide" › id must start with shared_',
    ]);
  });
});
