import { injectFeature } from '../../core/injectFeature';
import { contractsSlice } from './model';
import { contractsSaga } from './saga';

export * from './model';

injectFeature(contractsSlice, contractsSaga);
