import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { loadFeature, registerRemoteApps } from './remote-registry';

jest.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: jest.fn(), loadRemote: jest.fn() }));
const federationStarted = jest.fn();
jest.mock('./federation-host', () => federationStarted());

const registered = () => (registerRemotes as jest.Mock).mock.calls.at(-1)?.[0] as Array<{ name: string; entry: string }>;

function pageWithRemotes(remotes: Record<string, string> | null) {
  document.getElementById('mf-remotes')?.remove();
  if (!remotes) return;
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = 'mf-remotes';
  block.textContent = JSON.stringify(remotes);
  document.head.append(block);
}

const answer = (body: unknown, status = 200) => jest.fn(async () => ({ ok: status === 200, status, json: async () => body }) as Response);

afterEach(() => {
  pageWithRemotes(null);
  jest.clearAllMocks();
});

test('reads the locations the server wrote into the page, without a request', async () => {
  pageWithRemotes({ pantry: '/remotes/pantry/mf-manifest.json' });
  const fetchImpl = answer({});
  await registerRemoteApps(fetchImpl);
  expect(fetchImpl).not.toHaveBeenCalled();
  expect(registered()).toEqual([{ name: 'pantry', entry: 'http://localhost/remotes/pantry/mf-manifest.json' }]);
});

test('without them (npm run dev), or on a Retry, asks /mf-remotes.json', async () => {
  const fetchImpl = answer({ planner: 'https://cdn.example.com/planner/mf-manifest.json' });
  await registerRemoteApps(fetchImpl);
  expect(fetchImpl).toHaveBeenCalledWith('/mf-remotes.json', { cache: 'no-store' });
  expect(registered()).toEqual([{ name: 'planner', entry: 'https://cdn.example.com/planner/mf-manifest.json' }]);

  pageWithRemotes({ pantry: '/remotes/pantry/mf-manifest.json' });
  await registerRemoteApps(fetchImpl, true);
  expect(fetchImpl).toHaveBeenCalledTimes(2);
  expect(registered()[0].name).toBe('planner');
});

test('an unreadable block falls back to the file; a failing file rejects', async () => {
  pageWithRemotes(null);
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = 'mf-remotes';
  block.textContent = '{not json';
  document.head.append(block);
  await expect(registerRemoteApps(answer({}, 503))).rejects.toThrow('Could not read /mf-remotes.json (503)');
});

test('the federation runtime starts when a feature is first loaded, then registers the remotes and loads it', async () => {
  expect(federationStarted).not.toHaveBeenCalled();
  pageWithRemotes({ pantry: '/remotes/pantry/mf-manifest.json' });
  globalThis.fetch = answer({});
  const Card = () => null;
  (loadRemote as jest.Mock).mockResolvedValue({ default: Card });
  await expect(loadFeature({ remote: 'pantry', module: 'PantryStatusCard' }, 0)).resolves.toEqual({ default: Card });
  expect(federationStarted).toHaveBeenCalledTimes(1);
  expect(registered()).toEqual([{ name: 'pantry', entry: 'http://localhost/remotes/pantry/mf-manifest.json' }]);
  expect(loadRemote).toHaveBeenCalledWith('pantry/PantryStatusCard');
  expect(globalThis.fetch).not.toHaveBeenCalled();
});
