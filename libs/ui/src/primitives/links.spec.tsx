import { createRef } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { Link, NavLink } from './links';

function Where() {
  const { pathname, state } = useLocation();
  return <output aria-label="where">{`${pathname} ${JSON.stringify(state)}`}</output>;
}

function app(at: string, links: React.ReactNode) {
  return render(
    <MemoryRouter initialEntries={[at]}>
      {links}
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

test('a link has its address and opens its screen in the page, with the state it carries', async () => {
  const user = userEvent.setup();
  app('/home', <Link to="/recipes/7" state={{ from: 'home' }}>Soup</Link>);
  const link = screen.getByRole('link', { name: 'Soup' });
  expect(link).toHaveAttribute('href', '/recipes/7');
  await user.click(link);
  expect(screen.getByRole('status', { name: 'where' })).toHaveTextContent('/recipes/7 {"from":"home"}');
});

test('a relative link resolves against the screen it is on', () => {
  render(
    <MemoryRouter initialEntries={['/recipes/7']}>
      <Routes>
        <Route path="/recipes/:id" element={<Link to="cook">Cook</Link>} />
      </Routes>
    </MemoryRouter>,
  );
  expect(screen.getByRole('link', { name: 'Cook' })).toHaveAttribute('href', '/recipes/7/cook');
});

test("a click the link's own handler prevents, or a modified click, stays where it is", async () => {
  const user = userEvent.setup();
  app(
    '/home',
    <>
      <Link to="/pantry" onClick={(event) => event.preventDefault()}>
        Pantry
      </Link>
      <Link to="/planner">Planner</Link>
    </>,
  );
  await user.click(screen.getByRole('link', { name: 'Pantry' }));
  // A click with a modifier is the browser's (a new tab), not the page's. The document's listener,
  // after the app's, stands in for the browser here: jsdom cannot open a tab.
  const browser = (event: MouseEvent) => event.preventDefault();
  document.addEventListener('click', browser);
  try {
    await user.keyboard('{Control>}');
    await user.click(screen.getByRole('link', { name: 'Planner' }));
    await user.keyboard('{/Control}');
  } finally {
    document.removeEventListener('click', browser);
  }
  expect(screen.getByRole('status', { name: 'where' })).toHaveTextContent('/home');
});

test('replace takes the place of the current entry', async () => {
  const user = userEvent.setup();
  function Back() {
    const navigate = useNavigate();
    return <button onClick={() => navigate(-1)}>Back</button>;
  }
  render(
    <MemoryRouter initialEntries={['/a', '/b']} initialIndex={1}>
      <Link to="/c" replace>
        C
      </Link>
      <Back />
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
  await user.click(screen.getByRole('link', { name: 'C' }));
  expect(screen.getByRole('status', { name: 'where' })).toHaveTextContent('/c');
  // The history is /a then /c: one step back is /a (a push would have left /b there).
  await user.click(screen.getByRole('button', { name: 'Back' }));
  expect(screen.getByRole('status', { name: 'where' })).toHaveTextContent('/a');
});

test('a ref reaches the anchor', () => {
  const ref = createRef<HTMLAnchorElement>();
  app('/home', <Link ref={ref} to="/pantry">Pantry</Link>);
  expect(ref.current).toBe(screen.getByRole('link', { name: 'Pantry' }));
});

test.each([
  // [where the person is, the link's path, end, current?]
  ['/recipes', '/recipes', false, true],
  ['/recipes/7', '/recipes', false, true],
  ['/recipes/7/cook', '/recipes', false, true],
  ['/RECIPES/7', '/recipes', false, true],
  ['/recipes-old', '/recipes', false, false],
  ['/recipes/7', '/recipes', true, false],
  ['/home', '/home', true, true],
  ['/home', '/', false, false],
  ['/', '/', false, true],
  ['/recipes/7', '/recipes/', false, true],
])('on %s a NavLink to %s (end: %s) is the current page: %s', (at, to, end, current) => {
  app(at, <NavLink to={to} end={end}>Tab</NavLink>);
  const link = screen.getByRole('link', { name: 'Tab' });
  if (current) expect(link).toHaveAttribute('aria-current', 'page');
  else expect(link).not.toHaveAttribute('aria-current');
});
