import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '@tessera/i18n';
import { Button, Marquee, FIRST_VIEW_MS } from '@tessera/ui';
import type { Notice } from '@tessera/api';
import { ALL_ANNOUNCEMENT_TYPES, allAnnouncements } from './announcements';
import { useAnnouncementsQuery } from './contentApi';
import { PartBoundary, PartUnavailable } from '../../widgets/PartBoundary';

// The notice modal (and the HTML sanitiser with it) arrives when a notice is opened.
const NoticeModal = lazy(() => import('./NoticeModal'));
const AnnouncementModal = lazy(() => import('./AnnouncementModal'));

/** The announcements of the modal, fetched when it opens. */
function Announcements({ onClose }: { onClose: () => void }) {
  const { data } = useAnnouncementsQuery(ALL_ANNOUNCEMENT_TYPES);
  return data ? <AnnouncementModal announcements={allAnnouncements(data)} onClose={onClose} /> : null;
}

/**
 * The notice bar's content (§2): the titles scrolling in the marquee (hover or focus pauses, a
 * click opens the notice) and the button that lists every announcement. Its code comes in a chunk
 * of its own, asked for as the bar mounts (NoticeBar): the first view renders without it.
 */
export default function NoticeTicker({ notices }: { notices: Notice[] }) {
  const { t: translate } = useTranslation();
  const [openId, setOpenId] = useState<string | null>(null);
  const [announcementsOpen, setAnnouncementsOpen] = useState(false);
  const open = notices.find((n) => n.id === openId);
  return (
    <>
      <Marquee
        items={notices}
        onSelect={(item) => setOpenId(item.id)}
        label={translate('notices_label')}
        pauseLabel={translate('notices_pause')}
        playLabel={translate('notices_play')}
        // Still while the page loads (every frame of a moving strip is drawn again), then scrolling.
        startAfterMs={FIRST_VIEW_MS}
      />
      <Button variant="secondary" size="sm" onClick={() => setAnnouncementsOpen(true)}>
        {translate('page_notices')}
      </Button>
      {announcementsOpen && (
        <PartBoundary fallback={<PartUnavailable />}>
          <Suspense fallback={null}>
            <Announcements onClose={() => setAnnouncementsOpen(false)} />
          </Suspense>
        </PartBoundary>
      )}
      {open && (
        <PartBoundary fallback={<PartUnavailable />}>
          <Suspense fallback={null}>
            <NoticeModal notice={open} onClose={() => setOpenId(null)} />
          </Suspense>
        </PartBoundary>
      )}
    </>
  );
}
