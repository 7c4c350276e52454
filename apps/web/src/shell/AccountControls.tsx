import { useTranslation } from '@tessera/i18n';
import { useAppSelector } from '../core/hooks';
import { isWhitelabelFlagOn } from '../features/system/selectors';
import { selectMember } from '../features/session/selectors';
import { Row, ButtonLink, HeldPlace } from './AccountControls.styles';
import { lazyPage } from '../core/lazyRoute';
import { LazySlot } from '../widgets/LazySlot';
import { PartBoundary, PartUnavailable } from '../widgets/PartBoundary';

// A member's controls (balance, menu) load with the member, not with every visitor's first page.
const MemberControls = lazyPage(() => import('./MemberControls').then((m) => ({ default: m.MemberControls })));

/** Logged out: log in (and register when direct registration is on). Logged in: the member's controls. */
export function AccountControls() {
  const { t: translate } = useTranslation();
  const member = useAppSelector(selectMember);
  const canRegister = useAppSelector(isWhitelabelFlagOn('DIRECT_REGISTRATION'));
  const statusKnown = useAppSelector((state) => state.system.status !== null);
  if (member) {
    return (
      <PartBoundary fallback={<PartUnavailable />}>
        <LazySlot part={MemberControls} fallback={null}>
          <MemberControls />
        </LazySlot>
      </PartBoundary>
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
