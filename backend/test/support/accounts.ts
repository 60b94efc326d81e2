import type { App } from 'supertest/types.js';
import request, { type Response } from 'supertest';

export interface Account {
  email: string;
  password: string;
  name: string;
}

let counter = 0;

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

export function newAccount(overrides: Partial<Account> = {}): Account {
  counter += 1;
  return { email: `user${counter}-${Date.now()}@example.com`, password: 'secret123', name: 'Ada Lovelace', ...overrides };
}

export async function register(server: App, account: Account): Promise<{ id: number; name: string; email: string }> {
  const res = await request(server).post('/api/auth/register').send(account).expect(201);
  return res.body as { id: number; name: string; email: string };
}

/** The refresh_token cookie's value from a Set-Cookie header, or undefined. */
export function refreshCookie(res: Response): string | undefined {
  const header = res.headers['set-cookie'] as unknown as string[] | undefined;
  const cookie = header?.find((c) => c.startsWith('refresh_token='));
  const value = cookie?.split(';')[0].slice('refresh_token='.length);
  return value || undefined;
}

export function setCookieHeader(res: Response): string {
  const header = res.headers['set-cookie'] as unknown as string[] | undefined;
  return header?.find((c) => c.startsWith('refresh_token=')) ?? '';
}

export async function login(server: App, account: Pick<Account, 'email' | 'password'>): Promise<{ accessToken: string; refreshToken: string }> {
  const res = await request(server).post('/api/auth/login').send({ email: account.email, password: account.password }).expect(200);
  const refreshToken = refreshCookie(res);
  if (!refreshToken) throw new Error('login set no refresh_token cookie');
  return { accessToken: (res.body as { accessToken: string }).accessToken, refreshToken };
}

export async function signUp(server: App, overrides: Partial<Account> = {}) {
  const account = newAccount(overrides);
  const user = await register(server, account);
  const tokens = await login(server, account);
  return { account, user, ...tokens };
}
