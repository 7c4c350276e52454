import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAppSelector } from '../../core/hooks';
import { readLocal, writeLocal } from '../../core/storage';
import { selectIsSignedIn, selectMember } from '../session/selectors';

/** §3/§4: lottery favourites are stored in the browser, one list of game ids per account. */
export const favouriteLotteryKey = (account: string) => `favouriteLottery:${account}`;

/** The favourite lottery game ids of an account, latest first (an unreadable entry counts as none). */
export function readFavouriteLottery(account: string): string[] {
  return parseIds(readLocal(favouriteLotteryKey(account)));
}

function parseIds(stored: string | null): string[] {
  if (!stored) return [];
  try {
    const ids: unknown = JSON.parse(stored);
    return Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

/** §4 favourite toggle: removes the id when it is a favourite, else adds it first. */
export function toggleFavourite(ids: readonly string[], id: string): string[] {
  return ids.includes(id) ? ids.filter((x) => x !== id) : [id, ...ids];
}

// Every list on the page (and other tabs, through the storage event) follows a change at once.
const listeners = new Set<() => void>();
function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

/** Toggles a game in an account's favourites and stores the list; returns it. */
export function storeFavouriteToggle(account: string, id: string): string[] {
  const next = toggleFavourite(readFavouriteLottery(account), id);
  writeLocal(favouriteLotteryKey(account), JSON.stringify(next));
  listeners.forEach((listener) => listener());
  return next;
}

/**
 * The signed-in account's favourite lottery games and the star toggle. Visitors have none, and
 * their star leads to /login (§6: favourites need login).
 */
export function useLotteryFavourites() {
  const navigate = useNavigate();
  const signedIn = useAppSelector(selectIsSignedIn);
  const account = useAppSelector(selectMember)?.account;
  const owner = signedIn ? account : undefined;
  const stored = useSyncExternalStore(subscribe, () => (owner ? readLocal(favouriteLotteryKey(owner)) : null));
  const ids = useMemo(() => parseIds(stored), [stored]);
  const toggle = useCallback(
    (id: string) => {
      if (owner) storeFavouriteToggle(owner, id);
      else void navigate('/login');
    },
    [owner, navigate],
  );
  return { ids, toggle, signedIn: !!owner };
}
