import { exampleTemplate } from '../../../schemas/testing/examples';
import { beforeAll, expect, it } from 'vitest';
import { forEachEngine } from '../../testing/test-db';
import { apiHeaders, testApp } from '../../testing/test-app';
import { parseTemplate, saveTemplate } from './template-repo';

forEachEngine('template routes', ({ open }) => {
  let app: ReturnType<typeof testApp>;
  beforeAll(async () => {
    const db = await open();
    app = testApp(db);
    const base = exampleTemplate();
    await saveTemplate(db, parseTemplate({ ...base, id: 'tpl_pub', title: 'Zeta', order: 2, showOnWelcomeScreen: true }));
    await saveTemplate(db, parseTemplate({ ...base, id: 'tpl_pub2', title: 'Alpha', order: 1 }));
    await saveTemplate(db, parseTemplate({ ...base, id: 'tpl_private', title: 'Secret link', publicationStatus: 'Private' }));
    await saveTemplate(db, parseTemplate({ ...base, id: 'tpl_draft', title: 'Unfinished', publicationStatus: 'Draft' }));
  });

  const get = (path: string) => app.request(path, { headers: apiHeaders() });

  it('lists published Worlds by carousel order, and only welcome-screen ones when asked', async () => {
    const res = await get('/templates/published?requestId=r1');
    expect(res.status).toBe(200);
    const body = (await res.json()) as { status: string; data: { templates: { id: string; title: string }[] } };
    expect(body.status).toBe('success');
    expect(body.data.templates.map((t) => t.id)).toEqual(['tpl_pub2', 'tpl_pub']);
    expect(Object.keys(body.data.templates[0]!)).not.toContain('guidelines');
    const welcome = (await (await get('/templates/published?requestId=r2&forWelcomeScreen=true')).json()) as typeof body;
    expect(welcome.data.templates.map((t) => t.id)).toEqual(['tpl_pub']);
  });

  it('serves a full template to anyone with the link when Published or Private', async () => {
    for (const id of ['tpl_pub', 'tpl_private']) {
      const res = await get(`/templates/full/${id}?requestId=r3`);
      expect(res.status).toBe(200);
      const body = (await res.json()) as { data: { id: string; guidelines: { typesOfThreads: string[] } } };
      expect(body.data.id).toBe(id);
      expect(body.data.guidelines.typesOfThreads.length).toBeGreaterThan(0);
    }
  });

  it('answers 401 for a Draft to a visitor, 404 for an unknown id, 400 without an id', async () => {
    const draft = await get('/templates/full/tpl_draft?requestId=r4');
    expect(draft.status).toBe(401);
    expect(await draft.json()).toEqual({ status: 'error', errorMessage: 'You need to be logged in to access this template.' });
    const missing = await get('/templates/nope?requestId=r5');
    expect(missing.status).toBe(404);
    expect(((await missing.json()) as { errorMessage: string }).errorMessage).toBe("The template you're looking for couldn't be found.");
    const noId = await get('/templates/full/?requestId=r6');
    expect(noId.status).toBe(400);
    expect(await noId.json()).toEqual({ status: 'error', errorMessage: 'Template ID is required' });
  });

  it('answers a GET without requestId, as curl, link previews and caches call it', async () => {
    const res = await get('/templates/published');
    expect(res.status).toBe(200);
    const body = (await res.json()) as { status: string; data: { templates: unknown[] } };
    expect(body.status).toBe('success');
    expect(body.data.templates.length).toBeGreaterThan(0);
  });
});
