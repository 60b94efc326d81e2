import { act, render, screen, waitFor } from '@testing-library/react';
import { accountApi, createAppStore, generatedApi, HOUSEHOLD_DATA_TAGS, userLoaded } from '@mealapp/api-client';
import { stubNetwork } from '@mealapp/api-client/testing';
import { AppProviders } from '@mealapp/app-providers';
import { HouseholdLost } from './HouseholdLost';

const BO = { id: 2, name: 'Bo Peep', role: 'owner' as const };
const FLAT = { id: 1, name: 'The Flat', role: 'member' as const, isCurrent: true, members: [{ id: 1, name: 'Ada Lovelace', role: 'owner' as const }, { ...BO, role: 'member' as const }] };
const OWN = { id: 2, name: "Bo's household", role: 'owner' as const, isCurrent: false, members: [BO] };

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('accessToken', 'token-1');
});

/** Bo's app with The Flat current; `after` is what GET /api/households answers from the second call on. */
async function bosApp(after: unknown[]) {
  let calls = 0;
  stubNetwork({
    'GET /api/households': () => ({ status: 200, body: (calls += 1) === 1 ? [FLAT, OWN] : after }),
  });
  const store = createAppStore();
  store.dispatch(userLoaded({ id: BO.id, name: BO.name, email: 'bo@example.com' }));
  render(
    <AppProviders store={store}>
      <HouseholdLost />
    </AppProviders>,
  );
  /** Resolves once the app holds `list` and has drawn it, so a notice it would show has been shown. */
  const holding = async (list: unknown[]) => {
    await waitFor(() => expect(generatedApi.endpoints.listHouseholds.select()(store.getState() as never).data).toEqual(list));
    await act(async () => {});
  };
  await holding([FLAT, OWN]);
  const settled = () => holding(after);
  return { settled, refetch: () => act(() => void store.dispatch(accountApi.util.invalidateTags([...HOUSEHOLD_DATA_TAGS]))) };
}

test('says so, and which household is shown now, when someone else removes them from the current household', async () => {
  const { refetch } = await bosApp([{ ...OWN, isCurrent: true }]);
  expect(screen.queryByText(/no longer in/)).not.toBeInTheDocument();
  refetch();
  expect(await screen.findByText('You are no longer in The Flat')).toBeInTheDocument();
  expect(screen.getByText("You now see Bo's household.")).toBeInTheDocument();
});

test('says nothing when they switch households', async () => {
  const { refetch, settled } = await bosApp([{ ...FLAT, isCurrent: false }, { ...OWN, isCurrent: true }]);
  refetch();
  await settled();
  expect(screen.queryByText(/no longer in/)).not.toBeInTheDocument();
});
