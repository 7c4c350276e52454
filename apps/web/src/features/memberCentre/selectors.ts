import type { RootState } from '../../core/rootReducer';
import type { AgentCentrePage } from '../agentCentre/pages';
import type { MemberCentrePage } from './pages';

// Apart from the slice, so the page shell can ask which panel is open without loading the panels'
// state code: that arrives with the header's member controls, the only place that opens them.
export const selectMemberCentrePage = (state: RootState): MemberCentrePage | null => state.centrePanels?.member ?? null;
export const selectAgentCentrePage = (state: RootState): AgentCentrePage | null => state.centrePanels?.agent ?? null;
