import request from 'supertest';
import type { App } from 'supertest/types.js';
import { BackgroundTasks } from '../../src/common/background-tasks.js';
import { MAILER, type MailMessage, type Mailer } from '../../src/mail/mailer.js';
import { signUp } from '../support/accounts.js';
import { mailsTo } from '../support/outbox.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

const SENT = { message: 'If an account exists for that address, a password reset email has been sent.' };

/** Polls a condition the app reaches on its own (bounded), rather than sleeping a guessed time. */
async function eventually(condition: () => boolean, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not reached in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

// The finding: forgot-password took longer for a real account (token insert and mail before the
// answer), and a mail failure could change the answer. Structural proof: the answer never waits
// for the mailer and never depends on it.
describe('attack: telling accounts apart by forgot-password timing', () => {
  let t: TestApp;
  let server: App;
  let mailer: Mailer;
  let realSend: Mailer['send'];
  beforeAll(async () => {
    t = await createTestApp({ THROTTLE_RELAXED: '1' });
    server = t.app.getHttpServer();
    mailer = t.app.get<Mailer>(MAILER);
    realSend = mailer.send.bind(mailer);
  });
  afterEach(() => {
    mailer.send = realSend;
  });
  afterAll(() => t.close());

  it('answers while the mailer is still sending, for a known address exactly as for an unknown one', async () => {
    const { account } = await signUp(server);
    let release!: () => void;
    const sent: MailMessage[] = [];
    mailer.send = (message) => {
      sent.push(message);
      return new Promise<void>((resolve) => (release = resolve));
    };
    const known = await request(server).post('/api/auth/forgot-password').send({ email: account.email }).expect(200);
    const unknown = await request(server).post('/api/auth/forgot-password').send({ email: 'nobody-here@example.com' }).expect(200);
    expect(known.body).toEqual(SENT);
    expect(unknown.body).toEqual(SENT);
    expect(Object.keys(known.headers).sort()).toEqual(Object.keys(unknown.headers).sort());
    await eventually(() => sent.length === 1);
    expect(sent[0].to).toBe(account.email);
    release();
    await t.app.get(BackgroundTasks).settled();
  });

  it('a failing mailer never changes the answer', async () => {
    const { account } = await signUp(server);
    let calls = 0;
    mailer.send = () => {
      calls += 1;
      return Promise.reject(new Error('SMTP server unreachable'));
    };
    const res = await request(server).post('/api/auth/forgot-password').send({ email: account.email }).expect(200);
    expect(res.body).toEqual(SENT);
    await t.app.get(BackgroundTasks).settled();
    expect(calls).toBe(1);
  });

  it('sends at most 3 reset mails an hour per account', async () => {
    const { account } = await signUp(server);
    for (let i = 0; i < 5; i += 1) {
      const res = await request(server).post('/api/auth/forgot-password').send({ email: account.email }).expect(200);
      expect(res.body).toEqual(SENT);
    }
    expect(await mailsTo(t, account.email)).toHaveLength(3);
  });
});
