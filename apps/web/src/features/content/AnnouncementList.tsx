import { useState } from 'react';
import { useTranslation } from '@tessera/i18n';
import { formatTimestamp } from '@tessera/format';
import type { Announcement } from '@tessera/api';
import { EmptyState, SanitizedHtml } from '@tessera/ui';
import { ANNOUNCEMENTS_PER_PAGE } from '../../core/constants';
import { SitePagination } from '../../widgets/SitePagination';
import { Layout, Titles, Title, Content } from './AnnouncementList.styles';

/**
 * Announcements as §2 shows them: a title list, 7 to a page, and the selected one's content
 * (server HTML, sanitised) with its time as YYYY-MM-DD HH:mm:ss.
 */
export function AnnouncementList({ announcements }: { announcements: readonly Announcement[] }) {
  const { t: translate } = useTranslation();
  const [page, setPage] = useState(1);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  if (announcements.length === 0) return <EmptyState title={translate('announcements_empty')} />;

  const pageCount = Math.ceil(announcements.length / ANNOUNCEMENTS_PER_PAGE);
  const shown = announcements.slice((page - 1) * ANNOUNCEMENTS_PER_PAGE, page * ANNOUNCEMENTS_PER_PAGE);
  const selected = announcements.find((a) => a.id === selectedId) ?? shown[0]!;
  return (
    <Layout>
      <nav aria-label={translate('announcements_titles')}>
        <Titles>
          {shown.map((a) => (
            <li key={a.id}>
              <Title type="button" aria-current={a.id === selected.id} onClick={() => setSelectedId(a.id)}>
                {a.title}
                <time dateTime={a.publishedAt}>{formatTimestamp(a.publishedAt)}</time>
              </Title>
            </li>
          ))}
        </Titles>
        {pageCount > 1 && (
          <SitePagination
            page={page}
            pageCount={pageCount}
            onPageChange={(next) => {
              setPage(next);
              setSelectedId(null);
            }}
          />
        )}
      </nav>
      <Content aria-live="polite">
        <h3>{selected.title}</h3>
        <time dateTime={selected.publishedAt}>{formatTimestamp(selected.publishedAt)}</time>
        <SanitizedHtml html={selected.content} />
      </Content>
    </Layout>
  );
}
