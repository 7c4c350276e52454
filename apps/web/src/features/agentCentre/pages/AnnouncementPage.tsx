import { useTranslation } from '@tessera/i18n';
import { AnnouncementList } from '../../content/AnnouncementList';
import { ContentSkeleton, LoadFailure } from '../../content/QueryStatus';
import { useAgentAnnouncementsQuery } from '../agentAccountsApi';
import { agentFailureMessage } from '../messages';
import type { FailureInfo } from '../../system/slice';

/**
 * The agent centre's announcement page (agentAnnouncement): the announcements written for agents,
 * shown as the site's announcement modal shows its own (titles 7 to a page, the selected one's
 * content sanitised, times YYYY-MM-DD HH:mm:ss).
 */
export default function AnnouncementPage() {
  const { t: translate } = useTranslation();
  const query = useAgentAnnouncementsQuery(undefined, { refetchOnMountOrArgChange: 300 });
  if (query.isLoading || (query.isError && query.isFetching)) return <ContentSkeleton rows={5} />;
  if (query.isError || !query.data) {
    const { title, text } = agentFailureMessage(translate, query.error as FailureInfo | undefined);
    return <LoadFailure title={title} description={text} onRetry={() => void query.refetch()} />;
  }
  return <AnnouncementList announcements={query.data.announcements} />;
}
