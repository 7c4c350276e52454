import { useTranslation } from '@tessera/i18n';
import { currencySymbol, formatAmount } from '@tessera/format';
import { Avatar, Button, DescriptionItem, DescriptionList, VipLabel } from '@tessera/ui';
import { useAppDispatch, useAppSelector } from '../../../core/hooks';
import { useBalanceQuery } from '../../session/memberApi';
import { changePasswordOpened } from '../../password/slice';
import { useRequireAccount } from '../../session/gate';
import { selectIsAgent, selectIsTrial, selectMember } from '../../session/selectors';
import { memberCentreOpened } from '../slice';
import { AuthenticatorCard } from '../security/AuthenticatorCard';
import { ActionRow, Card } from '../styles';
import { Who, Actions } from './AccountPage.styles';

/** The member centre's default page, my account (securityCenter): who the member is, their money at a glance, and the password. */
export default function AccountPage() {
  const { t: translate } = useTranslation();
  const dispatch = useAppDispatch();
  const requireAccount = useRequireAccount();
  const member = useAppSelector(selectMember);
  const agent = useAppSelector(selectIsAgent);
  const trial = useAppSelector(selectIsTrial);
  const balance = useBalanceQuery(undefined, { skip: !member });
  if (!member) return null;
  const name = member.nickname || member.account;
  const kind = trial ? 'mc_account_kind_trial' : agent ? 'mc_account_kind_agent' : 'mc_account_kind_member';

  return (
    <>
      <Card aria-labelledby="mc-account-profile">
        <h3 id="mc-account-profile">{translate('mc_account_profile')}</h3>
        <Who>
          <Avatar name={name} alt="" size="lg" />
          <DescriptionList>
            <DescriptionItem label={translate('mc_account_name')}>{member.account}</DescriptionItem>
            <DescriptionItem label={translate('mc_account_nickname')}>{member.nickname || '—'}</DescriptionItem>
            <DescriptionItem label={translate('mc_account_vip')}>
              <VipLabel level={member.clubLabel.rankLevel} labelName={member.clubLabel.labelName} />
            </DescriptionItem>
            <DescriptionItem label={translate('mc_account_kind')}>{translate(kind)}</DescriptionItem>
          </DescriptionList>
        </Who>
      </Card>
      <Card aria-labelledby="mc-account-money">
        <h3 id="mc-account-money">{translate('mc_account_money')}</h3>
        <ActionRow>
          <DescriptionList>
            <DescriptionItem label={translate('balance_label')}>
              {balance.data ? (
                // A figure: "$ 13,393.50" keeps its order on a right-to-left page.
                <bdi dir="ltr">{`${currencySymbol(balance.data.currency)} ${formatAmount(balance.data.sumBalance)}`}</bdi>
              ) : (
                '—'
              )}
            </DescriptionItem>
          </DescriptionList>
          <Actions>
            <Button size="sm" onClick={() => requireAccount(() => dispatch(memberCentreOpened('depositv2')))}>
              {translate('header_deposit')}
            </Button>
            <Button
              size="sm"
              variant="secondary"
              onClick={() => requireAccount(() => dispatch(memberCentreOpened('withdraw')))}
            >
              {translate('header_withdraw')}
            </Button>
            <Button size="sm" variant="ghost" onClick={() => dispatch(memberCentreOpened('transferFund'))}>
              {translate('mc_page_transfer_fund')}
            </Button>
          </Actions>
        </ActionRow>
      </Card>
      <Card aria-labelledby="mc-account-security">
        <h3 id="mc-account-security">{translate('mc_account_security')}</h3>
        <ActionRow>
          <p>{translate('mc_account_password_hint')}</p>
          <Button size="sm" variant="secondary" onClick={() => requireAccount(() => dispatch(changePasswordOpened()))}>
            {translate('menu_change_password')}
          </Button>
        </ActionRow>
      </Card>
      {!trial && <AuthenticatorCard />}
    </>
  );
}
