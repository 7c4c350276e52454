// The agent centre shares the member centre's panel state: one overlay panel is open at a time.
import { agentCentreOpened as agentCentrePageOpened } from '../memberCentre/slice';
import { DEFAULT_AGENT_CENTRE_PAGE, type AgentCentrePage } from './pages';

export { agentCentreClosed } from '../memberCentre/slice';
export { selectAgentCentrePage } from '../memberCentre/selectors';

/** Opens the agent centre (or moves it) at a page; the default page without one. */
export const agentCentreOpened = (page: AgentCentrePage = DEFAULT_AGENT_CENTRE_PAGE) => agentCentrePageOpened(page);
