import { injectFeature } from '../../../core/injectFeature';
import { walletRecallSlice } from './recallModel';
import { recallSaga } from './recallSaga';

export * from './recallModel';

/** The recall flow arrives with the wallet page. */
const injected = injectFeature(walletRecallSlice, recallSaga);

/** Whether a recall is on its way, and what the last one did. */
export const selectWalletRecall = injected.selectSlice;
