import { useTranslation } from '@tessera/i18n';
import { Button, FormMessage, Skeleton } from '@tessera/ui';
import { useAppSelector } from '../../../core/hooks';
import { selectIsTrial, selectMember } from '../../session/selectors';
import { useWithdrawSettingsQuery } from '../cashierApi';
import { cashierErrorMessage } from '../cashier/messages';
import { WithdrawForm } from '../cashier/WithdrawForm';
import { WithdrawalList } from '../cashier/WithdrawalList';

/** The member centre's withdraw page: from the main wallet to a bank account, with the login password; then my withdrawals and their confirmation. */
export default function WithdrawPage() {
  const { t: translate } = useTranslation();
  const member = useAppSelector(selectMember);
  const trial = useAppSelector(selectIsTrial);
  const settings = useWithdrawSettingsQuery(undefined, { skip: !member || trial });

  if (!member) return null;
  if (trial) return <FormMessage tone="warning">{translate('in_need_true_account')}</FormMessage>;
  if (settings.error && !settings.data) {
    return (
      <>
        <FormMessage tone="danger" title={translate('cashier_load_failed')}>
          {cashierErrorMessage(translate, settings.error)}
        </FormMessage>
        <Button variant="secondary" onClick={() => void settings.refetch()}>
          {translate('cashier_retry')}
        </Button>
      </>
    );
  }
  return (
    <>
      {settings.data ? <WithdrawForm settings={settings.data} /> : <Skeleton height="24rem" />}
      <WithdrawalList />
    </>
  );
}
