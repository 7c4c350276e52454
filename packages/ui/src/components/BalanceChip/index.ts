export { BalanceChip, type BalanceChipProps } from './BalanceChip';
