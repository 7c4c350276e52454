import { useState } from 'react';
import type { ConfirmWithdrawalPayload } from '@tessera/api';
import type { FailureInfo } from '../../system/slice';
import { useConfirmWithdrawalMutation } from '../cashierApi';

/** One answer to a withdrawal payment: sends it, tells whether it went through, keeps the failure to show. */
export function useAnswerPayment() {
  const [confirm, state] = useConfirmWithdrawalMutation();
  const [error, setError] = useState<FailureInfo | null>(null);
  const send = async (payload: ConfirmWithdrawalPayload): Promise<boolean> => {
    setError(null);
    const result = await confirm(payload);
    if ('error' in result && result.error) {
      setError(result.error as FailureInfo);
      return false;
    }
    return true;
  };
  return { send, busy: state.isLoading, error };
}
