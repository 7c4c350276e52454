import { createContext, useContext, useDeferredValue, type ReactNode } from 'react';
import { useAppSelector } from '../../../core/hooks';
import { selectAvailability, selectSystem } from '../selectors';
import { MaintenancePage } from './MaintenancePage';
import { RegionBlockedPage } from './RegionBlockedPage';
import { PlatformUnreachable } from './PlatformUnreachable';

const Starting = createContext(false);

/**
 * True while the platform's status is on its way: the layout (header, navigation, banner strip)
 * is already on screen and only the page waits, so nothing the member sees or points at is
 * replaced when the status arrives.
 */
export const useSiteStarting = (): boolean => useContext(Starting);

/**
 * Shows the site only when the platform says it is open: maintenance and region block replace it
 * (maintenance wins), and an unreachable platform gets a retry instead of a white screen. While the
 * status is on its way the site renders with {@link useSiteStarting} true.
 */
export function SystemGate({ children }: { children: ReactNode }) {
  const { status, error } = useAppSelector(selectSystem);
  const availability = useAppSelector(selectAvailability);
  const phase = status ? availability : error ? 'unreachable' : 'starting';
  // The page's first render is the largest there is: when the status arrives it is rendered as a
  // transition, in slices that let the browser paint and respond, not inside the answer's task.
  const shown = useDeferredValue(phase);
  if (shown === 'unreachable') return <PlatformUnreachable />;
  if (shown === 'maintenance') return <MaintenancePage />;
  if (shown === 'regionBlocked') return <RegionBlockedPage />;
  return <Starting.Provider value={shown === 'starting'}>{children}</Starting.Provider>;
}
