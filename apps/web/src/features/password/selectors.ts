import type { RootState } from '../../app/store';

export const selectPassword = (state: RootState) => state.password;
