import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { useTranslation } from '@tessera/i18n';
import { theme as t } from '@tessera/tokens';
import { Button, Dialog, VipLabel } from '@tessera/ui';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { isWhitelabelFlagOn } from '../system/selectors';
import { signOutRequested } from './slice';
import { ChangePasswordEntry } from '../password/ChangePasswordEntry';
import { selectMember, selectSession } from './selectors';

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: ${t.space[2]};
`;

const Name = styled.span`
  font-weight: ${t.font.weight.semibold};
  max-width: 12rem;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const ButtonLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: ${t.size.controlSm};
  padding: 0 ${t.space[3]};
  border-radius: ${t.radius.md};
  font-size: ${t.font.size.sm};
  font-weight: ${t.font.weight.semibold};
  text-decoration: none;
  color: ${t.color.text.primary};
  &[data-variant='primary'] { background: ${t.color.accent.primary}; color: ${t.color.text.onAccent}; }
`;

/** Logged out: log in (and register when direct registration is on). Logged in: who, and sign out. */
export function AccountControls() {
  const { t: translate } = useTranslation();
  const dispatch = useAppDispatch();
  const member = useAppSelector(selectMember);
  const { signingOut } = useAppSelector(selectSession);
  const canRegister = useAppSelector(isWhitelabelFlagOn('DIRECT_REGISTRATION'));
  const [confirming, setConfirming] = useState(false);
  const navigate = useNavigate();

  if (!member) {
    return (
      <Row>
        <ButtonLink to="/login">{translate('login_submit')}</ButtonLink>
        {canRegister && (
          <ButtonLink to="/register" data-variant="primary">
            {translate('page_register')}
          </ButtonLink>
        )}
      </Row>
    );
  }
  return (
    <Row>
      <Name title={member.nickname || member.account}>{member.nickname || member.account}</Name>
      <VipLabel level={member.clubLabel.rankLevel} labelName={member.clubLabel.labelName} />
      <ChangePasswordEntry />
      <Button variant="ghost" size="sm" onClick={() => setConfirming(true)}>
        {translate('sign_out')}
      </Button>
      <Dialog
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
          navigate('/index'); // §4: sign-out returns home
        }}
      >
        {translate('in_sure_logout')}
      </Dialog>
    </Row>
  );
}
