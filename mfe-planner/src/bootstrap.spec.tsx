import { act, screen } from '@testing-library/react';
import { stubNetwork } from '@mealapp/api-client/testing';

// The standalone preview (`npm run dev` here) as a browser runs it: bootstrap.tsx mounts on #root.
// The planner's first RTK Query hook needs the store; without the shell's providers it crashed.
test("the planner's standalone bootstrap shows the week, its data fetched through the store", async () => {
  localStorage.setItem('accessToken', 'token');
  const net = stubNetwork({
    'GET /api/meal-plans': { status: 200, body: [] },
    'GET /api/households': { status: 200, body: [{ id: 7, name: 'Home', role: 'owner', isCurrent: true, members: [{ id: 1, name: 'Ada', role: 'owner' }] }] },
    'GET /api/recipes': { status: 200, body: [] },
  });
  document.body.innerHTML = '<div id="root"></div>';
  const failures: unknown[] = [];
  const onError = (event: ErrorEvent) => failures.push(event.error);
  window.addEventListener('error', onError);
  try {
    await act(async () => {
      await import('./bootstrap');
    });
    expect(await screen.findByRole('list', { name: /Week$/ })).toBeInTheDocument();
    expect(net.count('GET /api/meal-plans')).toBe(1);
    expect(failures).toEqual([]);
  } finally {
    window.removeEventListener('error', onError);
  }
});
