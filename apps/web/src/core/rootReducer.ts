import { combineSlices } from '@reduxjs/toolkit';
import { systemReducer } from '../features/system/slice';
import { themeReducer } from '../features/theme/slice';
import { sessionReducer } from '../features/session/slice';
import { contentApi } from '../features/content/contentApi';

/**
 * The state of features whose code arrives with a route's or a modal's chunk (games; register,
 * password, SMS code and captcha with the screens that use them): each declares itself here
 * (`interface LazyLoadedSlices extends WithSlice<typeof slice> {}`) and injects its slice into
 * {@link rootReducer} when its module loads, so the first page never downloads it.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by each lazy slice's declaration merging
export interface LazyLoadedSlices {}

/** The reducers every page needs, plus the slots lazy slices inject themselves into. */
export const rootReducer = combineSlices(contentApi, {
  system: systemReducer,
  theme: themeReducer,
  session: sessionReducer,
}).withLazyLoadedSlices<LazyLoadedSlices>();

export type RootState = ReturnType<typeof rootReducer>;
