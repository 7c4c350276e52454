import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { currencySymbol, formatAmount } from '@tessera/format';
import { useTranslation } from '@tessera/i18n';
import {
  Avatar,
  BalanceChip,
  Button,
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
  useMediaQuery,
  VipLabel,
} from '@tessera/ui';
import { useAppDispatch, useAppSelector } from '../core/hooks';
import { LazyDialog } from '../widgets/LazyDialog';
import { useBalanceQuery } from '../features/session/memberApi';
import { changePasswordOpened } from '../features/password/slice';
import { agentCentreOpened } from '../features/agentCentre/slice';
import { memberCentreOpened } from '../features/memberCentre/slice';
import type { MemberCentrePage } from '../features/memberCentre/pages';
import { useRequireAccount } from '../features/session/gate';
import { selectIsAgent, selectIsTrial, selectMember, selectSession } from '../features/session/selectors';
import { signOutRequested } from '../features/session/slice';
import { Row, Who, Name, Vip, Hidden, Cashier } from './MemberControls.styles';

const PHONE = '(max-width: 480px)';

/** §2 logged-in header: who (avatar, nickname, VIP), the balance, and the member's menu. */
export function MemberControls() {
  const { t: translate } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const requireAccount = useRequireAccount();
  const member = useAppSelector(selectMember);
  const agent = useAppSelector(selectIsAgent);
  // §4, §6: a trial account has no member centre, so nothing in its menu opens one.
  const trial = useAppSelector(selectIsTrial);
  const phone = useMediaQuery(PHONE);
  const { signingOut } = useAppSelector(selectSession);
  const balance = useBalanceQuery(undefined, { skip: !member });
  const [balanceHidden, setBalanceHidden] = useState(false);
  const [confirming, setConfirming] = useState(false);
  if (!member) return null;
  const name = member.nickname || member.account;
  const openCentre = (page?: MemberCentrePage) => dispatch(memberCentreOpened(page));
  // Money moves need a real account: a trial account gets the notice instead (§4).
  const openCashier = (page: MemberCentrePage) => requireAccount(() => openCentre(page));

  return (
    <Row>
      <BalanceChip
        amount={balance.data ? formatAmount(balance.data.sumBalance) : '—'}
        currencySymbol={balance.data ? currencySymbol(balance.data.currency) : undefined}
        refreshing={balance.isFetching}
        onRefresh={() => void balance.refetch()}
        hidden={balanceHidden}
        onHiddenChange={setBalanceHidden}
        label={translate('balance_label')}
        refreshLabel={translate('balance_refresh')}
        refreshingLabel={translate('balance_refreshing')}
        hideLabel={translate('balance_hide')}
        showLabel={translate('balance_show')}
        hiddenAmountLabel={translate('balance_hidden')}
      />
      <Cashier>
        <Button size="sm" onClick={() => openCashier('depositv2')}>
          {translate('header_deposit')}
        </Button>
        {!phone && (
          <Button size="sm" variant="secondary" onClick={() => openCashier('withdraw')}>
            {translate('header_withdraw')}
          </Button>
        )}
      </Cashier>
      <DropdownMenu>
        {/* Named by what it shows (nickname, VIP label), so speech input can say it, then what it is. */}
        <DropdownMenuTrigger>
          <Who>
            <Avatar name={name} alt="" size="sm" />
            <Name>{name}</Name>
            <Vip>
              <VipLabel level={member.clubLabel.rankLevel} labelName={member.clubLabel.labelName} />
            </Vip>
            <Hidden>{translate('member_menu')}</Hidden>
          </Who>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          {!trial && (
            <DropdownMenuItem onSelect={() => openCentre()}>{translate('menu_member_centre')}</DropdownMenuItem>
          )}
          {phone && (
            <DropdownMenuItem onSelect={() => openCashier('withdraw')}>{translate('header_withdraw')}</DropdownMenuItem>
          )}
          <DropdownMenuItem onSelect={() => navigate('/vip')}>{translate('menu_vip_level')}</DropdownMenuItem>
          {agent && (
            <DropdownMenuItem onSelect={() => dispatch(agentCentreOpened())}>
              {translate('menu_agent_centre')}
            </DropdownMenuItem>
          )}
          {!trial && (
            <DropdownMenuItem onSelect={() => openCentre('personalHistoryCopy')}>
              {translate('menu_betting_record')}
            </DropdownMenuItem>
          )}
          {!trial && (
            <DropdownMenuItem onSelect={() => openCentre('transactionHistory')}>
              {translate('menu_account_record')}
            </DropdownMenuItem>
          )}
          <DropdownMenuItem onSelect={() => requireAccount(() => dispatch(changePasswordOpened()))}>
            {translate('menu_change_password')}
          </DropdownMenuItem>
          <DropdownMenuSeparator />
          <DropdownMenuItem tone="danger" onSelect={() => setConfirming(true)}>
            {translate('sign_out')}
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <LazyDialog
        open={confirming}
        onOpenChange={setConfirming}
        tone="danger"
        title={translate('sign_out')}
        confirmLabel={translate('sign_out')}
        cancelLabel={translate('cancel')}
        confirming={signingOut}
        onConfirm={() => {
          dispatch(signOutRequested());
          setConfirming(false);
          void navigate('/index'); // §4: sign-out returns home
        }}
      >
        {translate('in_sure_logout')}
      </LazyDialog>
    </Row>
  );
}
