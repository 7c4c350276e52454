import type { RootState } from '../../core/rootReducer';
import { selectCaptchaState, type CaptchaForm } from './captchaSlice';
import { selectSms, type SmsPurpose } from './smsSlice';

export const selectCaptcha = (form: CaptchaForm) => (state: RootState) => selectCaptchaState(state)[form];
export const selectSmsCountdown = (purpose: SmsPurpose) => (state: RootState) => selectSms(state)[purpose];
