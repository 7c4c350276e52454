import { useTranslation } from '@tessera/i18n';
import { Button, EmptyState, FormMessage, Skeleton } from '@tessera/ui';
import { useAppSelector } from '../../../core/hooks';
import { selectIsTrial, selectMember } from '../../session/selectors';
import { uplineErrorMessage } from '../upline/messages';
import { UplineHistory } from '../upline/UplineHistory';
import { UplineTransferForm } from '../upline/UplineTransferForm';
import { useUplineTransferInfoQuery } from '../uplineApi';
import { Page } from './UplineTransferPage.styles';

/**
 * The member centre's transfer to upline (transferUpline): money from the member's main wallet to
 * their upline agent's, with the login password, and the history of those transfers. A member
 * without an upline is told so and sees no form.
 */
export default function UplineTransferPage() {
  const { t: translate } = useTranslation();
  const member = useAppSelector(selectMember);
  const trial = useAppSelector(selectIsTrial);
  const info = useUplineTransferInfoQuery(undefined, { skip: !member || trial });

  if (!member) return null;
  if (trial) return <FormMessage tone="warning">{translate('in_need_true_account')}</FormMessage>;
  if (info.error && !info.data) {
    return (
      <Page>
        <FormMessage tone="danger" title={translate('upline_load_failed')}>
          {uplineErrorMessage(translate, info.error)}
        </FormMessage>
        <Button variant="secondary" onClick={() => void info.refetch()}>
          {translate('upline_retry')}
        </Button>
      </Page>
    );
  }
  if (!info.data) return <Skeleton height="24rem" />;
  const { upline } = info.data;
  return (
    <Page>
      {upline ? (
        <UplineTransferForm info={{ ...info.data, upline }} />
      ) : (
        <EmptyState title={translate('upline_none')} description={translate('upline_none_text')} />
      )}
      <UplineHistory />
    </Page>
  );
}
