import { injectFeature } from '../../core/injectFeature';
import type { RootState } from '../../core/rootReducer';
import { languageSlice } from './model';
import { languageSaga } from './saga';

export * from './model';

const injected = injectFeature(languageSlice, languageSaga);

/** The language the platform holds for the member, as last stored from this browser. */
export const selectStoredLanguage = (state: RootState) => injected.selectSlice(state).stored;
