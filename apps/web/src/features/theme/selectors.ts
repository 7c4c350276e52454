import type { RootState } from '../../core/rootReducer';

export const selectThemeMode = (state: RootState) => state.theme.mode;
