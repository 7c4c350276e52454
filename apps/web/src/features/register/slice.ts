import { injectFeature } from '../../core/injectFeature';
import { registerSlice } from './model';
import { registerSaga } from './saga';

export * from './model';

/** The register screen's state arrives with the screen (the /register route). */
const injected = injectFeature(registerSlice, registerSaga);

/** The register screen's state, or its initial state before the screen first opened. */
export const selectRegister = injected.selectSlice;
