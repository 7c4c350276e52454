import { useState } from 'react';
import type { FormikHelpers } from 'formik';
import type { FailureInfo } from '../system/slice';
import { useOperationKeys } from './operationKeys';

export interface PasswordCheckedSubmitOptions<Values, Order, Result> {
  /** The form field holding the login password: the only one a wrong password clears. */
  passwordField: keyof Values & string;
  /** The platform's code for a wrong password (`CASHIER_CODES.passwordIncorrect`, `POINTS_CODES.passwordIncorrect`). */
  passwordIncorrect: string;
  /** What the form asks to move, as sent, without the password: the same order asked again reuses its key. */
  order: (values: Values) => Order;
  /** Sends the order with the password under the key; resolves with the answer, rejects with a `FailureInfo` (`.unwrap()`). */
  send: (order: Order, password: string, idempotencyKey: string) => Promise<Result>;
}

/**
 * A money movement confirmed with the login password, as a formik `onSubmit`: one idempotency key
 * per operation, kept across retries of it (a failure or a lost answer) and renewed after it
 * succeeded; a success empties the form, a failure keeps what was typed, except the password
 * when the platform says it is wrong. `pending` is true while the call is in flight (the submit
 * button shows it and takes no second press).
 */
export function usePasswordCheckedSubmit<Values extends object, Order, Result>({
  passwordField,
  passwordIncorrect,
  order,
  send,
}: PasswordCheckedSubmitOptions<Values, Order, Result>) {
  const keys = useOperationKeys();
  const [failure, setFailure] = useState<FailureInfo | null>(null);
  const [done, setDone] = useState<Result | null>(null);
  const [pending, setPending] = useState(false);

  const onSubmit = async (values: Values, helpers: FormikHelpers<Values>) => {
    const asked = order(values);
    const operation = JSON.stringify(asked);
    const idempotencyKey = keys.keyFor(operation);
    setFailure(null);
    setDone(null);
    setPending(true);
    try {
      const result = await send(asked, String(values[passwordField]), idempotencyKey);
      keys.done(operation);
      setDone(result);
      helpers.resetForm();
    } catch (error) {
      const info = error as FailureInfo;
      setFailure(info);
      if (info.code === passwordIncorrect) {
        void helpers.setFieldValue(passwordField, '', false);
        void helpers.setFieldTouched(passwordField, false, false);
      }
    } finally {
      setPending(false);
    }
  };

  return { onSubmit, failure, done, pending };
}
