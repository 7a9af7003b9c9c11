// Issue 29 item 7: every prompt a reviewer reads is kept as a file beside the prompt builders
// (`__prompts__/`); a change to a prompt fails here until its snapshot is updated with it
// (`npx vitest run sync-server/src/ai/prompt-snapshots.test.ts -u`), so the diff shows the change.
import { describe, expect, it } from 'vitest';
import { captureScenario } from '../../testing/prompt-capture';
import { renderForSnapshot, requestLabel, selectForReview, sharedSystemOf, SNAPSHOT_SCENARIOS } from '../../testing/prompt-report';

describe('narrator prompts: snapshots', () => {
  for (const scenario of SNAPSHOT_SCENARIOS) {
    it(`the requests of "${scenario.id}" are the ones kept in __prompts__/${scenario.id}`, async () => {
      const all = await captureScenario(scenario);
      const picked = selectForReview(all, [1, 5]);
      expect(picked.length).toBeGreaterThan(4);
      const system = sharedSystemOf(all);
      await expect(`${system}\n`).toMatchFileSnapshot(`__prompts__/${scenario.id}/system.txt`);
      for (const r of picked) await expect(renderForSnapshot(r, system)).toMatchFileSnapshot(`__prompts__/${scenario.id}/${requestLabel(r)}.txt`);
    }, 60_000);
  }
});
