import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ComponentType } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createMemoryRouter,
  isRouteErrorResponse,
  Link,
  NavLink,
  Outlet,
  RouterProvider,
  ScrollRestoration,
  useLocation,
  useRouteError,
  useSearchParams,
  type RouteObject,
} from 'react-router';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const page =
  (text: string): ComponentType =>
  () => <h1>{text}</h1>;

function Shell() {
  return (
    <div>
      <nav>
        <Link to="/a">Ir para A</Link>
        <Link to="/b">Ir para B</Link>
      </nav>
      <Outlet />
    </div>
  );
}

function ShowError() {
  const error = useRouteError();
  const text = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : 'sem erro';
  return <p role="alert">{text}</p>;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('router: lazy pages', () => {
  it('keeps the current page on screen until the next page’s code arrives, then commits the address', async () => {
    const code = deferred<{ Component: ComponentType }>();
    const router = createMemoryRouter(
      [
        {
          element: <Shell />,
          children: [
            { path: '/a', element: <h1>Página A</h1> },
            { path: '/b', lazy: () => code.promise },
          ],
        },
      ],
      { initialEntries: ['/a'] },
    );
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { name: 'Página A' })).toBeInTheDocument();

    fireEvent.click(screen.getByRole('link', { name: 'Ir para B' }));
    await act(() => Promise.resolve());
    expect(screen.getByRole('heading', { name: 'Página A' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/a');

    await act(async () => code.resolve({ Component: page('Página B') }));
    expect(await screen.findByRole('heading', { name: 'Página B' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/b');
    expect(router.state.historyAction).toBe('PUSH');
  });

  it('shows the root fallback until the first page’s code arrives', async () => {
    const code = deferred<{ Component: ComponentType }>();
    const router = createMemoryRouter(
      [{ hydrateFallbackElement: <p>Carregando...</p>, children: [{ path: '/a', lazy: () => code.promise }] }],
      { initialEntries: ['/a'] },
    );
    render(<RouterProvider router={router} />);
    expect(screen.getByText('Carregando...')).toBeInTheDocument();
    await act(async () => code.resolve({ Component: page('Página A') }));
    expect(await screen.findByRole('heading', { name: 'Página A' })).toBeInTheDocument();
  });

  it('lets the latest navigation win when an earlier one is still loading', async () => {
    const slow = deferred<{ Component: ComponentType }>();
    const router = createMemoryRouter(
      [
        { path: '/a', element: <h1>Página A</h1> },
        { path: '/b', lazy: () => slow.promise },
        { path: '/c', element: <h1>Página C</h1> },
      ],
      { initialEntries: ['/a'] },
    );
    render(<RouterProvider router={router} />);
    const toB = router.navigate('/b');
    await act(() => router.navigate('/c'));
    expect(screen.getByRole('heading', { name: 'Página C' })).toBeInTheDocument();
    await act(async () => {
      slow.resolve({ Component: page('Página B') });
      await toB;
    });
    expect(router.state.location.pathname).toBe('/c');
    expect(screen.queryByRole('heading', { name: 'Página B' })).not.toBeInTheDocument();
  });

  it('shows a download failure in the nearest errorElement, keeps the layout above it, and downloads again next time', async () => {
    const lazy = vi
      .fn<() => Promise<{ Component: ComponentType }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue({ Component: page('Página B') });
    const router = createMemoryRouter(
      [
        {
          errorElement: <p>erro da raiz</p>,
          children: [
            {
              element: <Shell />,
              children: [
                {
                  errorElement: <ShowError />,
                  children: [
                    { path: '/a', element: <h1>Página A</h1> },
                    { path: '/b', lazy },
                  ],
                },
              ],
            },
          ],
        },
      ],
      { initialEntries: ['/a'] },
    );
    render(<RouterProvider router={router} />);
    await act(() => router.navigate('/b'));
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to fetch dynamically imported module');
    expect(screen.getByRole('link', { name: 'Ir para A' })).toBeInTheDocument();
    expect(screen.queryByText('erro da raiz')).not.toBeInTheDocument();

    await act(() => router.navigate('/a'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await act(() => router.navigate('/b'));
    expect(screen.getByRole('heading', { name: 'Página B' })).toBeInTheDocument();
    expect(lazy).toHaveBeenCalledTimes(2);
  });

  it('shows a render error in the nearest errorElement until the next navigation', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    function Broken(): never {
      throw new Error('quebrou');
    }
    const router = createMemoryRouter(
      [
        {
          element: <Shell />,
          children: [
            {
              errorElement: <ShowError />,
              children: [
                { path: '/a', element: <Broken /> },
                { path: '/b', element: <h1>Página B</h1> },
              ],
            },
          ],
        },
      ],
      { initialEntries: ['/a'] },
    );
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('quebrou');
    fireEvent.click(screen.getByRole('link', { name: 'Ir para B' }));
    expect(await screen.findByRole('heading', { name: 'Página B' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the root errorElement for an address no route matches, and the page once one does', async () => {
    const router = createMemoryRouter(
      [
        {
          element: <Shell />,
          errorElement: <ShowError />,
          children: [{ path: '/b', element: <h1>Página B</h1> }],
        },
      ],
      { initialEntries: ['/nada'] },
    );
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('404 Not Found');
    await act(() => router.navigate('/b'));
    expect(screen.getByRole('heading', { name: 'Página B' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('router: loaders', () => {
  it('runs a loader on entering its route and when its params or the search change, not on other navigations', async () => {
    const loader = vi.fn(() => null);
    const router = createMemoryRouter(
      [
        { path: '/x/:id', loader, element: <h1>X</h1> },
        { path: '/y', element: <h1>Y</h1> },
      ],
      { initialEntries: ['/x/1'] },
    );
    render(<RouterProvider router={router} />);
    await screen.findByRole('heading', { name: 'X' });
    expect(loader).toHaveBeenLastCalledWith(expect.objectContaining({ params: { id: '1' } }));
    await act(() => router.navigate('/x/1#fim'));
    expect(loader).toHaveBeenCalledTimes(1);
    await act(() => router.navigate('/x/2'));
    await act(() => router.navigate('/x/2?pagina=2'));
    expect(loader).toHaveBeenCalledTimes(3);
    await act(() => router.navigate('/y'));
    await act(() => router.navigate('/x/2?pagina=2'));
    expect(loader).toHaveBeenCalledTimes(4);
  });
});

describe('router: links and history', () => {
  function Where() {
    const location = useLocation();
    return <output>{location.pathname + location.search}</output>;
  }

  function renderLinks() {
    const router = createMemoryRouter(
      [
        {
          element: (
            <>
              <NavLink to="/menu" end className={({ isActive }) => (isActive ? 'ativo' : 'inativo')}>
                Menu
              </NavLink>
              <NavLink to="/menu">Menu e filhos</NavLink>
              <Link to="/menu/sub">Sub</Link>
              <Link to="/menu/sub" target="_blank">
                Nova aba
              </Link>
              <Where />
              <Outlet />
            </>
          ),
          children: [
            { path: '/menu', element: null },
            { path: '/menu/sub', element: null },
          ],
        },
      ],
      { initialEntries: ['/menu'] },
    );
    render(<RouterProvider router={router} />);
    return router;
  }

  it('marks the current menu entry, and with `end` only on its own page', async () => {
    renderLinks();
    const own = await screen.findByRole('link', { name: 'Menu' });
    expect(own).toHaveAttribute('aria-current', 'page');
    expect(own).toHaveClass('ativo');
    fireEvent.click(screen.getByRole('link', { name: 'Sub' }));
    await screen.findByText('/menu/sub');
    expect(own).not.toHaveAttribute('aria-current');
    expect(own).toHaveClass('inativo');
    expect(screen.getByRole('link', { name: 'Menu e filhos' })).toHaveAttribute('aria-current', 'page');
  });

  it('leaves a click asking for a new tab or window to the browser', async () => {
    const router = renderLinks();
    const sub = await screen.findByRole('link', { name: 'Sub' });
    expect(sub).toHaveAttribute('href', '/menu/sub');
    // What the app left to the browser, seen last; then stopped, as jsdom cannot open another document.
    const leftToBrowser: boolean[] = [];
    const record = (event: Event) => {
      leftToBrowser.push(!event.defaultPrevented);
      event.preventDefault();
    };
    window.addEventListener('click', record);
    for (const modifier of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { button: 1 }])
      fireEvent.click(sub, modifier);
    fireEvent.click(screen.getByRole('link', { name: 'Nova aba' }));
    fireEvent.click(sub);
    window.removeEventListener('click', record);
    expect(leftToBrowser).toEqual([true, true, true, true, true, false]);
    await screen.findByText('/menu/sub');
    expect(router.state.historyAction).toBe('PUSH');
  });

  it('replaces the entry when a link leads to the page already open, and goes back with navigate(-1)', async () => {
    const router = renderLinks();
    fireEvent.click(await screen.findByRole('link', { name: 'Sub' }));
    await screen.findByText('/menu/sub');
    fireEvent.click(screen.getByRole('link', { name: 'Sub' }));
    await waitFor(() => expect(router.state.historyAction).toBe('REPLACE'));
    expect(router.state.location.pathname).toBe('/menu/sub');
    await act(async () => {
      await router.navigate(-1);
      await new Promise((r) => setTimeout(r, 0));
    });
    expect(router.state.location.pathname).toBe('/menu');
    expect(router.state.historyAction).toBe('POP');
  });

  it('sets the search params on the same path, from a function of the current ones, carrying state', async () => {
    function Filters() {
      const [params, setParams] = useSearchParams();
      const { state } = useLocation();
      return (
        <>
          <p>{`q=${params.get('q') ?? ''} page=${params.get('page') ?? ''} state=${JSON.stringify(state)}`}</p>
          <button onClick={() => setParams((current) => (current.set('page', '2'), current), { state: { from: 'x' } })}>
            Página 2
          </button>
          <button onClick={() => setParams({}, { replace: true })}>Limpar</button>
        </>
      );
    }
    const router = createMemoryRouter([{ path: '/lista', element: <Filters /> }], { initialEntries: ['/lista?q=pm'] });
    render(<RouterProvider router={router} />);
    expect(await screen.findByText('q=pm page= state=null')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Página 2' }));
    expect(await screen.findByText('q=pm page=2 state={"from":"x"}')).toBeInTheDocument();
    expect(router.state.historyAction).toBe('PUSH');
    fireEvent.click(screen.getByRole('button', { name: 'Limpar' }));
    expect(await screen.findByText('q= page= state=null')).toBeInTheDocument();
    expect(router.state.location).toMatchObject({ pathname: '/lista', search: '' });
    expect(router.state.historyAction).toBe('REPLACE');
  });
});

/** Two pages under a layout that restores scroll positions. */
const scrollRoutes: RouteObject[] = [
  {
    element: (
      <>
        <Outlet />
        <ScrollRestoration />
      </>
    ),
    children: [
      { path: '/longa', element: <h1>Longa</h1> },
      { path: '/outra', element: <h1>Outra</h1> },
    ],
  },
];

describe('ScrollRestoration', () => {
  it('starts a new page at the top and returns to the saved position on back', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const router = createMemoryRouter(scrollRoutes, { initialEntries: ['/longa'] });
    render(<RouterProvider router={router} />);
    await screen.findByRole('heading', { name: 'Longa' });
    vi.spyOn(window, 'scrollY', 'get').mockReturnValue(640);
    await act(() => router.navigate('/outra'));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    vi.spyOn(window, 'scrollY', 'get').mockReturnValue(0);
    await act(async () => {
      await router.navigate(-1);
      await new Promise((r) => setTimeout(r, 0));
    });
    expect(screen.getByRole('heading', { name: 'Longa' })).toBeInTheDocument();
    expect(scrollTo).toHaveBeenLastCalledWith(0, 640);
  });
});
