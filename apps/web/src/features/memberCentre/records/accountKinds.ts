import { ACCOUNT_RECORD_KINDS } from '@tessera/api';
import type { AccountRecordKind } from '@tessera/api';
import type { TFunction, TranslationKey } from '@tessera/i18n';

/** Why a wallet moved, in words. */
export const ACCOUNT_RECORD_KIND_LABELS: Record<AccountRecordKind, TranslationKey> = {
  DEPOSIT: 'records_kind_deposit',
  WITHDRAWAL: 'records_kind_withdrawal',
  TRANSFER: 'records_kind_transfer',
  BET: 'records_kind_bet',
  WIN: 'records_kind_win',
  ADJUSTMENT: 'records_kind_adjustment',
  OPENING: 'records_kind_opening',
  POINTS: 'records_kind_points',
};

/** Every kind as a filter's options, "all kinds" first (value ''). */
export const accountKindOptions = (translate: TFunction) => [
  { value: '', label: translate('records_kind_all') },
  ...ACCOUNT_RECORD_KINDS.map((k) => ({ value: k, label: translate(ACCOUNT_RECORD_KIND_LABELS[k]) })),
];
