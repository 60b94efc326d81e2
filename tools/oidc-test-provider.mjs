// A real OpenID Connect provider (panva's oidc-provider, the certified one) for the integration tests
// and the journeys, in its own process: it is ESM with a Koa stack of its own, and a separate process
// is what the app meets in a household (and can be stopped to be "down").
//
// Settings from the environment: OIDC_TEST_PORT (0: any free port), OIDC_TEST_CLIENT_ID,
// OIDC_TEST_CLIENT_SECRET (absent: a public client, PKCE only), OIDC_TEST_REDIRECT_URIS (comma-separated).
// Prints one JSON line, {"issuer": "http://127.0.0.1:PORT"}, once it listens.
//
// Sign-in needs no form: the person set by POST /test/person signs in at once and consents to what
// was asked. The test controls, all POST with JSON, answering 204:
//   /test/person      {sub, email, email_verified, name}: who signs in next
//   /test/rotate      a new signing key; the old one is no longer published
//   /test/next-token  {nonce?: string, foreignKey?: true}: the next ID token carries that nonce, or
//                     is signed by a key the provider never published (with the published key's kid)
import { createServer } from 'node:http';
import { decodeJwt, decodeProtectedHeader, exportJWK, generateKeyPair, importJWK, SignJWT } from 'jose';
import Provider from 'oidc-provider';

const port = Number(process.env.OIDC_TEST_PORT ?? 0);
const clientId = process.env.OIDC_TEST_CLIENT_ID ?? 'mealplanner';
const clientSecret = process.env.OIDC_TEST_CLIENT_SECRET || undefined;
const redirectUris = (process.env.OIDC_TEST_REDIRECT_URIS ?? 'http://localhost:3000/api/auth/oidc/callback').split(',').map((uri) => uri.trim());

let keyNumber = 0;
async function signingKey() {
  keyNumber += 1;
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  return { ...(await exportJWK(privateKey)), kid: `key-${keyNumber}`, alg: 'RS256', use: 'sig' };
}

let person = { sub: 'person-1', email: 'ada@example.org', email_verified: true, name: 'Ada Lovelace' };
let tamper = null;
let key = await signingKey();

const server = createServer((req, res) => handle(req, res));
await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
const issuer = `http://127.0.0.1:${server.address().port}`;
let provider = makeProvider();

function makeProvider() {
  const made = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        ...(clientSecret ? { client_secret: clientSecret, token_endpoint_auth_method: 'client_secret_basic' } : { token_endpoint_auth_method: 'none' }),
        redirect_uris: redirectUris,
        // The apps' link (app.mealplanner:/…) is a native client's redirect; oidc-provider lets a web client have web ones only.
        application_type: redirectUris.some((uri) => !/^https?:/.test(uri)) ? 'native' : 'web',
        response_types: ['code'],
        grant_types: ['authorization_code'],
      },
    ],
    jwks: { keys: [key] },
    cookies: { keys: ['oidc-test-provider-cookie-key'] },
    pkce: { required: () => true },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'given_name', 'family_name', 'preferred_username'] },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    async findAccount(_ctx, sub) {
      const claims = sub === person.sub ? person : { sub };
      return { accountId: sub, claims: async () => ({ ...claims }) };
    },
    // Consent is given to whatever the app asks: the flow under test is the app's, not a consent screen.
    async loadExistingGrant(ctx) {
      const grantId = ctx.oidc.result?.consent?.grantId || ctx.oidc.session.grantIdFor(ctx.oidc.client.clientId);
      if (grantId) return ctx.oidc.provider.Grant.find(grantId);
      const grant = new ctx.oidc.provider.Grant({ clientId: ctx.oidc.client.clientId, accountId: ctx.oidc.session.accountId });
      grant.addOIDCScope('openid email profile');
      grant.addOIDCClaims(['email', 'email_verified', 'name']);
      await grant.save();
      return grant;
    },
  });
  made.use(async (ctx, next) => {
    await next();
    if (ctx.path === '/token' && ctx.status === 200 && tamper && ctx.body?.id_token) {
      ctx.body = { ...ctx.body, id_token: await resign(ctx.body.id_token, tamper) };
      tamper = null;
    }
  });
  return made;
}

/** The ID token as issued, with the nonce replaced or signed by a key nobody published. */
async function resign(idToken, change) {
  const claims = decodeJwt(idToken);
  const header = decodeProtectedHeader(idToken);
  if (change.nonce !== undefined) claims.nonce = change.nonce;
  const signer = change.foreignKey ? (await generateKeyPair('RS256')).privateKey : await importPrivate(key);
  return new SignJWT(claims).setProtectedHeader({ alg: 'RS256', kid: header.kid, typ: header.typ }).sign(signer);
}

function importPrivate(jwk) {
  return importJWK(jwk, 'RS256');
}

async function readJson(req) {
  const chunks = [];
  for await (const chunk of req) chunks.push(chunk);
  return chunks.length ? JSON.parse(Buffer.concat(chunks).toString('utf8')) : {};
}

async function handle(req, res) {
  try {
    const path = new URL(req.url, issuer).pathname;
    if (req.method === 'POST' && path.startsWith('/test/')) {
      const body = await readJson(req);
      if (path === '/test/person') person = { ...body };
      else if (path === '/test/rotate') {
        key = await signingKey();
        provider = makeProvider();
      } else if (path === '/test/next-token') tamper = body;
      else return void res.writeHead(404).end();
      return void res.writeHead(204).end();
    }
    if (req.method === 'GET' && path.startsWith('/interaction/')) {
      const details = await provider.interactionDetails(req, res);
      const result = details.prompt.name === 'login' ? { login: { accountId: person.sub } } : { consent: {} };
      return void (await provider.interactionFinished(req, res, result, { mergeWithLastSubmission: true }));
    }
    provider.callback()(req, res);
  } catch (error) {
    res.writeHead(500, { 'content-type': 'text/plain' }).end(String(error?.stack ?? error));
  }
}

process.stdout.write(`${JSON.stringify({ issuer })}\n`);
process.on('SIGTERM', () => server.close(() => process.exit(0)));
