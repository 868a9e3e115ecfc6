import { describe, expect, it } from 'vitest';
import { flattenRoutes, matchBranches, type RouteObject } from './match';

const routes: RouteObject[] = [
  {
    children: [
      { path: '/', element: 'raiz' },
      { path: '/simulados', element: 'lista' },
      { path: '/simulados/realizar/:materiaId', element: 'player' },
      { path: '/simulados/historico', element: 'historico' },
      { path: '/simulados/:qualquer', element: 'param' },
      { path: 'relativo', children: [{ path: 'filho/:id', element: 'filho' }] },
      { path: '*', element: 'resto' },
    ],
  },
];

const leafOf = (pathname: string) => {
  const matches = matchBranches(flattenRoutes(routes), pathname);
  return matches && { element: matches.at(-1)!.node.route.element, params: matches[0]!.params, depth: matches.length };
};

describe('route matching', () => {
  it('prefers static segments over params, and params over the catch-all, whatever the table order', () => {
    expect(leafOf('/simulados/historico')).toMatchObject({ element: 'historico' });
    expect(leafOf('/simulados/outro')).toMatchObject({ element: 'param', params: { qualquer: 'outro' } });
    expect(leafOf('/simulados/realizar/7')).toMatchObject({ element: 'player', params: { materiaId: '7' } });
    expect(leafOf('/nao/existe')).toMatchObject({ element: 'resto', params: { '*': 'nao/existe' } });
  });

  it('ignores letter case and a trailing slash, and decodes params', () => {
    expect(leafOf('/Simulados/')).toMatchObject({ element: 'lista' });
    expect(leafOf('/simulados/realizar/a%20b')).toMatchObject({ params: { materiaId: 'a b' } });
    // A malformed escape is kept as written rather than breaking the page.
    expect(leafOf('/simulados/realizar/%E0%A4%A')).toMatchObject({ params: { materiaId: '%E0%A4%A' } });
  });

  it('needs every segment: a longer or shorter path is another route', () => {
    expect(leafOf('/simulados/realizar')).toMatchObject({ element: 'param' });
    expect(leafOf('/simulados/realizar/7/mais')).toMatchObject({ element: 'resto' });
  });

  it('joins relative paths to their parent, and returns the branch from the root down', () => {
    expect(leafOf('/relativo/filho/3')).toMatchObject({ element: 'filho', params: { id: '3' }, depth: 3 });
    expect(leafOf('/')).toMatchObject({ element: 'raiz', depth: 2 });
  });

  it('matches nothing without a catch-all', () => {
    expect(matchBranches(flattenRoutes([{ path: '/a', element: 'a' }]), '/b')).toBeNull();
  });
});
