import { accountNameFromClaims, emailVerified, isProviderSignInProblem, NATIVE_CALLBACK_MAX_LENGTH, nativeCallbackQuery, PROVIDER_SIGN_IN_PROBLEMS, providerSignInMessage, safeReturnPath } from './provider-sign-in';

describe('safeReturnPath', () => {
  it.each<[unknown, string | null]>([
    ['/join/abc123', '/join/abc123'],
    ['/recipes?tab=mine#top', '/recipes?tab=mine#top'],
    ['/', '/'],
    ['//evil.example/join', null],
    ['/\\evil.example', null],
    ['/join\\..\\x', null],
    ['https://evil.example/', null],
    ['join/abc', null],
    ['/a\nb', null],
    ['/a\u0000b', null],
    ['', null],
    [undefined, null],
    [42, null],
    [`/${'a'.repeat(500)}`, null],
  ])('%j -> %j', (raw, expected) => {
    expect(safeReturnPath(raw)).toBe(expected);
  });
});

describe('accountNameFromClaims', () => {
  it.each<[object, string]>([
    [{ name: 'Ada Lovelace', given_name: 'Ada' }, 'Ada Lovelace'],
    [{ given_name: ' Ada ', family_name: 'Lovelace' }, 'Ada Lovelace'],
    [{ given_name: 'Ada' }, 'Ada'],
    [{ preferred_username: 'ada.l' }, 'ada.l'],
    [{ email: 'ada@example.org' }, 'ada'],
    [{ name: '  ', email: 'bo@example.org' }, 'bo'],
    [{ email: 'x@example.org' }, 'Friend'],
    [{}, 'Friend'],
    [{ name: 42, preferred_username: 'cora' }, 'cora'],
    [{ name: 'A'.repeat(150) }, 'A'.repeat(100)],
  ])('%j -> %s', (claims, expected) => {
    expect(accountNameFromClaims(claims)).toBe(expected);
  });
});

describe('emailVerified', () => {
  it.each<[unknown, boolean]>([
    [true, true],
    ['true', true],
    [false, false],
    ['false', false],
    [undefined, false],
    [1, false],
  ])('email_verified %j -> %s', (value, expected) => {
    expect(emailVerified({ email_verified: value })).toBe(expected);
  });
});

describe('providerSignInMessage', () => {
  it('names the provider in every problem but the expired one, and knows every problem', () => {
    for (const problem of PROVIDER_SIGN_IN_PROBLEMS) {
      expect(isProviderSignInProblem(problem)).toBe(true);
      const message = providerSignInMessage(problem, 'Authentik');
      expect(message.length).toBeGreaterThan(10);
      if (problem !== 'expired') expect(message).toContain('Authentik');
    }
    expect(isProviderSignInProblem('other')).toBe(false);
  });
});

describe('nativeCallbackQuery', () => {
  it.each([
    ['app.mealplanner:/signin/callback?code=abc&state=xyz&iss=https%3A%2F%2Fid.example', 'code=abc&state=xyz&iss=https%3A%2F%2Fid.example'],
    ['app.mealplanner:/signin/callback?error=access_denied', 'error=access_denied'],
    ['app.mealplanner:/signin/callback?code=abc#ignored', 'code=abc'],
  ])('reads the provider answer in %p', (url, expected) => {
    expect(nativeCallbackQuery(url)).toBe(expected);
  });

  it.each([
    ['app.mealplanner:/signin/callback', 'no answer at all'],
    ['app.mealplanner:/signin/callback?', 'an empty answer'],
    ['app.mealplanner:/signin/callback#code=abc', 'an answer in the fragment'],
    ['app.mealplanner:/signin/callbacks?code=abc', 'another path'],
    ['app.mealplanner://signin/callback?code=abc', 'a host-style link'],
    ['evil.app:/signin/callback?code=abc', 'another app'],
    ['https://meals.example/api/auth/oidc/callback?code=abc', 'the web callback'],
    [`app.mealplanner:/signin/callback?code=${'a'.repeat(NATIVE_CALLBACK_MAX_LENGTH)}`, 'too long'],
    [42, 'not text'],
  ] as Array<[unknown, string]>)('refuses %p (%s)', (url) => {
    expect(nativeCallbackQuery(url)).toBeNull();
  });
});
