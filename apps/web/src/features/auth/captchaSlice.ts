import { injectFeature } from '../../core/injectFeature';
import { captchaSlice } from './captchaModel';
import { captchaSaga } from './captchaSaga';

export * from './captchaModel';

/** The captchas arrive with the first form that shows one. */
const injected = injectFeature(captchaSlice, captchaSaga);

/** Every form's captcha, empty before any form has shown one. */
export const selectCaptchaState = injected.selectSlice;
