import { injectFeature } from '../../../core/injectFeature';
import { depositWatchSlice } from './depositModel';
import { depositSaga } from './depositSaga';

export * from './depositModel';

injectFeature(depositWatchSlice, depositSaga);
