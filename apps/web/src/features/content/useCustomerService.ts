import { useCallback } from 'react';
import { CUSTOMER_SERVICE_POPUP } from '../system/customerService';
import { useLazyOnlineServiceQuery } from './contentApi';

/**
 * §6/§7: customer service opens in a popup on the member's channel (VIP above rank level 4, else
 * live chat; the platform decides from the session). The popup is opened at the click, so the
 * browser allows it, then pointed at the chat; when the request fails it closes again.
 * Resolves false when no chat could be opened.
 */
export function useOpenCustomerService() {
  const [fetchLink] = useLazyOnlineServiceQuery();
  return useCallback(async () => {
    const { width, height } = CUSTOMER_SERVICE_POPUP;
    const popup = window.open('about:blank', 'customer-service', `width=${width},height=${height}`);
    try {
      const link = await fetchLink().unwrap();
      if (!popup || popup.closed) return false;
      popup.opener = null;
      popup.location.href = link.url;
      return true;
    } catch {
      popup?.close();
      return false;
    }
  }, [fetchLink]);
}
