import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useIdle, useLoadedModule } from '@tessera/ui';
import { writeSession } from '../../core/storage';
import { HOME_PATHS, STORAGE_KEYS } from '../../core/constants';
import { useAnnouncementsQuery } from './contentApi';
import { ENTRY_POPUP_TYPES } from './bannerGroupMap';
import { entryPopupClosed } from './bannerGroups';

// The modal (and the HTML sanitiser with it) arrives only when there is something to pop up.
const loadModal = () => import('./AnnouncementModal').then((module) => module.default);

/**
 * The entry pop-up (§2, §9 type PU): on reaching home, the pop-up announcements open once in
 * the announcement modal; once closed, they stay closed for the rest of the browser session.
 */
export function EntryPopup() {
  const { pathname } = useLocation();
  const [closed, setClosed] = useState(entryPopupClosed);
  const due = !closed && (HOME_PATHS as readonly string[]).includes(pathname);
  const { data } = useAnnouncementsQuery(ENTRY_POPUP_TYPES, { skip: !due });
  const popups = data?.popup ?? [];
  // Asked for at once, opened at the first idle moment after home's first view has painted: not
  // inside the page's first render and answers. Its code is fetched then and it opens once that
  // has arrived, rendering at once in a task of its own (a lazy part would suspend, and React
  // would reveal it later together with whatever else it reveals then).
  const settled = useIdle();
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
