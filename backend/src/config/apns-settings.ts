import { createPrivateKey } from 'node:crypto';
import { readFileSync } from 'node:fs';

/** The iOS sender's settings (APNs, token-based authentication). */
export interface ApnsSettings {
  /** The .p8 key's PEM: a P-256 key that signs the provider token (ES256). */
  key: string;
  keyId: string;
  teamId: string;
  /** APNS_TOPIC: the app's bundle id. */
  topic: string;
  /** APNS_HOST: api.push.apple.com, or api.sandbox.push.apple.com for development builds (a port may follow). */
  host: string;
}

export const DEFAULT_APNS_TOPIC = 'app.mealplanner';
export const DEFAULT_APNS_HOST = 'api.push.apple.com';

const APPLE_ID = /^[A-Z0-9]{10}$/;

/**
 * APNS_KEY_FILE, APNS_KEY_ID and APNS_TEAM_ID (all three, or none), APNS_TOPIC and APNS_HOST; null
 * when none of the three is set. `fail` is called with a message naming the setting when anything
 * is wrong, so a half-configured sender stops the server at start.
 */
export function apnsSettings(env: NodeJS.ProcessEnv, fail: (message: string) => never): ApnsSettings | null {
  const file = env.APNS_KEY_FILE?.trim();
  const keyId = env.APNS_KEY_ID?.trim();
  const teamId = env.APNS_TEAM_ID?.trim();
  if (!file && !keyId && !teamId) {
    for (const name of ['APNS_TOPIC', 'APNS_HOST']) if (env[name]?.trim()) fail(`${name} is set but APNS_KEY_FILE is not: the iOS sender needs its key, key id and team id`);
    return null;
  }
  if (!file) fail('APNS_KEY_FILE is not set, but APNS_KEY_ID or APNS_TEAM_ID is: the iOS sender needs all three');
  if (!keyId) fail('APNS_KEY_ID is not set: the iOS sender needs the key id of APNS_KEY_FILE (10 characters, from the Apple developer account)');
  if (!teamId) fail('APNS_TEAM_ID is not set: the iOS sender needs the team id (10 characters, from the Apple developer account)');
  if (!APPLE_ID.test(keyId!)) fail(`APNS_KEY_ID must be 10 capital letters and digits, got "${keyId}"`);
  if (!APPLE_ID.test(teamId!)) fail(`APNS_TEAM_ID must be 10 capital letters and digits, got "${teamId}"`);
  let key: string;
  try {
    key = readFileSync(file!, 'utf8').trim();
  } catch (error) {
    return fail(`APNS_KEY_FILE (${file}) cannot be read: ${error instanceof Error ? error.message : String(error)}`);
  }
  let curve: string | undefined;
  try {
    curve = createPrivateKey(key).asymmetricKeyDetails?.namedCurve;
  } catch {
    return fail(`APNS_KEY_FILE (${file}) is not a private key in PEM (the .p8 file Apple hands out)`);
  }
  if (curve !== 'prime256v1') fail(`APNS_KEY_FILE (${file}) is not a P-256 key, as APNs keys are`);
  const host = env.APNS_HOST?.trim() || DEFAULT_APNS_HOST;
  if (!/^[A-Za-z0-9.-]+(:\d{1,5})?$/.test(host)) fail(`APNS_HOST must be a host name, with a port if any (api.push.apple.com), got "${host}"`);
  const topic = env.APNS_TOPIC?.trim() || DEFAULT_APNS_TOPIC;
  if (!/^[A-Za-z0-9.-]+$/.test(topic)) fail(`APNS_TOPIC must be the app's bundle id (app.mealplanner), got "${topic}"`);
  return { key, keyId: keyId!, teamId: teamId!, topic, host };
}
