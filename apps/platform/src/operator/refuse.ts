import { OPERATOR_CODES } from '@tessera/api/contract';
import type { OperatorCode } from '@tessera/api/contract';
import { refusals } from '../http/refusal';

const O = OPERATOR_CODES;

const MESSAGES: Readonly<Record<OperatorCode, string>> = {
  [O.loginFailed]: 'Wrong account or password',
  [O.loginLocked]: 'Too many failed logins; try again later',
  [O.notFound]: 'No such order',
  [O.wrongState]: 'The order is not in a state this action applies to',
  [O.invalidAmount]: 'Please enter a whole positive amount in minor units',
  [O.overpayment]: 'The amount is more than what remains to be paid',
  [O.invalidReason]: 'Give a reason of 2 to 200 characters',
  [O.invalidIdempotencyKey]: 'The request has no valid idempotency key',
  [O.idempotencyConflict]: 'This request key was already used for another payment',
};

/** An operator refusal with its code's message. */
export const refuse = refusals(MESSAGES);
