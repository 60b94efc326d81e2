import request from 'supertest';
import { createTestApp, type TestApp } from './support/test-app.js';

describe('/mf-remotes.json', () => {
  let t: TestApp | undefined;
  afterEach(() => t?.close());

  it('lists the bundled remotes by default, even when the API serves no web files (npm run dev)', async () => {
    t = await createTestApp({ WEB_ROOT: 'none' });
    const res = await request(t.app.getHttpServer()).get('/mf-remotes.json').expect(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toEqual({
      pantry: '/remotes/pantry/mf-manifest.json',
      shopping: '/remotes/shopping/mf-manifest.json',
      recipes: '/remotes/recipes/mf-manifest.json',
      planner: '/remotes/planner/mf-manifest.json',
      account: '/remotes/account/mf-manifest.json',
    });
  });

  it('answers this environment’s MF_REMOTES, so a remote can move without a shell build', async () => {
    const remotes = { pantry: 'https://cdn.example.com/pantry/v2/mf-manifest.json' };
    t = await createTestApp({ MF_REMOTES: JSON.stringify(remotes) });
    await request(t.app.getHttpServer()).get('/mf-remotes.json').expect(200, remotes);
  });
});
