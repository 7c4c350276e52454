import { REFERRAL_QUERY } from '@tessera/api';

/** The register page's address carrying the member's referral code, on the site the member is on. */
export const inviteLink = (code: string, origin: string = window.location.origin): string =>
  `${origin}/register?${REFERRAL_QUERY}=${encodeURIComponent(code)}`;

/** The invite link's QR code: an image the platform makes with the encoder of the app download codes. */
export const inviteQrSrc = (code: string): string => `/static/qr/referral/${encodeURIComponent(code)}.svg`;
