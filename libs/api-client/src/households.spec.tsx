import { act, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { HOUSEHOLD_DATA_TAGS } from './cache-tags';
import { accountApi } from './endpoints';
import { generatedApi } from './generated/api';
import { useCurrentHouseholdMembers, useCurrentHouseholdName, useSignedInUserId } from './households';
import { tokenRefreshed, userLoaded } from './session';
import { createAppStore } from './store';
import { stubNetwork } from './testing';

const ADA = { id: 1, name: 'Ada Lovelace', role: 'owner' as const };
const BO = { id: 2, name: 'Bo Peep', role: 'member' as const };
const FLAT = { id: 1, name: 'The Flat', role: 'owner' as const, isCurrent: true, members: [ADA, BO] };
const CABIN = { id: 2, name: 'The Cabin', role: 'member' as const, isCurrent: false, members: [BO] };

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('accessToken', 'token-1');
});

/**
 * A screen that shows what the hooks answer, counting its renders. GET /api/households answers
 * `answers[n]` on its nth call (the last one after that), a moment later, as a server does: the
 * screen is drawn while the request is pending.
 */
function screenWith(answers: unknown[][]) {
  let calls = 0;
  stubNetwork({
    'GET /api/households': async () => {
      const body = answers[Math.min(calls++, answers.length - 1)];
      await new Promise((resolve) => setTimeout(resolve, 20));
      return { status: 200, body };
    },
  });
  const store = createAppStore();
  const renders = { header: 0, members: 0, row: 0 };
  function Header() {
    renders.header += 1;
    return <h1>{useCurrentHouseholdName() ?? 'no name'}</h1>;
  }
  function Members() {
    renders.members += 1;
    return <p>{useCurrentHouseholdMembers().length} members</p>;
  }
  function Row() {
    renders.row += 1;
    return <p>me: {useSignedInUserId() ?? 'nobody'}</p>;
  }
  render(
    <Provider store={store}>
      <Header />
      <Members />
      <Row />
    </Provider>,
  );
  const fetched = async (times: number) => {
    await waitFor(() => expect(calls).toBe(times));
    await waitFor(() => expect(generatedApi.endpoints.listHouseholds.select()(store.getState() as never).status).toBe('fulfilled'));
    await act(async () => {});
  };
  const refetch = () => act(() => void store.dispatch(accountApi.util.invalidateTags([...HOUSEHOLD_DATA_TAGS])));
  return { store, renders, fetched, refetch };
}

test('a refetch that changes nothing they show renders none of them again', async () => {
  const { renders, fetched, refetch } = screenWith([[FLAT, CABIN]]);
  await fetched(1);
  expect(await screen.findByRole('heading', { name: 'The Flat' })).toBeInTheDocument();
  expect(screen.getByText('2 members')).toBeInTheDocument();
  const before = { ...renders };

  refetch();
  await fetched(2);
  expect(renders).toEqual(before);
});

test('each renders again when what it shows changes, and only then', async () => {
  const { renders, fetched, refetch } = screenWith([[FLAT], [FLAT, CABIN]]);
  await fetched(1);
  // One household: no name to show; its members do show.
  expect(await screen.findByText('2 members')).toBeInTheDocument();
  expect(screen.getByRole('heading')).toHaveTextContent('no name');
  const before = { ...renders };

  refetch();
  await fetched(2);
  expect(await screen.findByRole('heading', { name: 'The Flat' })).toBeInTheDocument();
  expect(renders).toEqual({ ...before, header: before.header + 1 });
});

test("the profile's answer and a refreshed token render only what shows the user", async () => {
  const { store, renders, fetched } = screenWith([[FLAT, CABIN]]);
  await fetched(1);
  expect(await screen.findByRole('heading', { name: 'The Flat' })).toBeInTheDocument();
  const before = { ...renders };

  act(() => void store.dispatch(userLoaded({ id: 1, name: 'Ada Lovelace', email: 'ada@example.com' })));
  expect(screen.getByText('me: 1')).toBeInTheDocument();
  act(() => void store.dispatch(tokenRefreshed('token-2')));
  expect(renders).toEqual({ ...before, row: before.row + 1 });
});
