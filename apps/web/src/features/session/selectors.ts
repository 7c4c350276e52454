import { AGENT_TYPES, MEMBER_TYPES } from '@tessera/api';
import type { RootState } from '../../core/rootReducer';

export const selectSession = (state: RootState) => state.session;
export const selectMember = (state: RootState) => state.session.member;
export const selectIsSignedIn = (state: RootState) => state.session.phase === 'member';
/** §4: a trial (demo) account is isAgent 4. */
export const selectIsTrial = (state: RootState) => state.session.member?.type === MEMBER_TYPES.trial;
/** §4: agent display for isAgent 1, 2, 41, 42. */
export const selectIsAgent = (state: RootState) => AGENT_TYPES.includes(state.session.member?.type ?? -1);
