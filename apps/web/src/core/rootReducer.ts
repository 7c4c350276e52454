import { combineSlices, type Reducer } from '@reduxjs/toolkit';
import { baseApi } from './baseApi';

/**
 * The state every page has from the start (system, theme, session): each of those features
 * declares its slice here by declaration merging (`interface EagerSlices { system: SystemState }`)
 * and the store module injects it before it builds the store.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by each eager slice's declaration merging
export interface EagerSlices {}

/**
 * The state of features whose code arrives with a route's or a modal's chunk (games; register,
 * password, SMS code and captcha with the screens that use them): each declares itself here
 * (`interface LazyLoadedSlices extends WithSlice<typeof slice> {}`) and is injected with its saga
 * by `injectFeature` when its module loads, so the first page never downloads it.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by each lazy slice's declaration merging
export interface LazyLoadedSlices {}

/** The eager slices' reducers are injected by the store module: this module imports no feature. */
const eager = {} as { [Key in keyof EagerSlices]: Reducer<EagerSlices[Key]> };

/** The base API's cache, the eager slices and the slots lazy slices are injected into. */
export const rootReducer = combineSlices(baseApi, eager).withLazyLoadedSlices<LazyLoadedSlices>();

export type RootState = ReturnType<typeof rootReducer>;
