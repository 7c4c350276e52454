import { lazy, Suspense } from 'react';
import { useAppSelector } from '../core/hooks';
import { loadPage } from '../core/lazyRoute';
import { selectIsAgent, selectIsSignedIn, selectIsTrial } from '../features/session/selectors';
import { selectAgentCentrePage, selectMemberCentrePage } from '../features/memberCentre/selectors';
import { PartBoundary, PartUnavailable } from '../widgets/PartBoundary';

const MemberCentre = lazy(() =>
  loadPage(() => import('../features/memberCentre/MemberCentre').then((m) => ({ default: m.MemberCentre }))),
);
const AgentCentre = lazy(() =>
  loadPage(() => import('../features/agentCentre/AgentCentre').then((m) => ({ default: m.AgentCentre }))),
);

/**
 * Where the member centre and agent centre panels open, over any page. Nothing of them is
 * downloaded until one opens; only a signed-in member with a real account sees the member
 * centre (a trial account has none, §4, §6: whatever asks to open it), only an agent the agent centre.
 */
export function CentrePanelsHost() {
  const signedIn = useAppSelector(selectIsSignedIn);
  const agent = useAppSelector(selectIsAgent);
  const trial = useAppSelector(selectIsTrial);
  const memberPage = useAppSelector(selectMemberCentrePage);
  const agentPage = useAppSelector(selectAgentCentrePage);
  if (!signedIn) return null;
  return (
    <PartBoundary fallback={<PartUnavailable />}>
      <Suspense fallback={null}>
        {memberPage && !trial && <MemberCentre page={memberPage} />}
        {agent && agentPage && <AgentCentre page={agentPage} />}
      </Suspense>
    </PartBoundary>
  );
}
