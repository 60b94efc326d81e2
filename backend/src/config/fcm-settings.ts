import { createPrivateKey } from 'node:crypto';
import { readFileSync } from 'node:fs';

/** The Android sender's settings (FCM HTTP v1): the Firebase service account's fields, used as they are. */
export interface FcmSettings {
  projectId: string;
  clientEmail: string;
  /** PEM, an RSA key: it signs the OAuth 2 assertion (RS256). */
  privateKey: string;
  privateKeyId: string | null;
  tokenUri: string;
  /** FCM_API_URL: where messages:send is (https://fcm.googleapis.com). */
  apiUrl: string;
}

export const DEFAULT_FCM_API_URL = 'https://fcm.googleapis.com';

const httpUrl = (raw: string): boolean => {
  try {
    return ['https:', 'http:'].includes(new URL(raw).protocol);
  } catch {
    return false;
  }
};

/**
 * FCM_SERVICE_ACCOUNT_FILE (the JSON Firebase hands out) and FCM_API_URL; null when no file is
 * named. `fail` is called with a message naming the setting when anything is wrong, so a
 * half-configured sender stops the server at start rather than failing at the first notice.
 */
export function fcmSettings(env: NodeJS.ProcessEnv, fail: (message: string) => never): FcmSettings | null {
  const file = env.FCM_SERVICE_ACCOUNT_FILE?.trim();
  const apiUrl = env.FCM_API_URL?.trim() || DEFAULT_FCM_API_URL;
  if (!file) {
    if (env.FCM_API_URL?.trim()) fail('FCM_API_URL is set but FCM_SERVICE_ACCOUNT_FILE is not: the Android sender needs its service account');
    return null;
  }
  if (!httpUrl(apiUrl)) fail(`FCM_API_URL must be an http(s) URL, got "${apiUrl}"`);
  let account: Record<string, unknown>;
  try {
    account = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  } catch (error) {
    return fail(`FCM_SERVICE_ACCOUNT_FILE (${file}) cannot be read as JSON: ${error instanceof Error ? error.message : String(error)}`);
  }
  const text = (name: string): string => {
    const value = typeof account === 'object' && account !== null ? account[name] : undefined;
    if (typeof value !== 'string' || value.trim() === '') fail(`FCM_SERVICE_ACCOUNT_FILE (${file}) has no "${name}": use the service account key file Firebase downloads`);
    return (value as string).trim();
  };
  const settings: FcmSettings = {
    projectId: text('project_id'),
    clientEmail: text('client_email'),
    privateKey: text('private_key'),
    privateKeyId: typeof account.private_key_id === 'string' ? account.private_key_id : null,
    tokenUri: text('token_uri'),
    apiUrl: apiUrl.replace(/\/+$/, ''),
  };
  if (!httpUrl(settings.tokenUri)) fail(`FCM_SERVICE_ACCOUNT_FILE (${file}) has a token_uri that is not an http(s) URL`);
  try {
    if (createPrivateKey(settings.privateKey).asymmetricKeyType !== 'rsa') fail(`FCM_SERVICE_ACCOUNT_FILE (${file}) has a private_key that is not an RSA key`);
  } catch (error) {
    if (error instanceof Error && error.message.startsWith('FCM_')) throw error;
    fail(`FCM_SERVICE_ACCOUNT_FILE (${file}) has a private_key that is not a PEM private key`);
  }
  return settings;
}
