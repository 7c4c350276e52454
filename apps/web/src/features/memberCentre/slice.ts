import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { injectFeature } from '../../core/injectFeature';
import { signedOut } from '../session/slice';
import type { AgentCentrePage } from '../agentCentre/pages';
import { DEFAULT_MEMBER_CENTRE_PAGE, type MemberCentrePage } from './pages';

/** Which overlay panel is open, at which page: the member centre or the agent centre, never both. */
export interface CentrePanelsState {
  member: MemberCentrePage | null;
  agent: AgentCentrePage | null;
}

const initialState: CentrePanelsState = { member: null, agent: null };

const slice = createSlice({
  name: 'centrePanels',
  initialState,
  reducers: {
    /** Opens the member centre (or moves it) at a page; the default page without one. */
    memberCentreOpened(state, action: PayloadAction<MemberCentrePage | undefined>) {
      state.member = action.payload ?? DEFAULT_MEMBER_CENTRE_PAGE;
      state.agent = null;
    },
    memberCentreClosed(state) {
      state.member = null;
    },
    /** Opens the agent centre (or moves it) at a page; `agentCentreOpened` of the agent centre gives the default. */
    agentCentreOpened(state, action: PayloadAction<AgentCentrePage>) {
      state.agent = action.payload;
      state.member = null;
    },
    agentCentreClosed(state) {
      state.agent = null;
    },
  },
  // A member's panels never outlive their session.
  extraReducers: (builder) => builder.addCase(signedOut, () => initialState),
});

declare module '../../core/rootReducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging: the slice adds its state to LazyLoadedSlices
  export interface LazyLoadedSlices extends WithSlice<typeof slice> {}
}
injectFeature(slice);

export const { memberCentreOpened, memberCentreClosed, agentCentreOpened, agentCentreClosed } = slice.actions;
export const centrePanelsReducer = slice.reducer;
