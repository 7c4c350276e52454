import { injectFeature } from '../../core/injectFeature';
import { smsSlice } from './smsModel';
import { smsSaga } from './smsSaga';

export * from './smsModel';

/** The SMS-code countdowns arrive with the first form that offers a code. */
const injected = injectFeature(smsSlice, smsSaga);

/** Every purpose's countdown, idle before any form has offered a code. */
export const selectSms = injected.selectSlice;
