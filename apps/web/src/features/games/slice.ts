import { injectFeature } from '../../core/injectFeature';
import { gamesSlice } from './model';
import { gamesSaga } from './saga';

export * from './model';

const injected = injectFeature(gamesSlice, gamesSaga);

export const { selectProviderPopup, selectFrame } = injected.selectors;
