import { injectFeature } from '../../core/injectFeature';
import { passwordSlice } from './model';
import { passwordSaga } from './saga';

export * from './model';

/** The password flows' state arrives with the login modal, the member menu or a reset link. */
const injected = injectFeature(passwordSlice, passwordSaga);

/** The password modals' state, or its initial state before the feature was first used. */
export const selectPassword = injected.selectSlice;
