// Issue 26.4 and 26.5. Every text field of a World has a limit: a teaser of 9.9 MB, a title of
// 10,000 characters, 300 story elements and a collection of 1,001 Worlds are sent through every
// door that stores a World; a success is any of them stored. The assistant never answers 500 on a
// long word: prompts of one 125-letter word and one 7,000-letter word; a success is a draft whose
// names are over their limits.
import { randomBytes } from 'node:crypto';
import { worldLimitIssues } from '@schemas';
import JSZip from 'jszip';
import { exampleTemplate } from '../../schemas/testing/examples';
import { templateJson, zipOf } from '../testing/zip-fixtures';
import { auditAccount } from './audit-accounts';
import type { Answer, AttackRow } from './audit-client';
import type { AuditContext } from './audit-context';

const stamp = { createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z' };

/** The two rows. */
export async function worldLimitAttacks(ctx: AuditContext): Promise<AttackRow[]> {
  const author = await auditAccount(ctx, 'limits');
  const answers: Answer[] = [];
  // Letters that do not compress much (a 9.9 MB teaser passes the zip's ratio check as the review's did).
  const noise = (n: number) => randomBytes(Math.ceil(n * 0.75)).toString('base64').slice(0, n);
  answers.push(await author.caller.send('POST', '/templates', { template: { title: 'Long teaser', teaser: 'x'.repeat(1_001) } }));
  const created = await author.caller.send('POST', '/templates', { template: { title: 'Within limits' } });
  const id = (created.json?.data as { template: { id: string } }).template.id;
  answers.push(await author.caller.send('PUT', `/templates/${id}`, { template: { title: 't'.repeat(10_000) } }));
  answers.push(await author.caller.send('PUT', `/templates/${id}`, { template: { storyElements: Array.from({ length: 300 }, (_, i) => ({ id: `e${i}`, name: `E${i}` })) } }));
  answers.push(await author.caller.upload('/templates/import', { zip: await zipOf({ 'template.json': templateJson({ ...exampleTemplate(), id: 'tpl_audit_teaser', ...stamp, teaser: noise(9.9 * 1024 * 1024) }) }) }));
  answers.push(await author.caller.upload('/templates/import', { zip: await zipOf({ 'template.json': templateJson({ ...exampleTemplate(), id: 'tpl_audit_teaser_2', ...stamp, teaser: 'y'.repeat(1_001) }) }) }));
  const collection = new JSZip();
  for (let i = 0; i < 1_001; i++) collection.file(`w${i}/template.json`, templateJson({ ...exampleTemplate(), id: `tpl_audit_many_${i}`, ...stamp }));
  answers.push(await author.caller.upload('/templates/import-collection', { file: await collection.generateAsync({ type: 'uint8array', compression: 'DEFLATE' }) }));
  const stored = answers.filter((a) => a.status === 200).length;
  const list = await author.caller.send('GET', '/templates/user');
  const rows: AttackRow[] = [
    {
      attack: '26.4 over-long World fields through POST, PUT, import and collection import',
      attempts: answers.length,
      successes: stored,
      fiveHundreds: answers.filter((a) => a.status >= 500).length,
      note: `${answers.map((a) => a.status).join(' ')}; GET /templates/user then ${list.ms.toFixed(0)} ms`,
    },
  ];

  const drafts: Answer[] = [];
  for (const prompt of ['x'.repeat(125), `A tale of ${'Q'.repeat(7_000)}`, `${'Ünïcödé'.repeat(200)} harbour`]) {
    drafts.push(await author.caller.send('POST', '/templates/generate', { prompt, playerCount: 2, maxTurns: 10, gameMode: 'Cooperative', generateImages: false }));
  }
  const overLimit = drafts.filter((d) => d.status === 200 && worldLimitIssues((d.json?.data as { template: unknown }).template).length > 0).length;
  rows.push({ attack: '26.5 assistant drafts from one very long word', attempts: drafts.length, successes: overLimit, fiveHundreds: drafts.filter((d) => d.status >= 500).length, note: drafts.map((d) => d.status).join(' ') });
  return rows;
}
