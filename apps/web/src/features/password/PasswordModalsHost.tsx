import { useAppSelector } from '../../core/hooks';
import type { RootState } from '../../core/rootReducer';
import { selectIsSignedIn, selectSession } from '../session/selectors';
import { lazyPage } from '../../core/lazyRoute';
import { LazySlot } from '../../widgets/LazySlot';
import { PartBoundary, PartUnavailable } from '../../widgets/PartBoundary';

// The modals, their flows and the password state arrive together, the first time they are needed.
const PasswordModals = lazyPage(() => import('./PasswordModals').then((m) => ({ default: m.PasswordModals })));

/** The password feature is in use once a screen has loaded it (its state then exists). */
const selectPasswordInUse = (state: RootState) => state.password !== undefined;
/** A login that must change its password opens the change modal over any page (§4). */
const selectChangeForced = (state: RootState) => selectIsSignedIn(state) && selectSession(state).passwordChangeRequired;

/**
 * Where the password modals live, over any page. Until the login modal, the member menu or a
 * reset link has loaded the password feature (or a login forces a change), nothing is mounted
 * and nothing of the feature is downloaded.
 */
export function PasswordModalsHost() {
  const inUse = useAppSelector(selectPasswordInUse);
  const forced = useAppSelector(selectChangeForced);
  if (!inUse && !forced) return null;
  return (
    <PartBoundary fallback={<PartUnavailable />}>
      <LazySlot part={PasswordModals} fallback={null}>
        <PasswordModals />
      </LazySlot>
    </PartBoundary>
  );
}
