import type { VendorLane } from '@tessera/api';
import { runtimeConfig } from '../../core/api';
import { useDeferredAnswer } from '../../core/hooks';
import { useVendorLanesQuery } from './contentApi';

const NO_LANES: VendorLane[] = [];

/**
 * The merchant's vendor lanes for a part that mounts a list from them (the navigation's
 * categories, the lobby's provider chips, the footer's logos): the answer renders as a transition,
 * in slices, not inside the store's update that brings it.
 */
export function useVendorLanes() {
  return useDeferredAnswer(useVendorLanesQuery(runtimeConfig.merchant), NO_LANES);
}
