import { waitFor } from '@testing-library/react';
import { resetClientErrorRateLimit } from './client-error-report';
import { installClientErrorReporting, reportClientError } from './client-errors';
import { stubNetwork } from './testing/network';

beforeEach(() => {
  resetClientErrorRateLimit();
  localStorage.clear();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

test('a window error is posted to /api/errors with the spec fields', async () => {
  const stub = stubNetwork({ 'POST /api/errors': { status: 202 } });
  localStorage.setItem('accessToken', 'tok');
  const uninstall = installClientErrorReporting();
  window.dispatchEvent(new ErrorEvent('error', { message: 'Boom', filename: 'http://localhost/app.js', lineno: 12, colno: 7, error: new Error('Boom') }));
  uninstall();
  await waitFor(() => expect(stub.calls).toHaveLength(1));
  const body = stub.calls[0].body as Record<string, unknown>;
  expect(body).toMatchObject({ message: 'Boom', file: 'http://localhost/app.js', line: 12, column: 7, url: 'http://localhost/' });
  expect(typeof body.stack).toBe('string');
  expect(typeof body.userAgent).toBe('string');
  expect(body.diagnostic).toMatchObject({ ua: expect.any(String), screen: expect.stringMatching(/^\d+x\d+$/), online: true, ts: expect.any(String) });
  // memory, connection and orientation are sent when the browser has them (jsdom has none)
  expect(stub.calls[0].headers.get('Authorization')).toBe('Bearer tok');
});

test("a report names the page's address as the error happened, even if the page moves on before it is sent", async () => {
  const stub = stubNetwork({ 'POST /api/errors': { status: 202 } });
  const sent = reportClientError({ message: 'Boom' });
  window.history.pushState({}, '', '/elsewhere');
  await sent;
  window.history.pushState({}, '', '/');
  expect((stub.calls[0].body as { url: string }).url).toBe('http://localhost/');
});

test('an unhandled rejection is reported', async () => {
  const stub = stubNetwork({ 'POST /api/errors': { status: 202 } });
  const uninstall = installClientErrorReporting();
  const event = new Event('unhandledrejection') as PromiseRejectionEvent;
  Object.defineProperty(event, 'reason', { value: new Error('nope') });
  window.dispatchEvent(event);
  uninstall();
  await waitFor(() => expect((stub.calls[0]?.body as { message: string } | undefined)?.message).toContain('nope'));
});

test('a failed report is only logged, never reported again', async () => {
  const stub = stubNetwork({ 'POST /api/errors': { status: 500, body: { error: 'down' } } });
  await reportClientError({ message: 'first' });
  expect(stub.calls).toHaveLength(1);
  expect(console.error).toHaveBeenCalled();
  globalThis.fetch = jest.fn().mockRejectedValue(new TypeError('offline')) as never;
  await expect(reportClientError({ message: 'second' })).resolves.toBeUndefined();
});

test('reports are capped per minute', async () => {
  const stub = stubNetwork({ 'POST /api/errors': { status: 202 } });
  for (let i = 0; i < 20; i++) await reportClientError({ message: `error ${i}` });
  expect(stub.calls.length).toBe(5);
});
