import type { ContractKind, ContractPeriod, ContractTerms, ContractTier, WhitelabelFlag } from '@tessera/api/contract';
import { CONTRACT_CODES as C, CONTRACT_PERIODS, CONTRACT_RATE_MAX, CONTRACT_TIERS_MAX } from '@tessera/api/contract';
import { Refusal } from '../http/refusal';

/** The white-label flag that enables each kind's calls (and the agent centre page of it). */
export const KIND_FLAGS: Readonly<Record<ContractKind, WhitelabelFlag>> = {
  DIVIDEND: 'AGENT_DIVIDEND',
  DAILY_SALARY: 'AGENT_DAILY_SALARY',
  HOURLY_SALARY: 'AGENT_HOURLY_SALARY',
  REALTIME_SALARY: 'AGENT_REALTIME_SALARY',
};

/** The English name of each kind, for inbox messages and ledger memos. */
export const KIND_NAMES: Readonly<Record<ContractKind, string>> = {
  DIVIDEND: 'dividend',
  DAILY_SALARY: 'daily wages',
  HOURLY_SALARY: 'hourly salary',
  REALTIME_SALARY: 'real-time salary',
};

/** The largest amount a threshold may name: 10 billion in minor units. */
const AMOUNT_MAX = 1_000_000_000_000;
const MEMBERS_MAX = 1_000_000;

const invalid = (field: string): Refusal => new Refusal(C.termsInvalid, 'The contract terms cannot be read', { field });

function whole(value: unknown, field: string, min: number, max: number): number {
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < min || value > max) throw invalid(field);
  return value;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Reads the terms of an offer of `kind`: 1 to 5 tiers (rate 1–10,000 bp, thresholds at or above
 * 0) and, for a dividend, its period; for real-time salary the profit and loss rates (0–10,000 bp,
 * not both 0) and the minimum single bet. Anything else is CONTRACT_TERMS_INVALID naming the field.
 */
export function readTerms(kind: ContractKind, value: unknown): ContractTerms {
  if (!isObject(value)) throw invalid('terms');
  if (kind === 'REALTIME_SALARY') {
    if (value.tiers !== undefined && !(Array.isArray(value.tiers) && value.tiers.length === 0)) throw invalid('tiers');
    if (value.period !== undefined && value.period !== null) throw invalid('period');
    const profitRate = whole(value.profitRate, 'profitRate', 0, CONTRACT_RATE_MAX);
    const lossRate = whole(value.lossRate, 'lossRate', 0, CONTRACT_RATE_MAX);
    if (profitRate === 0 && lossRate === 0) throw invalid('profitRate');
    const minSingleBet = whole(value.minSingleBet, 'minSingleBet', 0, AMOUNT_MAX);
    return { period: null, tiers: [], profitRate, lossRate, minSingleBet };
  }
  for (const field of ['profitRate', 'lossRate', 'minSingleBet'] as const) {
    if (value[field] !== undefined && value[field] !== null) throw invalid(field);
  }
  let period: ContractPeriod | null = null;
  if (kind === 'DIVIDEND') {
    if (!(CONTRACT_PERIODS as readonly unknown[]).includes(value.period)) throw invalid('period');
    period = value.period as ContractPeriod;
  } else if (value.period !== undefined && value.period !== null) {
    throw invalid('period');
  }
  if (!Array.isArray(value.tiers) || value.tiers.length < 1 || value.tiers.length > CONTRACT_TIERS_MAX)
    throw invalid('tiers');
  const tiers: ContractTier[] = value.tiers.map((tier: unknown) => {
    if (!isObject(tier)) throw invalid('tiers');
    return {
      rate: whole(tier.rate, 'rate', 1, CONTRACT_RATE_MAX),
      minBet: whole(tier.minBet, 'minBet', 0, AMOUNT_MAX),
      minActiveMembers: whole(tier.minActiveMembers, 'minActiveMembers', 0, MEMBERS_MAX),
    };
  });
  tiers.sort((a, b) => a.minBet - b.minBet || a.minActiveMembers - b.minActiveMembers || a.rate - b.rate);
  return { period, tiers, profitRate: null, lossRate: null, minSingleBet: null };
}

/** Terms as stored (JSON written by {@link readTerms} or the seed). */
export const parseTerms = (text: string): ContractTerms => JSON.parse(text) as ContractTerms;

/** A rate in basis points as a percentage for messages: 150 → "1.5%". */
export const percent = (bp: number): string => `${(bp / 100).toFixed(2).replace(/\.?0+$/, '')}%`;
