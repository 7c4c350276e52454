import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { useTranslation } from '@tessera/i18n';
import { theme as t } from '@tessera/tokens';
import { useAppSelector } from '../core/hooks';
import { isWhitelabelFlagOn } from '../features/system/selectors';
import { selectMember } from '../features/session/selectors';

// A member's controls (balance, menu) load with the member, not with every visitor's first page.
const MemberControls = lazy(() => import('./MemberControls').then((m) => ({ default: m.MemberControls })));

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: ${t.space[2]};
`;

const buttonLook = css`
  display: inline-flex;
  align-items: center;
  min-height: ${t.size.controlSm};
  padding: 0 ${t.space[3]};
  border-radius: ${t.radius.md};
  font-size: ${t.font.size.sm};
  font-weight: ${t.font.weight.semibold};
  text-decoration: none;
  color: ${t.color.text.primary};
  &[data-variant='primary'] {
    background: ${t.color.accent.primary};
    color: ${t.color.text.onAccent};
  }
`;

const ButtonLink = styled(Link)`
  ${buttonLook}
`;

/** Holds the register button's place until the platform says whether registration is open. */
const HeldPlace = styled.span`
  ${buttonLook}
  visibility: hidden;
`;

/** Logged out: log in (and register when direct registration is on). Logged in: the member's controls. */
export function AccountControls() {
  const { t: translate } = useTranslation();
  const member = useAppSelector(selectMember);
  const canRegister = useAppSelector(isWhitelabelFlagOn('DIRECT_REGISTRATION'));
  const statusKnown = useAppSelector((state) => state.system.status !== null);
  if (member) {
    return (
      <Suspense fallback={null}>
        <MemberControls />
      </Suspense>
    );
  }
  return (
    <Row>
      <ButtonLink to="/login">{translate('login_submit')}</ButtonLink>
      {canRegister && (
        <ButtonLink to="/register" data-variant="primary">
          {translate('page_register')}
        </ButtonLink>
      )}
      {!statusKnown && <HeldPlace aria-hidden="true">{translate('page_register')}</HeldPlace>}
    </Row>
  );
}
