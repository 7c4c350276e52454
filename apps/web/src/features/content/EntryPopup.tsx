import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useIdle, useLoadedModule } from '@tessera/ui';
import { readSession, writeSession } from '../../core/storage';
import { FIRST_VIEW_MS, STORAGE_KEYS } from '../../core/constants';
import { useAnnouncementsQuery } from './contentApi';

// The modal (and the HTML sanitiser with it) arrives only when there is something to pop up.
const loadModal = () => import('./AnnouncementModal').then((module) => module.default);

/** Where a visitor enters the site: home. Modal screens such as /login never get the pop-up. */
const ENTRY_PATHS = ['/index', '/index.html'];
const POPUP_TYPES = ['PU'] as const;

/**
 * The entry pop-up (§2, §9 type PU): on reaching home, the pop-up announcements open once in
 * the announcement modal; once closed, they stay closed for the rest of the browser session.
 */
export function EntryPopup() {
  const { pathname } = useLocation();
  const [closed, setClosed] = useState(() => readSession(STORAGE_KEYS.entryPopupClosed) !== null);
  const due = !closed && ENTRY_PATHS.includes(pathname);
  const { data } = useAnnouncementsQuery(POPUP_TYPES, { skip: !due });
  const popups = data?.popup ?? [];
  // Asked for at once, opened once home has had its first seconds and the browser is idle: a modal
  // opening mid-load costs a phone its scroll lock's and focus trap's layout work (three layouts of
  // the whole page) while the page is still arriving, and covers what the member came to see.
  const settled = useIdle({ afterMs: FIRST_VIEW_MS });
  // Its code is fetched then and it opens once that has arrived, rendering at once in a task of its
  // own: a lazy part would suspend, and React would reveal it later together with whatever else it
  // reveals then (the footer, which comes at the same moment).
  const AnnouncementModal = useLoadedModule(loadModal, due && settled && popups.length > 0);
  const open = due && settled && popups.length > 0 && AnnouncementModal !== null;
  const shown = useRef(false);
  const close = () => {
    writeSession(STORAGE_KEYS.entryPopupClosed, '1');
    setClosed(true);
  };

  // Leaving home while it is open (a link in an announcement) counts as closing it.
  useEffect(() => {
    if (open) shown.current = true;
    else if (shown.current && !closed) close();
  }, [open, closed]);
  if (!open) return null;
  return <AnnouncementModal mode="popup" announcements={popups} onClose={close} />;
}
