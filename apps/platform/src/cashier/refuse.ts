import { CASHIER_CODES } from '@tessera/api/contract';
import type { CashierCode } from '@tessera/api/contract';
import { refusals } from '../http/refusal';

const C = CASHIER_CODES;

/** The message of each cashier refusal (English; the front end translates by code). */
const MESSAGES: Readonly<Record<CashierCode, string>> = {
  [C.trialAccount]: 'Please register a real account',
  [C.channelNotFound]: 'This deposit channel is not available',
  [C.invalidAmount]: 'Please enter a valid amount',
  [C.amountOutOfRange]: 'The amount is outside the limits',
  [C.invalidIdempotencyKey]: 'The request has no valid idempotency key',
  [C.idempotencyConflict]: 'This request key was already used for another order',
  [C.orderNotFound]: 'No such order',
  [C.passwordIncorrect]: 'The login password is incorrect',
  [C.insufficientBalance]: 'The main wallet holds less than this amount',
  [C.dailyLimitReached]: 'The daily number of withdrawals is reached',
  [C.invalidBankDetails]: 'Please check the bank details',
};

/** A cashier refusal with its code's message. */
export const refuse = refusals(MESSAGES);
