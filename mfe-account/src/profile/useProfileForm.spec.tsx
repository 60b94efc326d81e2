import { act, screen, waitFor } from '@testing-library/react';
import { accountApi } from '@mealapp/api-client';
import { stubNetwork } from '@mealapp/api-client/testing';
import { renderPage } from '@mealapp/testing';
import { useProfileForm } from './useProfileForm';

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('accessToken', 'token');
});

test('a refetch of the profile that answers the same user renders nothing; a changed user renders once', async () => {
  let user = { id: 1, name: 'Ada Lovelace', email: 'ada@example.com' };
  let calls = 0;
  stubNetwork({
    'GET /api/me': async () => {
      calls += 1;
      // A moment later, as a server answers: the form is drawn while the request is pending.
      await new Promise((resolve) => setTimeout(resolve, 20));
      return { status: 200, body: user };
    },
  });
  let renders = 0;
  function Profile() {
    renders += 1;
    return <p>{useProfileForm().user?.email ?? 'nobody'}</p>;
  }
  const { store } = renderPage(<Profile />);
  await screen.findByText('ada@example.com');
  await act(async () => {});
  const settled = renders;

  const answeredAt = () => accountApi.endpoints.getMe.select()(store.getState() as never).fulfilledTimeStamp;
  /** Invalidates the profile, as a change elsewhere does, and waits until the refetch has answered and rendered. */
  const refetched = async (times: number) => {
    const before = answeredAt();
    act(() => {
      store.dispatch(accountApi.util.invalidateTags(['Me']));
    });
    await waitFor(() => expect(calls).toBe(times));
    await waitFor(() => expect(answeredAt()).not.toBe(before));
    await act(async () => {});
  };

  await refetched(2);
  expect(renders).toBe(settled);

  user = { ...user, email: 'ada@lovelace.example' };
  await refetched(3);
  await screen.findByText('ada@lovelace.example');
  expect(renders).toBe(settled + 1);
});
