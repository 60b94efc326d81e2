import type { ComponentPropsWithRef, MouseEvent } from 'react';
import { useHref, useLinkClickHandler, useLocation, useResolvedPath, type RelativeRoutingType, type To } from 'react-router-dom';

/**
 * The apps' links to their own screens: react-router's documented way to build one
 * (`useHref` for the address, `useLinkClickHandler` for the click: a plain click navigates in the
 * page, a modified click or another target is left to the browser, as with its `<Link>`).
 *
 * Why not react-router's `<Link>`: it also carries the data routers' prefetching (page links, route
 * modules, RSC), which it references whether or not a data router is in use
 * (remix-run/react-router#14058), so the shell's first scripts held 2.6 KB gzip of code these apps,
 * which route declaratively, never run. An address outside the app is a plain `<a href>`.
 */
export type LinkProps = Omit<ComponentPropsWithRef<'a'>, 'href'> & {
  to: To;
  /** Replace the current history entry rather than push one. */
  replace?: boolean;
  /** `location.state` on the screen the link opens. */
  state?: unknown;
  relative?: RelativeRoutingType;
};

export function Link({ to, replace, state, relative, target, onClick, ...rest }: LinkProps) {
  const href = useHref(to, { relative });
  const navigate = useLinkClickHandler<HTMLAnchorElement>(to, { replace, state, target, relative });
  const click = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!event.defaultPrevented) navigate(event);
  };
  return <a {...rest} href={href} target={target} onClick={click} />;
}

export type NavLinkProps = LinkProps & {
  /** Active only on this very path, not below it (Home's tab is not active on /home/x). */
  end?: boolean;
};

/**
 * A link that says when it is where the person is: `aria-current="page"` on its own path and, unless
 * `end`, on the paths below it, as react-router's `<NavLink>` matches (segment-wise, ignoring case).
 */
export function NavLink({ end = false, relative, ...props }: NavLinkProps) {
  const here = useLocation().pathname.toLowerCase();
  const path = useResolvedPath(props.to, { relative }).pathname.toLowerCase();
  // Where a segment below `path` would start ("/recipes/" has it already; "/" has none below it).
  const below = path !== '/' && path.endsWith('/') ? path.length - 1 : path.length;
  const active = here === path || (!end && here.startsWith(path) && here.charAt(below) === '/');
  return <Link {...props} relative={relative} aria-current={active ? 'page' : undefined} />;
}
