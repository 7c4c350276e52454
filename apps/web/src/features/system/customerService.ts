import type { CustomerServiceEntry } from '@tessera/api';

/** §7: the customer-service chat opens in a popup window of this size. */
export const CUSTOMER_SERVICE_POPUP = { width: 440, height: 500 } as const;

/**
 * Opens a customer-service entry in a popup. Returns false when the browser refused the popup,
 * so the caller can fall back to a plain link.
 */
export function openCustomerService(entry: CustomerServiceEntry): boolean {
  const { width, height } = CUSTOMER_SERVICE_POPUP;
  const popup = window.open(entry.path, 'customer-service', `width=${width},height=${height},noopener=no`);
  if (!popup) return false;
  popup.opener = null;
  return true;
}
