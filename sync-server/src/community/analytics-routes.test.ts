import { beforeAll, expect, it } from 'vitest';
import type { Db } from '../db/db';
import { forEachEngine } from '../../testing/test-db';
import { browser, testApp } from '../../testing/test-app';

forEachEngine('page-view counts', ({ open }) => {
  let db: Db;
  let app: ReturnType<typeof testApp>;
  beforeAll(async () => {
    db = await open();
    app = testApp(db);
  });

  it('count views per day and path, storing codes and ids only as placeholders', async () => {
    const b = browser(app);
    for (const path of ['/library', '/library', '/game/ABCDE23456', '/game/ZZZZZ99999/extra']) {
      expect((await b.post('/analytics/pageview', { path })).status).toBe(200);
    }
    const rows = await db.query<{ path: string; views: number }>('select path, views from page_views order by path');
    expect(rows).toEqual([
      { path: '/game/:code', views: 1 },
      { path: '/game/:code/extra', views: 1 },
      { path: '/library', views: 2 },
    ]);
    const stored = JSON.stringify(await db.query('select * from page_views'));
    expect(stored).not.toContain('ABCDE23456');
  });

  it('refuse anything that is not a plain app path', async () => {
    const b = browser(app);
    expect((await b.post('/analytics/pageview', { path: 'https://evil.example/x' })).body.status).toBe('invalid');
    expect((await b.post('/analytics/pageview', { path: '/library?email=a@b.c' })).body.status).toBe('invalid');
  });
});
