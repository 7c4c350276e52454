import { isFlagOn, SYSTEM_STATUS, type SystemStatus } from '@tessera/api';
import type { RootState } from '../../core/rootReducer';

export type Availability = 'open' | 'maintenance' | 'regionBlocked';

/** §4: 0 normal, 1 maintenance, 2 region-restricted; maintenance takes precedence. */
export function availabilityOf(status: SystemStatus): Availability {
  if (status.status === SYSTEM_STATUS.maintenance || status.maintenance?.active) return 'maintenance';
  if (status.status === SYSTEM_STATUS.regionRestricted || status.regionRestriction?.active) return 'regionBlocked';
  return 'open';
}

export const selectSystem = (state: RootState) => state.system;
export const selectSystemStatus = (state: RootState) => state.system.status;
export const selectCountries = (state: RootState) => state.system.countries;
export const selectAvailability = (state: RootState): Availability | null =>
  state.system.status ? availabilityOf(state.system.status) : null;
const NO_RESOURCES: SystemStatus['resources'] = [];
/** The brand's resources (social networks, app links); none until the status arrives (one empty list, not a new one per call). */
export const selectResources = (state: RootState) => state.system.status?.resources ?? NO_RESOURCES;
/** The first customer-service entry (the side bar and the blocking pages show it). */
export const selectPrimaryCustomerService = (state: RootState) => state.system.status?.customerService[0] ?? null;

/** Whether a white-label flag (§6) is on in the loaded status. */
export const isWhitelabelFlagOn = (modId: string) => (state: RootState) =>
  state.system.status ? isFlagOn(state.system.status.whitelabel, modId) : false;
