// The agent centre shares the member centre's panel state: one overlay panel is open at a time.
export { agentCentreOpened, agentCentreClosed } from '../memberCentre/slice';
export { selectAgentCentrePage } from '../memberCentre/selectors';
