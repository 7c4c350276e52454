import { AnnouncementList } from '../features/content/AnnouncementList';
import { ALL_ANNOUNCEMENT_TYPES, allAnnouncements } from '../features/content/announcements';
import { useAnnouncementsQuery } from '../features/content/contentApi';
import { Page } from '../shell/Page';
import { PageSkeleton } from '../shell/PageSkeleton';

/** /noticePage: every announcement, a page of titles at a time. */
export default function NoticePage() {
  const { data, isLoading } = useAnnouncementsQuery(ALL_ANNOUNCEMENT_TYPES);
  return <Page>{isLoading ? <PageSkeleton /> : <AnnouncementList announcements={allAnnouncements(data)} />}</Page>;
}
