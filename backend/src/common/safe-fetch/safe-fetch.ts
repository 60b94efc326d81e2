import { lookup } from 'node:dns/promises';
import { request as httpRequest, type IncomingHttpHeaders, type IncomingMessage, type OutgoingHttpHeaders, type RequestOptions } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP } from 'node:net';
import type { Readable } from 'node:stream';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import { canonicalAddress, plainHttpPostAllowed, refusedAddressReason, type AddressPolicy } from './address-policy.js';
import { SafeFetchError } from './safe-fetch-error.js';

/** A host name's addresses, as the system resolver answers them. Tests pass their own. */
export type Resolver = (hostname: string) => Promise<string[]>;

export const systemResolver: Resolver = async (hostname) => (await lookup(hostname, { all: true, verbatim: true })).map((entry) => entry.address);

/** What may come back: a web page, or an image (any raster type; SVG can carry script). */
export type FetchKind = 'page' | 'image';

export interface SafeFetchOptions extends AddressPolicy {
  kind: FetchKind;
  resolve?: Resolver;
  /** For the whole fetch, redirects and body included. */
  timeoutMs?: number;
  /** Of the body as read, after decompression. */
  maxBytes?: number;
  maxRedirects?: number;
}

export interface FetchedBody {
  /** Where the body came from, after redirects. */
  url: URL;
  /** The media type, lower case, without parameters: "text/html". */
  mediaType: string;
  /** The charset parameter of Content-Type, when given. */
  charset: string | null;
  body: Buffer;
}

export const SAFE_FETCH_DEFAULTS = { timeoutMs: 10_000, maxBytes: 5 * 1024 * 1024, maxRedirects: 5 } as const;

export const SAFE_FETCH_MESSAGES = {
  badUrl: 'The address must be a web address starting with http:// or https://',
  httpsOnly: 'The address must start with https://',
  refused: 'That address is not on the public internet, so it cannot be imported',
  unreachable: 'The page could not be reached',
  timedOut: 'The page took too long to answer',
  tooManyRedirects: 'The page redirected too many times',
  upstreamStatus: (status: number) => `The page answered with an error (HTTP ${status})`,
  notAPage: 'The address is not a web page',
  notAnImage: 'The address is not an image',
  tooLarge: 'The page is too large to import',
} as const;

const ACCEPTED: Record<FetchKind, { accept: string; matches: (mediaType: string) => boolean; refused: string }> = {
  page: {
    accept: 'text/html,application/xhtml+xml;q=0.9',
    matches: (mediaType) => mediaType === 'text/html' || mediaType === 'application/xhtml+xml',
    refused: SAFE_FETCH_MESSAGES.notAPage,
  },
  image: {
    accept: 'image/avif,image/webp,image/png,image/jpeg,image/gif;q=0.9',
    matches: (mediaType) => mediaType.startsWith('image/') && mediaType !== 'image/svg+xml',
    refused: SAFE_FETCH_MESSAGES.notAnImage,
  },
};

const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const USER_AGENT = 'Mozilla/5.0 (compatible; MealPlannerRecipeImport/1.0)';
const POST_USER_AGENT = 'MealPlanner/1.0';

function parseTarget(raw: string | URL, base?: URL): URL {
  let url: URL;
  try {
    url = new URL(raw, base);
  } catch {
    throw new SafeFetchError('bad-url', SAFE_FETCH_MESSAGES.badUrl);
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.hostname === '' || url.username !== '' || url.password !== '') {
    throw new SafeFetchError('bad-url', SAFE_FETCH_MESSAGES.badUrl);
  }
  return url;
}

/**
 * The host's addresses, looked up once, every one passing the policy (a name answering one public
 * and one private address is refused whole). The connection goes to the first, canonicalAddress.
 */
async function checkedAddresses(url: URL, options: AddressPolicy & { resolve?: Resolver }): Promise<string[]> {
  const hostname = url.hostname.replace(/^\[(.*)\]$/, '$1');
  let addresses: string[];
  if (isIP(hostname)) addresses = [hostname];
  else {
    try {
      addresses = await (options.resolve ?? systemResolver)(hostname);
    } catch {
      throw new SafeFetchError('unreachable', SAFE_FETCH_MESSAGES.unreachable);
    }
  }
  if (addresses.length === 0) throw new SafeFetchError('unreachable', SAFE_FETCH_MESSAGES.unreachable);
  for (const address of addresses) {
    if (refusedAddressReason(address, options) !== null) throw new SafeFetchError('refused-address', SAFE_FETCH_MESSAGES.refused);
  }
  return addresses;
}

interface OutgoingRequest {
  method: 'GET' | 'POST';
  headers: OutgoingHttpHeaders;
  body?: Buffer;
}

/** One request to the checked address: the name is only sent as Host and for TLS (SNI and the certificate check). */
function send(url: URL, address: string, outgoing: OutgoingRequest, signal: AbortSignal): Promise<IncomingMessage> {
  const hostname = url.hostname.replace(/^\[(.*)\]$/, '$1');
  const options: RequestOptions & { servername?: string } = {
    host: address,
    family: isIP(address),
    port: url.port || (url.protocol === 'https:' ? 443 : 80),
    path: `${url.pathname}${url.search}`,
    method: outgoing.method,
    agent: false,
    signal,
    headers: { ...outgoing.headers, host: url.host },
  };
  if (url.protocol === 'https:' && !isIP(hostname)) options.servername = hostname;
  return new Promise((resolve, reject) => {
    const request = (url.protocol === 'https:' ? httpsRequest : httpRequest)(options, resolve);
    request.on('error', reject);
    request.end(outgoing.body);
  });
}

const pageRequest = (kind: FetchKind): OutgoingRequest => ({
  method: 'GET',
  headers: { accept: ACCEPTED[kind].accept, 'accept-encoding': 'gzip, deflate, br', 'user-agent': USER_AGENT },
});

function decoded(response: IncomingMessage): Readable {
  const encoding = (response.headers['content-encoding'] ?? 'identity').trim().toLowerCase();
  switch (encoding) {
    case 'identity':
    case '':
      return response;
    case 'gzip':
    case 'x-gzip':
      return response.pipe(createGunzip());
    case 'deflate':
      return response.pipe(createInflate());
    case 'br':
      return response.pipe(createBrotliDecompress());
    default:
      throw new SafeFetchError('wrong-content-type', `The page is sent in an encoding we do not read (${encoding})`);
  }
}

/** The body, counted as it is read after decompression, abandoned the moment it passes maxBytes. */
async function readBody(response: IncomingMessage, maxBytes: number): Promise<Buffer> {
  const declared = Number(response.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes) throw new SafeFetchError('too-large', SAFE_FETCH_MESSAGES.tooLarge);
  const stream = decoded(response);
  const chunks: Buffer[] = [];
  let total = 0;
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      total += chunk.length;
      if (total > maxBytes) throw new SafeFetchError('too-large', SAFE_FETCH_MESSAGES.tooLarge);
      chunks.push(chunk);
    }
  } catch (error) {
    // past the time limit, safeFetch has already answered timed-out
    throw error instanceof SafeFetchError ? error : new SafeFetchError('unreachable', SAFE_FETCH_MESSAGES.unreachable);
  } finally {
    response.destroy();
    if (stream !== response) stream.destroy();
  }
  return Buffer.concat(chunks);
}

function contentType(response: IncomingMessage): { mediaType: string; charset: string | null } {
  const [mediaType = '', ...parameters] = (response.headers['content-type'] ?? '').split(';');
  const charset = parameters.map((parameter) => parameter.trim().match(/^charset\s*=\s*"?([^";]+)"?$/i)?.[1]).find(Boolean) ?? null;
  return { mediaType: mediaType.trim().toLowerCase(), charset };
}

/**
 * The server's only way out to an address a user gave (spec: import from URL; images by URL):
 * http(s) only; the host looked up once and every address checked (address-policy.ts); the
 * connection made to that checked address, so a second answer from DNS (rebinding) never counts;
 * each redirect checked the same way, at most 5; 10 s for everything; at most 5 MB of body as
 * read after decompression, whatever Content-Length says; only the expected content types.
 * @throws SafeFetchError
 */
export async function safeFetch(target: string | URL, options: SafeFetchOptions): Promise<FetchedBody> {
  const { timeoutMs, maxBytes, maxRedirects } = { ...SAFE_FETCH_DEFAULTS, ...withoutUndefined(options) };
  const start = parseTarget(target);
  return withDeadline(timeoutMs, (signal) => follow(start, options, maxBytes, maxRedirects, signal));
}

/** `work`, given up (and its connection aborted) after `timeoutMs`: SafeFetchError timed-out. */
async function withDeadline<T>(timeoutMs: number, work: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  const deadline = new Promise<never>((_, reject) => {
    controller.signal.addEventListener('abort', () => reject(new SafeFetchError('timed-out', SAFE_FETCH_MESSAGES.timedOut)), { once: true });
  });
  // the abort in finally rejects it after an answer: nobody waits for that
  deadline.catch(() => undefined);
  try {
    return await Promise.race([work(controller.signal), deadline]);
  } finally {
    clearTimeout(timer);
    controller.abort();
  }
}

async function follow(start: URL, options: SafeFetchOptions, maxBytes: number, maxRedirects: number, signal: AbortSignal): Promise<FetchedBody> {
  let url = start;
  for (let redirects = 0; ; redirects += 1) {
    const address = canonicalAddress((await checkedAddresses(url, options))[0]);
    let response: IncomingMessage;
    try {
      response = await send(url, address, pageRequest(options.kind), signal);
    } catch {
      // past the time limit, safeFetch has already answered timed-out
      throw new SafeFetchError('unreachable', SAFE_FETCH_MESSAGES.unreachable);
    }
    const status = response.statusCode ?? 0;
    const location = response.headers.location;
    if (REDIRECTS.has(status) && location) {
      response.destroy();
      if (redirects >= maxRedirects) throw new SafeFetchError('too-many-redirects', SAFE_FETCH_MESSAGES.tooManyRedirects);
      url = parseTarget(location, url);
      continue;
    }
    if (status < 200 || status > 299) {
      response.destroy();
      throw new SafeFetchError('upstream-status', SAFE_FETCH_MESSAGES.upstreamStatus(status));
    }
    const { mediaType, charset } = contentType(response);
    if (!ACCEPTED[options.kind].matches(mediaType)) {
      response.destroy();
      throw new SafeFetchError('wrong-content-type', ACCEPTED[options.kind].refused);
    }
    return { url, mediaType, charset, body: await readBody(response, maxBytes) };
  }
}

function withoutUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined)) as Partial<T>;
}

export interface SafePostOptions extends AddressPolicy {
  /** Sent as given, except Host (always the URL's) and Content-Length (always the body's). */
  headers: Record<string, string | number>;
  body: Buffer;
  resolve?: Resolver;
  /** For the whole exchange, answer included. */
  timeoutMs?: number;
}

export interface PostAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  /** The first SAFE_POST_ANSWER_MAX_BYTES of the answer, as sent (for the log). */
  body: Buffer;
}

/** What is kept of a POST's answer: push services answer a line of JSON at most. */
export const SAFE_POST_ANSWER_MAX_BYTES = 4096;

// set by send() from the URL and the body; a caller's value would lie about either
const POST_HEADERS_SET_HERE = new Set(['host', 'content-length', 'transfer-encoding', 'connection']);

/**
 * A POST to an address a user gave (Web Push delivery to a subscription's endpoint), under the
 * same rules as safeFetch (every address of the host checked by the address policy and the
 * connection made to the checked one, one time limit for everything), but https only: plain http
 * goes only where plainHttpPostAllowed lets it, to loopback under OUTBOUND_ALLOW_LOOPBACK. No redirect is
 * followed: a 3xx comes back as it was answered, like any other status; the caller decides.
 * @throws SafeFetchError bad-url, refused-address, unreachable or timed-out
 */
export async function safePost(target: string | URL, options: SafePostOptions): Promise<PostAnswer> {
  const timeoutMs = options.timeoutMs ?? SAFE_FETCH_DEFAULTS.timeoutMs;
  const url = parseTarget(target);
  const headers: OutgoingHttpHeaders = { 'user-agent': POST_USER_AGENT };
  for (const [name, value] of Object.entries(options.headers)) {
    if (!POST_HEADERS_SET_HERE.has(name.toLowerCase())) headers[name.toLowerCase()] = String(value);
  }
  headers['content-length'] = options.body.length;
  return withDeadline(timeoutMs, async (signal) => {
    const addresses = await checkedAddresses(url, options);
    if (url.protocol === 'http:' && !plainHttpPostAllowed(addresses, options)) throw new SafeFetchError('bad-url', SAFE_FETCH_MESSAGES.httpsOnly);
    let response: IncomingMessage;
    try {
      response = await send(url, canonicalAddress(addresses[0]), { method: 'POST', headers, body: options.body }, signal);
    } catch {
      // past the time limit, withDeadline has already answered timed-out
      throw new SafeFetchError('unreachable', SAFE_FETCH_MESSAGES.unreachable);
    }
    return { status: response.statusCode ?? 0, headers: response.headers, body: await answerStart(response) };
  });
}

/** The start of an answer's body, as sent; the rest is not waited for. */
async function answerStart(response: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let total = 0;
  try {
    for await (const chunk of response as AsyncIterable<Buffer>) {
      chunks.push(chunk);
      total += chunk.length;
      if (total >= SAFE_POST_ANSWER_MAX_BYTES) break;
    }
  } catch {
    // a cut answer still has its status
  } finally {
    response.destroy();
  }
  return Buffer.concat(chunks).subarray(0, SAFE_POST_ANSWER_MAX_BYTES);
}

export interface SafeExchangeOptions extends AddressPolicy {
  method: 'GET' | 'POST';
  /** Sent as given, except the ones send() sets (Host, Content-Length). */
  headers: Record<string, string>;
  body?: Buffer;
  resolve?: Resolver;
  timeoutMs?: number;
  /** Of the answer's body as read, after decompression. */
  maxBytes?: number;
  /** The caller's own deadline, besides ours (openid-client passes one). */
  signal?: AbortSignal;
}

export interface ExchangeAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** An identity provider's answers (discovery, keys, tokens) are a few kilobytes. */
export const SAFE_EXCHANGE_MAX_BYTES = 1024 * 1024;

/**
 * A request to an API at an address an operator or user named (an OpenID provider's discovery,
 * keys and token endpoints), under safePost's rules: every address of the host checked and the
 * connection made to the checked one, https only (plain http to loopback under
 * OUTBOUND_ALLOW_LOOPBACK), one time limit for everything, no redirect followed (a 3xx comes back as
 * answered), and the whole answer read, decompressed, up to SAFE_EXCHANGE_MAX_BYTES.
 * @throws SafeFetchError bad-url, refused-address, unreachable, timed-out or too-large
 */
export async function safeExchange(target: string | URL, options: SafeExchangeOptions): Promise<ExchangeAnswer> {
  const url = parseTarget(target);
  const headers: OutgoingHttpHeaders = { 'user-agent': POST_USER_AGENT, 'accept-encoding': 'gzip, deflate, br' };
  for (const [name, value] of Object.entries(options.headers)) {
    if (!POST_HEADERS_SET_HERE.has(name.toLowerCase())) headers[name.toLowerCase()] = value;
  }
  if (options.body) headers['content-length'] = options.body.length;
  return withDeadline(options.timeoutMs ?? SAFE_FETCH_DEFAULTS.timeoutMs, async (signal) => {
    const addresses = await checkedAddresses(url, options);
    if (url.protocol === 'http:' && !plainHttpPostAllowed(addresses, options)) throw new SafeFetchError('bad-url', SAFE_FETCH_MESSAGES.httpsOnly);
    let response: IncomingMessage;
    try {
      response = await send(url, canonicalAddress(addresses[0]), { method: options.method, headers, body: options.body }, options.signal ? AbortSignal.any([signal, options.signal]) : signal);
    } catch {
      throw new SafeFetchError('unreachable', SAFE_FETCH_MESSAGES.unreachable);
    }
    return { status: response.statusCode ?? 0, headers: response.headers, body: await readBody(response, options.maxBytes ?? SAFE_EXCHANGE_MAX_BYTES) };
  });
}
