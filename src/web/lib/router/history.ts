/** How the current entry was reached: the back and forward buttons (POP), a new entry, or a replaced one. */
export type NavigationType = 'POP' | 'PUSH' | 'REPLACE';

export interface Location {
  pathname: string;
  search: string;
  hash: string;
  /** What the navigation carried along (`navigate(to, { state })`), kept with the history entry. */
  state: unknown;
  /** Unique per history entry: the key scroll positions are saved under. */
  key: string;
}

export interface History {
  readonly location: Location;
  push(location: Location): void;
  replace(location: Location): void;
  go(delta: number): void;
  /** Called on back and forward (POP) only: pushes and replaces are the router's own. */
  listen(onPop: (location: Location) => void): () => void;
}

export const createKey = () => Math.random().toString(36).slice(2, 10);

/** `to` (absolute, or relative such as '?page=2') read against `from`, with `state` and a new key. */
export function resolveLocation(to: string, from: Pick<Location, 'pathname' | 'search'>, state: unknown): Location {
  const url = new URL(to, `http://app${from.pathname}${from.search}`);
  return { pathname: url.pathname, search: url.search, hash: url.hash, state: state ?? null, key: createKey() };
}

export const hrefOf = (location: Pick<Location, 'pathname' | 'search' | 'hash'>) =>
  location.pathname + location.search + location.hash;

/** What the router keeps in `history.state`: the navigation's own state and the entry's key. */
interface EntryState {
  usr: unknown;
  key: string;
}

/** The browser's address bar and history. */
export function createBrowserHistory(): History {
  const read = (): Location => {
    const entry = window.history.state as Partial<EntryState> | null;
    const { pathname, search, hash } = window.location;
    let key = entry?.key;
    if (key === undefined) {
      // An entry the router did not make: the first page opened, or a jump to an #anchor (a skip link).
      // It gets a key of its own, so it never shares another entry's saved scroll position.
      key = createKey();
      window.history.replaceState({ usr: entry?.usr ?? null, key } satisfies EntryState, '');
    }
    return { pathname, search, hash, state: entry?.usr ?? null, key };
  };
  const write = (location: Location): EntryState => ({ usr: location.state, key: location.key });
  let location = read();
  return {
    get location() {
      return location;
    },
    push(next) {
      try {
        window.history.pushState(write(next), '', hrefOf(next));
      } catch {
        // Safari limits pushState to 100 calls in 30 s (and a state may not clone): load the page instead.
        window.location.assign(hrefOf(next));
        return;
      }
      location = next;
    },
    replace(next) {
      window.history.replaceState(write(next), '', hrefOf(next));
      location = next;
    },
    go: (delta) => window.history.go(delta),
    listen(onPop) {
      const handler = () => {
        location = read();
        onPop(location);
      };
      window.addEventListener('popstate', handler);
      return () => window.removeEventListener('popstate', handler);
    },
  };
}

/** A history kept in memory (component tests): `initialEntries` as paths, the last one current. */
export function createMemoryHistory(initialEntries: string[] = ['/'], initialIndex?: number): History {
  const root = { pathname: '/', search: '' };
  const entries = initialEntries.map((to) => resolveLocation(to, root, null));
  let index = Math.min(Math.max(initialIndex ?? entries.length - 1, 0), entries.length - 1);
  const listeners = new Set<(location: Location) => void>();
  return {
    get location() {
      return entries[index]!;
    },
    push(next) {
      index += 1;
      entries.splice(index, entries.length - index, next);
    },
    replace(next) {
      entries[index] = next;
    },
    go(delta) {
      const next = Math.min(Math.max(index + delta, 0), entries.length - 1);
      if (next === index) return;
      index = next;
      // A browser reports back and forward after the current task; so does this history.
      setTimeout(() => listeners.forEach((onPop) => onPop(entries[index]!)), 0);
    },
    listen(onPop) {
      listeners.add(onPop);
      return () => listeners.delete(onPop);
    },
  };
}
