import { JwtService } from '@nestjs/jwt';
import type { UsersService } from '../users/users.service.js';
import { AccessTokensService } from './access-tokens.service.js';
import { jwtKey } from './jwt-key.js';

const key = jwtKey('a test secret that is long enough to sign with');

function tokens(expiresIn = 900) {
  const jwt = new JwtService({ secret: key, signOptions: { algorithm: 'HS256', expiresIn }, verifyOptions: { algorithms: ['HS256'] } });
  return { jwt, service: new AccessTokensService(jwt, {} as UsersService) };
}

describe('AccessTokensService.verify', () => {
  it.each([
    ['Bearer abc.def.ghi', 'abc.def.ghi'],
    ['bearer  abc', 'abc'],
    ['Basic abc', null],
    ['Bearer', null],
    [undefined, null],
  ])('reads the token of %p as %p', (header, token) => {
    expect(tokens().service.bearerToken(header)).toBe(token);
  });

  it('accepts a token it signed, again and again', async () => {
    const { service } = tokens();
    const token = await service.issue({ id: 7, sessionVersion: 2 });
    expect(service.verify(token)).toMatchObject({ sub: 7, ver: 2 });
    expect(service.verify(token)).toMatchObject({ sub: 7, ver: 2 });
  });

  it('refuses a token signed with another key, a changed payload and garbage', async () => {
    const { service } = tokens();
    const good = await service.issue({ id: 7, sessionVersion: 0 });
    const foreign = await new JwtService({ secret: 'another key', signOptions: { algorithm: 'HS256', expiresIn: 900 } }).signAsync({ sub: 7 });
    const [header, , signature] = good.split('.');
    const changed = `${header}.${Buffer.from(JSON.stringify({ sub: 8, ver: 0, exp: 9_999_999_999 })).toString('base64url')}.${signature}`;
    for (const token of [foreign, changed, 'not-a-token', '']) expect(service.verify(token)).toBeNull();
  });

  it.each([['a string', '7'], ['a fraction', 7.5], ['missing', undefined]])('refuses a token we signed whose subject is %s (no user id)', async (_case, sub) => {
    const { jwt, service } = tokens();
    const token = await jwt.signAsync(sub === undefined ? { ver: 0 } : { sub, ver: 0 });
    expect(service.verify(token)).toBeNull();
    expect(service.payloadOf(`Bearer ${token}`)).toBeNull();
  });

  it('reads the payload of a bearer header', async () => {
    const { service } = tokens();
    const token = await service.issue({ id: 7, sessionVersion: 2 });
    expect(service.payloadOf(`Bearer ${token}`)).toMatchObject({ sub: 7, ver: 2 });
    expect(service.payloadOf(`Basic ${token}`)).toBeNull();
  });

  it('stops accepting a remembered token once it expires', async () => {
    const { service } = tokens(1);
    const token = await service.issue({ id: 7, sessionVersion: 0 });
    const { exp } = service.verify(token) as unknown as { exp: number };
    while (Date.now() < exp * 1000) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(service.verify(token)).toBeNull();
  });
});
