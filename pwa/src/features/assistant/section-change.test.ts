import { templateSchema } from '@schemas';
import { describe, expect, it } from 'vitest';
import { exampleTemplate } from '../../../../schemas/testing/examples';
import { describeChange, pendingSections, withoutSection } from './section-change';

describe('the review modal reads a section change as text, not JSON', () => {
  const world = templateSchema.parse(exampleTemplate());

  it('lists added and removed story elements by name and role, and changed fields as before and after', () => {
    const [first, ...rest] = world.storyElements;
    const update = { storyElements: [{ ...first!, appearance: 'A new look' }, ...rest.slice(1), { id: 'el_new', name: 'Captain Wren', role: 'character, a smuggler', instructions: '', appearance: '', facts: [] }] };
    const rows = describeChange('storyElements', world, update);
    const listRow = rows.find((r) => r.kind === 'list');
    expect(listRow).toMatchObject({ added: ['Captain Wren — character, a smuggler'] });
    if (rest[0]) expect(listRow).toMatchObject({ removed: [rest[0].role ? `${rest[0].name} — ${rest[0].role}` : rest[0].name] });
    expect(rows).toContainEqual({ kind: 'text', label: `${first!.role ? `${first!.name} — ${first!.role}` : first!.name} › Appearance`, before: first!.appearance, after: 'A new look' });
    expect(JSON.stringify(rows)).not.toMatch(/"id":/);
  });

  it('accepting a section removes exactly its keys; the pending sections follow', () => {
    const update = { guidelines: world.guidelines, statGroups: ['A'], sharedStats: [], playerStats: [], player1: world.player1 };
    expect(pendingSections(update)).toEqual(['guidelines', 'stats', 'players']);
    const left = withoutSection(update, 'stats');
    expect(Object.keys(left).sort()).toEqual(['guidelines', 'player1']);
    expect(pendingSections(withoutSection(withoutSection(left, 'guidelines'), 'players'))).toEqual([]);
  });
});
