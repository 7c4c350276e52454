/** The member centre's cashier: deposit and withdrawal (the spec names no paths; this contract's choice, in its relay style). */
export const PATHS_CASHIER = {
  depositChannels: '/wps/relay/MCSFE_getDepositChannels',
  createDeposit: '/wps/relay/MCSFE_createDeposit',
  depositOrder: '/wps/relay/MCSFE_getDepositOrder',
  withdrawSettings: '/wps/relay/MCSFE_getWithdrawSettings',
  withdraw: '/wps/relay/MCSFE_withdraw',
  /** The member's withdrawals with their payments, received and remaining. */
  withdrawList: '/wps/relay/MCSFE_getWithdrawList',
  /** The member's answer to a payment: received, not received (with proof), all received. */
  confirmWithdrawal: '/wps/relay/MCSFE_confirmWithdrawal',
  /** Where a payment provider posts its signed notification of an order's outcome. */
  paymentNotify: '/wps/cashier/notify',
} as const;
