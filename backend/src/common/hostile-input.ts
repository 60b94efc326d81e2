import { BadRequestException } from '@nestjs/common';
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';

/** Every call's body fits in a few levels (a client error report's `extra` is the deepest). */
export const MAX_JSON_DEPTH = 16;
export const TOO_DEEP = 'Request body is nested too deeply';

const OPEN_BRACE = 0x7b;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACE = 0x7d;
const CLOSE_BRACKET = 0x5d;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/**
 * Whether JSON text nests objects and arrays deeper than `max`, found in one pass over the bytes
 * before anything is parsed: a deeply nested body costs no more than a flat one of its size. A
 * string is skipped with the native indexOf (a recipe's JSON is mostly its photo's base64).
 */
export function jsonNestingExceeds(body: Uint8Array, max: number): boolean {
  let depth = 0;
  for (let at = 0; at < body.length; at += 1) {
    const byte = body[at];
    if (byte === QUOTE) {
      at = stringEnd(body, at);
      if (at === -1) return false;
    } else if (byte === OPEN_BRACE || byte === OPEN_BRACKET) {
      depth += 1;
      if (depth > max) return true;
    } else if (byte === CLOSE_BRACE || byte === CLOSE_BRACKET) {
      depth -= 1;
    }
  }
  return false;
}

/** Where the string opened at `open` ends: its closing quote, the first not escaped; -1 when it never closes (JSON.parse refuses it). */
function stringEnd(body: Uint8Array, open: number): number {
  for (let quote = body.indexOf(QUOTE, open + 1); quote !== -1; quote = body.indexOf(QUOTE, quote + 1)) {
    // escaped when an odd run of backslashes stands before it (each run is counted once: linear)
    let backslashes = 0;
    while (body[quote - 1 - backslashes] === BACKSLASH && quote - 1 - backslashes > open) backslashes += 1;
    if (backslashes % 2 === 0) return quote;
  }
  return -1;
}

/**
 * The path of the first string or key holding a NUL character (PostgreSQL stores none), e.g.
 * `diagnostic.ua` or `items[2]`; null when there is none.
 */
export function nulCharacterPath(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return value.includes('\0') ? path || 'body' : null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i += 1) {
      const found = nulCharacterPath(value[i], `${path}[${i}]`);
      if (found !== null) return found;
    }
    return null;
  }
  if (value !== null && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      const childPath = path ? `${path}.${key}` : key;
      if (key.includes('\0')) return childPath;
      const found = nulCharacterPath(child, childPath);
      if (found !== null) return found;
    }
  }
  return null;
}

/** A `preValidation` hook: refuses a NUL character anywhere in the query or the parsed body, naming the field, on every route. */
export function refuseNulCharacters(request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction): void {
  const field = nulCharacterPath(request.query) ?? nulCharacterPath(request.body);
  done(field === null ? undefined : new BadRequestException(`${field.replace(/\0/g, '\\0')} must not contain a NUL character`));
}
