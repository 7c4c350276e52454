import { useState } from 'react';
import styled from 'styled-components';
import { useTranslation } from '@tessera/i18n';
import { formatTimestamp } from '@tessera/format';
import { theme as t } from '@tessera/tokens';
import { Button, EmptyState, FormMessage, Skeleton } from '@tessera/ui';
import { SitePagination } from '../../../widgets/SitePagination';
import { useFeedbackListQuery } from '../feedbackApi';
import { Card } from '../styles';
import { FEEDBACK_TYPE_LABELS, feedbackErrorMessage } from './messages';

const Items = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${t.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
  & > li {
    display: flex;
    flex-direction: column;
    gap: ${t.space[2]};
    padding: ${t.space[3]} ${t.space[4]};
    border: 1px solid ${t.color.border.default};
    border-radius: ${t.radius.md};
  }
  & header {
    display: flex;
    flex-wrap: wrap;
    gap: ${t.space[2]};
    align-items: baseline;
    justify-content: space-between;
  }
  & .muted {
    color: ${t.color.text.muted};
    font-size: ${t.font.size.sm};
  }
  & p {
    margin: 0;
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
  & blockquote {
    margin: 0;
    padding: ${t.space[2]} ${t.space[3]};
    border-inline-start: 3px solid ${t.color.accent.primary};
    background: ${t.color.bg.sunken};
    border-radius: ${t.radius.sm};
  }
`;

const Status = styled.span`
  padding: ${t.space[1]} ${t.space[2]};
  border-radius: ${t.radius.pill};
  font-size: ${t.font.size.sm};
  font-weight: ${t.font.weight.semibold};
  background: ${t.color.bg.sunken};
  &[data-status='REPLIED'] {
    background: ${t.color.status.successSubtle};
  }
`;

/** The member's feedback, newest first, each with the operator's replies (§1, §3). */
export function FeedbackHistory() {
  const { t: translate } = useTranslation();
  const [pageNo, setPageNo] = useState(1);
  const list = useFeedbackListQuery(pageNo, { refetchOnMountOrArgChange: true });
  let body;
  if (list.isError && !list.data) {
    body = (
      <>
        <FormMessage tone="danger" title={translate('fb_history_failed')}>
          {feedbackErrorMessage(translate, list.error)}
        </FormMessage>
        <Button variant="secondary" onClick={() => void list.refetch()}>
          {translate('cashier_retry')}
        </Button>
      </>
    );
  } else if (!list.data) {
    body = <Skeleton height="8rem" />;
  } else if (list.data.totalElements === 0) {
    body = <EmptyState titleAs="h4" title={translate('fb_history_empty')} />;
  } else {
    body = (
      <>
        <Items>
          {list.data.content.map((f) => (
            <li key={f.id} data-feedback={f.id}>
              <header>
                <strong>{translate(FEEDBACK_TYPE_LABELS[f.type])}</strong>
                <Status data-status={f.status}>
                  {translate(f.status === 'REPLIED' ? 'fb_status_replied' : 'fb_status_open')}
                </Status>
              </header>
              <span className="muted">
                {formatTimestamp(f.createdAt)}
                {f.imageCount > 0 && ` · ${translate('fb_images_count', { images: f.imageCount })}`}
              </span>
              <p>{f.content}</p>
              {f.replies.map((r, i) => (
                <blockquote key={i}>
                  <span className="muted">
                    {translate('fb_reply')} · {formatTimestamp(r.repliedAt)}
                  </span>
                  <p>{r.content}</p>
                </blockquote>
              ))}
            </li>
          ))}
        </Items>
        {list.data.totalPages > 1 && (
          <SitePagination page={pageNo} pageCount={list.data.totalPages} onPageChange={setPageNo} />
        )}
      </>
    );
  }
  return (
    <Card aria-labelledby="feedback-history-title">
      <h3 id="feedback-history-title">{translate('fb_history_title')}</h3>
      {body}
    </Card>
  );
}
