import { useState } from 'react';
import type { FormikHelpers } from 'formik';
import type { FailureInfo } from '../system/slice';

export interface PasswordCheckedSubmitOptions<Values, Order, Result> {
  /** The form field holding the login password: the only one a wrong password clears. */
  passwordField: keyof Values & string;
  /** The platform's code for a wrong password (`CASHIER_CODES.passwordIncorrect`, `POINTS_CODES.passwordIncorrect`). */
  passwordIncorrect: string;
  /** What the form asks to move, as sent, without the password. */
  order: (values: Values) => Order;
  /**
   * Sends the order with the password through its keyed mutation (`keyedCall`: the same order
   * asked again reuses its idempotency key); resolves with the answer, rejects with a
   * `FailureInfo` (`.unwrap()`).
   */
  send: (order: Order, password: string) => Promise<Result>;
}

/**
 * A money movement confirmed with the login password, as a formik `onSubmit` (its idempotency
 * key is the mutation's, see `keyedCall`): a success empties the form, a failure keeps what was
 * typed, except the password when the platform says it is wrong. `pending` is true while the
 * call is in flight (the submit button shows it and takes no second press).
 */
export function usePasswordCheckedSubmit<Values extends object, Order, Result>({
  passwordField,
  passwordIncorrect,
  order,
  send,
}: PasswordCheckedSubmitOptions<Values, Order, Result>) {
  const [failure, setFailure] = useState<FailureInfo | null>(null);
  const [done, setDone] = useState<Result | null>(null);
  const [pending, setPending] = useState(false);

  const onSubmit = async (values: Values, helpers: FormikHelpers<Values>) => {
    const asked = order(values);
    setFailure(null);
    setDone(null);
    setPending(true);
    try {
      const result = await send(asked, String(values[passwordField]));
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
