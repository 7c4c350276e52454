import { useState } from 'react';
import styled from 'styled-components';
import { useTranslation } from '@tessera/i18n';
import { formatTimestamp } from '@tessera/format';
import { theme as t } from '@tessera/tokens';
import type { Announcement } from '@tessera/api';
import { EmptyState, SanitizedHtml } from '@tessera/ui';
import { ANNOUNCEMENTS_PER_PAGE } from '../../core/constants';
import { SitePagination } from '../../widgets/SitePagination';

const Layout = styled.div`
  display: grid;
  gap: ${t.space[4]};
  grid-template-columns: minmax(12rem, 1fr) 2fr;
  @media (max-width: 768px) {
    grid-template-columns: 1fr;
  }
`;

const Titles = styled.ol`
  list-style: none;
  margin: 0 0 ${t.space[3]};
  padding: 0;
  display: grid;
  gap: ${t.space[1]};
`;

const Title = styled.button`
  width: 100%;
  padding: ${t.space[2]} ${t.space[3]};
  border: 0;
  border-radius: ${t.radius.md};
  background: none;
  color: ${t.color.text.primary};
  font: inherit;
  text-align: start;
  cursor: pointer;
  &:hover {
    background: ${t.color.bg.hover};
  }
  &[aria-current='true'] {
    background: ${t.color.bg.accentSubtle};
    font-weight: ${t.font.weight.semibold};
  }
  & time {
    display: block;
    font-size: ${t.font.size.xs};
    color: ${t.color.text.muted};
  }
`;

const Content = styled.article`
  min-width: 0;
  & h3 {
    margin: 0 0 ${t.space[1]};
    font-size: ${t.font.size.lg};
  }
  & > time {
    display: block;
    margin-bottom: ${t.space[3]};
    font-size: ${t.font.size.sm};
    color: ${t.color.text.muted};
  }
`;

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
