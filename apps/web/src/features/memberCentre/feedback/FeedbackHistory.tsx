import { useState } from 'react';
import { useTranslation } from '@tessera/i18n';
import { formatTimestamp } from '@tessera/format';
import { Button, EmptyState, FormMessage, Skeleton, StatusTag } from '@tessera/ui';
import { SitePagination } from '../../../widgets/SitePagination';
import { useFeedbackListQuery } from '../feedbackApi';
import { Card } from '../styles';
import { FEEDBACK_TYPE_LABELS, feedbackErrorMessage } from './messages';
import { Items } from './FeedbackHistory.styles';

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
                {f.status === 'REPLIED' ? (
                  <StatusTag tone="success">{translate('fb_status_replied')}</StatusTag>
                ) : (
                  <StatusTag>{translate('fb_status_open')}</StatusTag>
                )}
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
