import { useAppSelector } from '../core/hooks';
import { lazyPage } from '../core/lazyRoute';
import { selectIsAgent, selectIsSignedIn, selectIsTrial } from '../features/session/selectors';
import { selectAgentCentrePage, selectMemberCentrePage } from '../features/memberCentre/selectors';
import { LazySlot } from '../widgets/LazySlot';
import { PartBoundary, PartUnavailable } from '../widgets/PartBoundary';

const MemberCentre = lazyPage(() =>
  import('../features/memberCentre/MemberCentre').then((m) => ({ default: m.MemberCentre })),
);
const AgentCentre = lazyPage(() =>
  import('../features/agentCentre/AgentCentre').then((m) => ({ default: m.AgentCentre })),
);

/**
 * Where the member centre and agent centre panels open, over any page. Nothing of them is
 * downloaded until one opens; only a signed-in member with a real account sees the member
 * centre (a trial account has none, §4, §6: whatever asks to open it), only an agent the agent centre.
 * A panel opens in the render that follows its code's arrival (LazySlot).
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
      {memberPage && !trial && (
        <LazySlot part={MemberCentre} fallback={null}>
          <MemberCentre page={memberPage} />
        </LazySlot>
      )}
      {agent && agentPage && (
        <LazySlot part={AgentCentre} fallback={null}>
          <AgentCentre page={agentPage} />
        </LazySlot>
      )}
    </PartBoundary>
  );
}
