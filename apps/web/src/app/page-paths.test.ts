import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { pagePaths } from '@app/contracts/pages';
import { appRoutes } from './routes.tsx';

/** Every page path the router knows, joined from nested routes ('' for the home page). */
function pathsOf(routes: readonly RouteObject[], parent = ''): string[] {
  return routes.flatMap((route) => {
    const own = route.index ? parent : [parent, route.path].filter(Boolean).join('/');
    const children = route.children ? pathsOf(route.children, own) : [];
    return route.index || route.path !== undefined ? [own, ...children] : children;
  });
}

describe('the page paths of the contract', () => {
  it('are the router’s, so the server answers 404 exactly where the app has no page', () => {
    const routed = pathsOf(appRoutes).filter((path) => path !== '*');
    expect([...routed].sort()).toEqual(pagePaths.map((page) => page.path).sort());
  });
});
