import { apiContract, type ApiContract, type ApiDocument } from '@mealapp/build-tools/api-contract';
import request from 'supertest';
import Test from 'supertest/lib/test.js';

/**
 * Every answer an integration test receives through supertest is checked against the document
 * its server serves (GET /api/docs-json), and a mismatch fails the request as a failed
 * `.expect()` would: the document is the contract, checked on the wire (issue 33).
 * Loaded for every backend-int file by jest.config.cjs.
 */

type Answer = { status: number; headers: Record<string, string | undefined>; body: unknown; text?: string };
type Assertion = (res: Answer) => Error | undefined;
type TestInternals = {
  app: unknown;
  url: string;
  method: string;
  _asserts: Assertion[];
  assert(resError: unknown, res: Answer | undefined, fn: unknown): void;
};

/** One contract per server (or URL), read from the server itself once. */
const contracts = new WeakMap<object, Promise<ApiContract>>();
const urlContracts = new Map<string, Promise<ApiContract>>();

async function fetchContract(app: unknown): Promise<ApiContract> {
  const answer = await request(app as string).get('/api/docs-json');
  if (answer.status !== 200) throw new Error(`GET /api/docs-json answered ${answer.status}: cannot check answers against the document`);
  return apiContract(answer.body as ApiDocument);
}

function contractOf(app: unknown): Promise<ApiContract> {
  if (typeof app === 'string') {
    const origin = new URL(app).origin;
    let found = urlContracts.get(origin);
    if (!found) urlContracts.set(origin, (found = fetchContract(origin)));
    return found;
  }
  let found = contracts.get(app as object);
  if (!found) contracts.set(app as object, (found = fetchContract(app)));
  return found;
}

/** A test that reads the raw bytes (its own parser) still gets its JSON checked. */
function jsonBody(body: unknown): unknown {
  if (!Buffer.isBuffer(body)) return body;
  try {
    return JSON.parse(body.toString('utf8')) as unknown;
  } catch {
    return undefined;
  }
}

const prototype = (Test as unknown as { prototype: TestInternals }).prototype;
const assert = prototype.assert;
prototype.assert = function checkedAgainstDocument(this: TestInternals, resError, res, fn) {
  const path = res ? new URL(this.url).pathname : '';
  if (!res || !path.startsWith('/api/') || path.startsWith('/api/docs')) {
    assert.call(this, resError, res, fn);
    return;
  }
  contractOf(this.app).then(
    (contract) => {
      const contentType = res.headers['content-type'];
      // superagent leaves {} for a body it did not parse; only a JSON answer has one to check.
      const body = contentType && /json/i.test(contentType) ? jsonBody(res.body) : undefined;
      const problems = contract.problems({ method: this.method, path, status: res.status, contentType, body });
      if (problems.length > 0) this._asserts.push(() => new Error(`The answer is not what the API document says:\n${problems.join('\n')}`));
      assert.call(this, resError, res, fn);
    },
    (error: unknown) => {
      this._asserts.push(() => (error instanceof Error ? error : new Error(String(error))));
      assert.call(this, resError, res, fn);
    },
  );
};
