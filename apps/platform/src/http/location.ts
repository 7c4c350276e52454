import type { Location } from '@tessera/api/contract';
import type { FastifyRequest } from 'fastify';

/** Headers a trusted proxy or CDN sets with the caller's country (ISO 3166 alpha-2). */
const COUNTRY_HEADERS = ['x-country-code', 'cf-ipcountry'] as const;

/**
 * The caller's address and, behind a trusted proxy, country. Without TRUST_PROXY the address is
 * the socket's and forwarded headers are ignored, so a caller cannot claim another address.
 */
export function callerLocation(request: FastifyRequest, trustProxy: boolean): Location {
  const location: Location = { ip: request.ip };
  if (!trustProxy) return location;
  for (const name of COUNTRY_HEADERS) {
    const value = request.headers[name];
    if (typeof value === 'string' && /^[A-Za-z]{2}$/.test(value.trim()) && value.trim().toUpperCase() !== 'XX') {
      location.countryCode = value.trim().toUpperCase();
      break;
    }
  }
  return location;
}
