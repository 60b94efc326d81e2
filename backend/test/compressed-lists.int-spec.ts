import request from 'supertest';
import { COMPRESS_FROM_BYTES } from '../src/common/compressed-answers.js';
import { bearer, signUp } from './support/accounts.js';
import { useTestApp } from './support/test-app.js';

// The body as bytes (supertest has already undone the encoding; Content-Length says what was sent).
const rawBody = (res: request.Response, callback: (error: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => callback(null, Buffer.concat(chunks)));
};

/** A long list (the recipes with the starter library are tens of KB) goes out compressed as the client accepts. */
describe('compressed lists', () => {
  const app = useTestApp();

  const list = async (acceptEncoding: string, path = '/api/recipes') => {
    const { accessToken } = await signUp(app.server);
    return request(app.server).get(path).set(bearer(accessToken)).set('Accept-Encoding', acceptEncoding).buffer(true).parse(rawBody);
  };

  it.each(['br', 'gzip'])('sends %s when the client takes it, and the same JSON inside', async (encoding) => {
    const plain = await list('identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    const plainBody = plain.body as Buffer;
    expect(plainBody.length).toBeGreaterThan(COMPRESS_FROM_BYTES);

    const res = await list(`${encoding};q=1, identity;q=0.5`);
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe(encoding);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers.vary).toMatch(/Accept-Encoding/);
    expect(Number(res.headers['content-length'])).toBeLessThan(plainBody.length / 3);
    // Each request signs up a new user, so compare the shared recipes' titles rather than bytes.
    const titles = (json: Buffer) => (JSON.parse(json.toString('utf8')) as { title: string }[]).map((r) => r.title);
    expect(titles(res.body as Buffer)).toEqual(titles(plainBody));
  });

  it('sends a short list as it is', async () => {
    const res = await list('gzip', '/api/pantry');
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse((res.body as Buffer).toString('utf8'))).toEqual([]);
  });
});
