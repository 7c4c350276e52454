import type { ContractKind, ContractPeriod, ContractStatus } from '@tessera/api';
import { formatAmount } from '@tessera/format';
import type { TranslationKey } from '@tessera/i18n';

/**
 * A rate in basis points as a percentage with 2 decimals: 150 → "1.50%". Basis points are
 * hundredths of a percent, so the money formatter (hundredths of a unit) writes them exactly.
 */
export const formatRate = (bp: number): string => `${formatAmount(bp)}%`;

export const KIND_LABELS: Record<ContractKind, TranslationKey> = {
  DIVIDEND: 'contract_kind_dividend',
  DAILY_SALARY: 'contract_kind_daily',
  HOURLY_SALARY: 'contract_kind_hourly',
  REALTIME_SALARY: 'contract_kind_realtime',
};

export const STATUS_LABELS: Record<ContractStatus, TranslationKey> = {
  OFFERED: 'contract_status_offered',
  ACTIVE: 'contract_status_active',
  REJECTED: 'contract_status_rejected',
  TERMINATION_REQUESTED: 'contract_status_termination_requested',
  TERMINATED: 'contract_status_terminated',
};

export const PERIOD_LABELS: Record<ContractPeriod, TranslationKey> = {
  D: 'contract_period_d',
  W: 'contract_period_w',
  H: 'contract_period_h',
  M: 'contract_period_m',
};

/** What a tier's bet threshold counts for each kind. */
export const BET_LABELS: Record<ContractKind, TranslationKey> = {
  DIVIDEND: 'contract_min_valid_bet',
  DAILY_SALARY: 'contract_min_valid_bet',
  HOURLY_SALARY: 'contract_min_bet_amount',
  REALTIME_SALARY: 'contract_min_single_bet',
};
