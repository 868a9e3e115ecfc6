import { afterEach, describe, expect, it } from 'vitest';
import { createBrowserHistory } from './history';

describe('browser history', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('gives an entry it did not make (the first page, a jump to an #anchor) a key of its own, kept in the entry', () => {
    window.history.replaceState(null, '', '/dashboard');
    const first = createBrowserHistory().location;
    expect(first).toMatchObject({ pathname: '/dashboard', state: null });
    expect(first.key).not.toBe('default');
    expect(window.history.state).toEqual({ usr: null, key: first.key });
    // Read again (a reload): the same entry keeps its key.
    expect(createBrowserHistory().location.key).toBe(first.key);

    window.history.pushState(null, '', '/dashboard#conteudo');
    const anchor = createBrowserHistory().location;
    expect(anchor).toMatchObject({ pathname: '/dashboard', hash: '#conteudo' });
    expect(anchor.key).not.toBe(first.key);
  });

  it('keeps the state a navigation carried, under its key', () => {
    const history = createBrowserHistory();
    history.push({ pathname: '/resumos', search: '?resumo=3', hash: '', state: { viewer: true }, key: 'k1' });
    expect(window.location.pathname + window.location.search).toBe('/resumos?resumo=3');
    expect(createBrowserHistory().location).toMatchObject({ state: { viewer: true }, key: 'k1' });
  });
});
