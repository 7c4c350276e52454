import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Brings the element named by the address's #fragment into view and gives it focus, each time
 * the fragment is followed (the side bar links to /down#ios and /down#android). The router does
 * not do this for a page that arrives after the address changed.
 */
export function useHashTarget(ready = true) {
  const { hash, key } = useLocation();
  useEffect(() => {
    if (!ready || hash.length < 2) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    if (!target) return;
    target.scrollIntoView({ block: 'start' });
    target.focus({ preventScroll: true });
  }, [hash, key, ready]);
}
