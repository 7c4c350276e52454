import type { RootState } from '../../app/store';
import type { CaptchaForm } from './captchaSlice';
import type { SmsPurpose } from './smsSlice';

export const selectCaptcha = (form: CaptchaForm) => (state: RootState) => state.captcha[form];
export const selectSmsCountdown = (purpose: SmsPurpose) => (state: RootState) => state.sms[purpose];
