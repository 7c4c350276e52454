import type { RootState } from '../../core/rootReducer';
import { selectCountries, selectSystemStatus } from '../system/selectors';

export { selectRegister } from './slice';

/** The dialing code offered first: the visitor's country when the platform knows it, else the first listed. */
export const selectDefaultDialingCode = (state: RootState): string => {
  const countries = selectCountries(state);
  const here = selectSystemStatus(state)?.location.countryCode;
  return (countries.find((c) => c.countryCode === here) ?? countries[0])?.countryDialingCode ?? '';
};
