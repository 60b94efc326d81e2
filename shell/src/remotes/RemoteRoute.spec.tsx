import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RemoteLoader } from './remote-registry';
import { ADA, renderApp } from '../testing/render-app';
import { stubNetwork } from '@mealapp/api-client/testing';

beforeEach(() => {
  localStorage.clear();
  stubNetwork({ 'GET /api/me': { status: 200, body: ADA } });
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

test('a feature that fails to load shows a contained error; Retry loads it again without a reload', async () => {
  let plannerUp = false;
  const loader = jest.fn<ReturnType<RemoteLoader>, Parameters<RemoteLoader>>(async ({ remote, module }) => {
    if (remote === 'planner' && !plannerUp) throw new Error('RUNTIME-003: failed to get remoteEntry');
    return { default: () => <h1>{`${remote}/${module}`}</h1> };
  });
  renderApp('/planner', { signedIn: true, loader });
  expect(await screen.findByText('This part of the app could not load.')).toBeInTheDocument();

  // the rest of the app keeps working
  const user = userEvent.setup();
  const nav = screen.getByRole('navigation', { name: 'Main' });
  await user.click(within(nav).getByRole('link', { name: 'Pantry' }));
  expect(await screen.findByRole('heading', { name: 'pantry/PantryPage' })).toBeInTheDocument();
  // it stays failed (no new wait on a dead remote) until Retry, even once the remote is back
  plannerUp = true;
  await user.click(within(nav).getByRole('link', { name: 'Planner' }));
  expect(await screen.findByText('This part of the app could not load.')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('heading', { name: 'planner/PlannerPage' })).toBeInTheDocument();
  expect(screen.queryByText('This part of the app could not load.')).not.toBeInTheDocument();
  const plannerAttempts = loader.mock.calls.filter(([{ remote }]) => remote === 'planner').map(([, attempt]) => attempt);
  expect(plannerAttempts.at(-1)).toBeGreaterThan(0);
});

test('a loading feature shows a spinner', async () => {
  const loader: RemoteLoader = () => new Promise(() => undefined);
  renderApp('/pantry', { signedIn: true, loader });
  // The tutorial's live region is a status too, always present; the spinner is the one saying it loads.
  expect((await screen.findByText('Loading…')).closest('[role="status"]')).toBeInTheDocument();
});
