import { useDeferredValue, type ReactNode } from 'react';
import { useAppSelector } from '../../../core/hooks';
import { selectAvailability, selectSystem } from '../selectors';
import { MaintenancePage } from './MaintenancePage';
import { RegionBlockedPage } from './RegionBlockedPage';
import { PlatformUnreachable } from './PlatformUnreachable';

/**
 * Shows the site only when the platform says it is open: maintenance and region block replace it
 * (maintenance wins), and an unreachable platform gets a retry instead of a white screen.
 */
export function SystemGate({ children, splash }: { children: ReactNode; splash: ReactNode }) {
  const { status, error } = useAppSelector(selectSystem);
  const availability = useAppSelector(selectAvailability);
  const phase = status ? availability : error ? 'unreachable' : 'starting';
  // The site's first render is the largest there is: when the status arrives it is rendered as a
  // transition, in slices that let the browser paint and respond, not inside the answer's task.
  const shown = useDeferredValue(phase);
  if (shown === 'starting') return splash;
  if (shown === 'unreachable') return <PlatformUnreachable />;
  if (shown === 'maintenance') return <MaintenancePage />;
  if (shown === 'regionBlocked') return <RegionBlockedPage />;
  return children;
}
