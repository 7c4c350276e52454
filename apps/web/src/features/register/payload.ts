import { REFERRAL_QUERY } from '@tessera/api';
import type { RegisterField, RegisterPayload } from '@tessera/api';
import { isRegisterField, isSecretField } from './fields';
import type { RegisterValues } from './slice';

/** Where the registration happens: the page's address (window.location in the app). */
export type RegisterLocation = Pick<Location, 'href' | 'host' | 'search'>;

/**
 * The body of a register call (§7): the typed values (trimmed, passwords as typed, empty ones
 * left out), the dialing code when a mobile number is given, and the extras every registration
 * adds: the page address, the invitation code, the referral code (the referrer field, which a
 * friend's invite link fills, else the address's), the host and the method WEB.
 */
export function buildRegisterPayload(values: RegisterValues, location: RegisterLocation): RegisterPayload {
  const fields: Partial<Record<RegisterField, string>> = {};
  for (const [name, raw] of Object.entries(values)) {
    if (!isRegisterField(name) || typeof raw !== 'string') continue;
    const value = isSecretField(name) ? raw : raw.trim();
    if (value !== '') fields[name] = value;
  }
  const dialing = values.countryDialingCode?.trim().replace(/^\+/, '') ?? '';
  return {
    ...fields,
    ...(fields.mobileNum && dialing ? { countryDialingCode: dialing } : {}),
    registerUrl: location.href,
    affiliateCode: fields.affiliateCode ?? '',
    referralCode: fields.referrer ?? new URLSearchParams(location.search).get(REFERRAL_QUERY)?.trim() ?? '',
    domain: location.host,
    registerMethod: 'WEB',
  };
}
