import type { RootState } from '../../app/rootReducer';

export const selectThemeMode = (state: RootState) => state.theme.mode;
