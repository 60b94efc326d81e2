import { DataSource } from 'typeorm';
import { BackgroundTasks } from '../../src/common/background-tasks.js';
import type { TestApp } from './test-app.js';

export interface OutboxEntry {
  recipient: string;
  subject: string;
  body: string;
}

/**
 * The mails the default mailer wrote to `email`, newest first, read from the database (no HTTP
 * route serves mail). Mail is sent after the answer, so this waits for queued work first.
 */
export async function mailsTo(t: TestApp, email: string): Promise<OutboxEntry[]> {
  await t.app.get(BackgroundTasks).settled();
  return t.app
    .get(DataSource)
    .query<OutboxEntry[]>(`SELECT recipient, subject, body FROM outbox_messages WHERE lower(recipient) = lower($1) ORDER BY id DESC`, [email]);
}

/** The token of the newest reset link mailed to `email`. */
export async function resetTokenFor(t: TestApp, email: string): Promise<string> {
  const [mail] = await mailsTo(t, email);
  const match = /\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail?.body ?? '');
  if (!match) throw new Error(`no reset link mailed to ${email}`);
  return match[1];
}
