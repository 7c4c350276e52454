import { useMemo } from 'react';
import type { PrizeMode } from '@tessera/api';
import { prizeModeOf } from '@tessera/api/contract';
import { runtimeConfig } from '../../core/api';
import { useVendorLanesQuery } from '../content/contentApi';
import type { QueryLike } from '../content/QueryStatus';
import { lotteryVendorNames } from './lottery';

/**
 * What the lottery lists need from the site's vendor list: the prize mode (§4: electronic lottery
 * when the ELOTT lane has a TCG_LOTTO_VN or LOTT-type card, normal lottery otherwise) and the
 * providers' names. The prize mode is unknown (undefined) until the vendor list arrives.
 */
export function useLotterySite() {
  const lanesQuery = useVendorLanesQuery(runtimeConfig.merchant);
  const lanes = lanesQuery.data;
  const prizeMode: PrizeMode | undefined = lanes && prizeModeOf(lanes);
  const vendorNames = useMemo(() => lotteryVendorNames(lanes ?? []), [lanes]);
  return { lanesQuery, prizeMode, vendorNames };
}

/**
 * A read that waits for the prize mode: the vendor list's loading or failure (its retry) until
 * the prize mode is known, then the read itself.
 */
export function afterPrizeMode<T>(lanesQuery: QueryLike<unknown>, query: QueryLike<T>): QueryLike<T> {
  if (lanesQuery.data !== undefined) return query;
  return {
    data: undefined,
    isLoading: !lanesQuery.isError,
    isFetching: lanesQuery.isFetching,
    isError: lanesQuery.isError,
    refetch: lanesQuery.refetch,
  };
}
