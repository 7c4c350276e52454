export { JackpotCounter, type JackpotCounterProps } from './JackpotCounter';
export { jackpotCentsAt, JACKPOT_BASE_CENTS, JACKPOT_CYCLE_MS, JACKPOT_EPOCH_MS } from './jackpotValue';
