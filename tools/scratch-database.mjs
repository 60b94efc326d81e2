// A scratch PostgreSQL database beside the one an admin URL names: for test files and benchmarks
// that need a database of their own, dropped afterwards.
import { randomBytes } from 'node:crypto';
import pg from 'pg';

async function onAdmin(adminUrl, sql) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** Creates `<prefix>_<random>` on adminUrl's server; answers its URL and how to drop it. */
export async function createScratchDatabase(adminUrl, prefix) {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await onAdmin(adminUrl, `CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => onAdmin(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}
