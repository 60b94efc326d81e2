import type { NotificationSettingKey } from '@mealapp/domain';
import { ValidateBy, type ValidationArguments } from 'class-validator';
import { ECDH } from 'node:crypto';
import { NATIVE_PUSH_PLATFORMS } from '../entities/native-push-token.entity.js';

// Push services' endpoints run to a few hundred characters; a URL beyond this is not one.
export const ENDPOINT_MAX_LENGTH = 2048;
// FCM registration tokens run to a few hundred characters, APNs device tokens to 64 hex digits.
export const NATIVE_TOKEN_MAX_LENGTH = 1024;
/** RFC 8291: the browser's key is an uncompressed P-256 point, its auth secret 16 bytes. */
export const P256DH_BYTES = 65;
export const AUTH_SECRET_BYTES = 16;

export const NOTIFICATION_MESSAGES = {
  endpointRequired: 'endpoint is required',
  endpoint: 'endpoint must be a push service URL starting with https://',
  endpointHttpsOnly: 'endpoint must start with https://',
  endpointTooLong: `endpoint must be at most ${ENDPOINT_MAX_LENGTH} characters`,
  endpointNotPublic: 'endpoint must be on the public internet',
  keysRequired: 'keys is required',
  keys: 'keys must be an object of p256dh and auth',
  p256dhRequired: 'keys.p256dh is required',
  p256dh: `keys.p256dh must be the base64url of a ${P256DH_BYTES}-byte uncompressed P-256 public key`,
  authRequired: 'keys.auth is required',
  auth: `keys.auth must be the base64url of ${AUTH_SECRET_BYTES} bytes`,
  expirationTime: 'expirationTime must be a number or null',
  tokenRequired: 'token is required',
  token: 'token must be printable text without spaces',
  tokenTooLong: `token must be at most ${NATIVE_TOKEN_MAX_LENGTH} characters`,
  platform: `platform must be one of ${NATIVE_PUSH_PLATFORMS.join(', ')}`,
  subscriptionNotFound: 'Subscription not found',
  tokenNotFound: 'Token not found',
} as const;

/** A decorator whose message depends on the value. */
function check(name: string, error: (value: unknown) => string | null): PropertyDecorator {
  return ValidateBy({
    name,
    validator: {
      validate: (value: unknown) => error(value) === null,
      defaultMessage: (args?: ValidationArguments) => error(args?.value) ?? `${args?.property} is invalid`,
    },
  });
}

const PRINTABLE = /^[\x21-\x7e]+$/;
const BASE64URL = /^[A-Za-z0-9_-]+={0,2}$/;

/** The bytes of unpadded (or padded) base64url text, or null when it is not exactly that. */
export function base64urlBytes(value: unknown): Buffer | null {
  if (typeof value !== 'string' || !BASE64URL.test(value)) return null;
  const unpadded = value.replace(/=+$/, '');
  const bytes = Buffer.from(unpadded, 'base64url');
  return bytes.toString('base64url') === unpadded ? bytes : null;
}

function isP256Point(bytes: Buffer): boolean {
  if (bytes.length !== P256DH_BYTES || bytes[0] !== 0x04) return false;
  try {
    ECDH.convertKey(bytes, 'prime256v1');
    return true;
  } catch {
    return false;
  }
}

/** The URL of an endpoint, or null when it is not an http(s) URL without credentials. The https-only rule is the service's (it depends on the config). */
export function endpointUrl(value: string): URL | null {
  if (!PRINTABLE.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.hostname === '' || url.username !== '' || url.password !== '') return null;
  return url;
}

export const IsPushEndpoint = (field = 'endpoint') =>
  check('isPushEndpoint', (value) => {
    if (value === undefined || value === null || value === '') return `${field} is required`;
    if (typeof value !== 'string') return NOTIFICATION_MESSAGES.endpoint;
    if (value.length > ENDPOINT_MAX_LENGTH) return NOTIFICATION_MESSAGES.endpointTooLong;
    return endpointUrl(value) ? null : NOTIFICATION_MESSAGES.endpoint;
  });

/** keys {p256dh, auth} as the browser's PushSubscription.toJSON() gives them; nothing else inside. */
export const IsPushKeys = () =>
  check('isPushKeys', (value) => {
    if (value === undefined || value === null) return NOTIFICATION_MESSAGES.keysRequired;
    if (typeof value !== 'object' || Array.isArray(value)) return NOTIFICATION_MESSAGES.keys;
    const keys = value as Record<string, unknown>;
    const unknown = Object.keys(keys).find((key) => key !== 'p256dh' && key !== 'auth');
    if (unknown !== undefined) return `property keys.${unknown} should not exist`;
    if (keys.p256dh === undefined || keys.p256dh === '') return NOTIFICATION_MESSAGES.p256dhRequired;
    const point = base64urlBytes(keys.p256dh);
    if (!point || !isP256Point(point)) return NOTIFICATION_MESSAGES.p256dh;
    if (keys.auth === undefined || keys.auth === '') return NOTIFICATION_MESSAGES.authRequired;
    return base64urlBytes(keys.auth)?.length === AUTH_SECRET_BYTES ? null : NOTIFICATION_MESSAGES.auth;
  });

export const IsExpirationTime = () =>
  check('isExpirationTime', (value) => (value === undefined || value === null || (typeof value === 'number' && Number.isFinite(value)) ? null : NOTIFICATION_MESSAGES.expirationTime));

export const IsNotificationSetting = (key: NotificationSettingKey) =>
  check('isNotificationSetting', (value) => (value === undefined ? `${key} is required` : typeof value === 'boolean' ? null : `${key} must be true or false`));

export const IsNativePushToken = () =>
  check('isNativePushToken', (value) => {
    if (value === undefined || value === null || value === '') return NOTIFICATION_MESSAGES.tokenRequired;
    if (typeof value !== 'string' || !PRINTABLE.test(value)) return NOTIFICATION_MESSAGES.token;
    return value.length > NATIVE_TOKEN_MAX_LENGTH ? NOTIFICATION_MESSAGES.tokenTooLong : null;
  });

export const IsNativePushPlatform = () =>
  check('isNativePushPlatform', (value) => (typeof value === 'string' && (NATIVE_PUSH_PLATFORMS as readonly string[]).includes(value) ? null : NOTIFICATION_MESSAGES.platform));
