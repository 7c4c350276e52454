import { createSlice } from '@reduxjs/toolkit';

/** Which of the password modals (§2 change-password and forgot-password) is open. */
export interface PasswordState {
  forgotOpen: boolean;
  changeOpen: boolean;
}

const initialState: PasswordState = { forgotOpen: false, changeOpen: false };

const slice = createSlice({
  name: 'password',
  initialState,
  reducers: {
    forgotPasswordOpened(state) {
      state.forgotOpen = true;
    },
    forgotPasswordClosed(state) {
      state.forgotOpen = false;
    },
    changePasswordOpened(state) {
      state.changeOpen = true;
    },
    changePasswordClosed(state) {
      state.changeOpen = false;
    },
  },
});

export const { forgotPasswordOpened, forgotPasswordClosed, changePasswordOpened, changePasswordClosed } = slice.actions;
export const passwordReducer = slice.reducer;
