import { useEffect, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/**
 * Test-only: renders the page once the router is at `url`, so a test can open a route with a query
 * string (renderPage starts at its route path, which cannot carry one).
 */
export function AtUrl({ url, children }: { url: string; children: ReactNode }) {
  const location = useLocation();
  const navigate = useNavigate();
  const arrived = `${location.pathname}${location.search}` === url;
  useEffect(() => {
    if (!arrived) navigate(url, { replace: true });
  }, [arrived, navigate, url]);
  return arrived ? children : null;
}
