import type { ReactNode } from 'react';
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
  if (!status) return error ? <PlatformUnreachable /> : splash;
  if (availability === 'maintenance') return <MaintenancePage />;
  if (availability === 'regionBlocked') return <RegionBlockedPage />;
  return children;
}
