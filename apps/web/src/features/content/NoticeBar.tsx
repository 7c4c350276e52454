import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '@tessera/i18n';
import { Button, Marquee } from '@tessera/ui';
import { ALL_ANNOUNCEMENT_TYPES, allAnnouncements } from './announcements';
import { useAnnouncementsQuery, useNoticesQuery } from './contentApi';
import { Bar, Reserved } from './NoticeBar.styles';
import { PartBoundary, PartUnavailable } from '../../widgets/PartBoundary';
import { useDeferredAnswer } from '../../core/hooks';
import type { Notice } from '@tessera/api';

const NO_NOTICES: Notice[] = [];

// The notice modal (and the HTML sanitiser with it) arrives when a notice is opened.
const NoticeModal = lazy(() => import('./NoticeModal'));
const AnnouncementModal = lazy(() => import('./AnnouncementModal'));

/** The announcements of the modal, fetched when it opens. */
function Announcements({ onClose }: { onClose: () => void }) {
  const { data } = useAnnouncementsQuery(ALL_ANNOUNCEMENT_TYPES);
  return data ? <AnnouncementModal announcements={allAnnouncements(data)} onClose={onClose} /> : null;
}

/** The system notice marquee (§2): titles scroll, hover or focus pauses, a click opens the notice. */
export function NoticeBar() {
  const { t: translate } = useTranslation();
  // The marquee mounts with the answer: as a transition, not inside the store's update.
  const { data: notices, isLoading } = useDeferredAnswer(useNoticesQuery(), NO_NOTICES);
  const [openId, setOpenId] = useState<string | null>(null);
  const [announcementsOpen, setAnnouncementsOpen] = useState(false);
  const open = notices.find((n) => n.id === openId);
  // Until the notices answer, the bar holds its place (the marquee's height), so nothing below jumps.
  if (isLoading) {
    return (
      <Bar aria-hidden="true" data-placeholder="notices">
        <Reserved />
      </Bar>
    );
  }
  if (notices.length === 0) return null;
  return (
    <Bar>
      <Marquee
        items={notices}
        onSelect={(item) => setOpenId(item.id)}
        label={translate('notices_label')}
        pauseLabel={translate('notices_pause')}
        playLabel={translate('notices_play')}
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
    </Bar>
  );
}
