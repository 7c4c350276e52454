/** The member centre's records (the spec names no paths; this contract's choice). */
export const PATHS_RECORDS = {
  /** The betting record (member centre page personalHistoryCopy). */
  bettingRecords: '/wps/relay/MCSFE_getBettingRecords',
  /** The account record (member centre page transactionHistory): every movement of the member's wallets. */
  accountRecords: '/wps/relay/MCSFE_getTransactionHistory',
} as const;
