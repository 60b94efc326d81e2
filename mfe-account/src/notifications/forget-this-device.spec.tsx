import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { stubNetwork } from '@mealapp/api-client/testing';
import { renderPage, runOnPlatform } from '@mealapp/testing';
import { useState } from 'react';
import { useForgetThisDevice } from './forget-this-device';

// The native edge: a browser unless a test says it is the Android or iOS app.

function SignOutButton() {
  const forget = useForgetThisDevice();
  const [done, setDone] = useState(false);
  return (
    <button type="button" onClick={() => void forget().then(() => setDone(true))}>
      {done ? 'Forgotten' : 'Sign out'}
    </button>
  );
}

async function signOut() {
  const user = userEvent.setup();
  renderPage(<SignOutButton />);
  await user.click(screen.getByRole('button', { name: 'Sign out' }));
  await screen.findByRole('button', { name: 'Forgotten' });
}

beforeEach(() => {
  runOnPlatform('web');
  localStorage.clear();
  localStorage.setItem('accessToken', 'token');
});

test.each(['android', 'ios'])('the %s app unregisters the token it registered, while signed in, and forgets it', async (platform) => {
  runOnPlatform(platform);
  localStorage.setItem('nativePushToken', 'device-token-1');
  const net = stubNetwork({ 'DELETE /api/notifications/register-token': { status: 204 } });
  await signOut();
  expect(net.callsTo('DELETE /api/notifications/register-token').map((call) => [call.body, call.headers.get('authorization')])).toEqual([[{ token: 'device-token-1' }, 'Bearer token']]);
  expect(localStorage.getItem('nativePushToken')).toBeNull();
});

test('an app that never registered asks nothing', async () => {
  runOnPlatform('android');
  const net = stubNetwork({});
  await signOut();
  expect(net.calls).toEqual([]);
});

test('a failing server does not hold sign-out up, and the device forgets the token all the same', async () => {
  runOnPlatform('ios');
  localStorage.setItem('nativePushToken', 'device-token-2');
  const net = stubNetwork({ 'DELETE /api/notifications/register-token': { status: 500 } });
  await signOut();
  expect(net.count('DELETE /api/notifications/register-token')).toBe(1);
  expect(localStorage.getItem('nativePushToken')).toBeNull();
});
