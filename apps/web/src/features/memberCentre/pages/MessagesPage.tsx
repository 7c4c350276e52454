import { useEffect, useRef, useState } from 'react';
import type { InboxMessage } from '@tessera/api';
import { INBOX_PAGE_SIZE } from '@tessera/api';
import { useTranslation } from '@tessera/i18n';
import { Button, EmptyState } from '@tessera/ui';
import { ContentSkeleton, LoadFailure } from '../../content/QueryStatus';
import { useUnreadCountQuery } from '../../session/memberApi';
import type { FailureInfo } from '../../system/slice';
import { SitePagination } from '../../../widgets/SitePagination';
import { Column, Layout, Toolbar } from '../inbox/Inbox.styles';
import { InboxList } from '../inbox/InboxList';
import { InboxReader } from '../inbox/InboxReader';
import { inboxErrorMessage } from '../inbox/messages';
import { useInboxMessagesQuery, useReadMessagesMutation } from '../inboxApi';

/**
 * Member centre, platform information (messageV2): the member's messages newest first, a page at a
 * time. Choosing one shows its content and marks it read, so the badge on this page's entry
 * follows; all can be marked read at once. On a phone the list and the chosen message take turns.
 */
export default function MessagesPage() {
  const { t: translate } = useTranslation();
  const [pageNo, setPageNo] = useState(1);
  const [chosen, setChosen] = useState<InboxMessage | null>(null);
  const [notice, setNotice] = useState<{ kind: 'done' | 'failed'; text: string } | null>(null);
  const messages = useInboxMessagesQuery({ pageNo, pageSize: INBOX_PAGE_SIZE }, { refetchOnMountOrArgChange: true });
  const unread = useUnreadCountQuery();
  const [markRead, marking] = useReadMessagesMutation();
  const titleRef = useRef<HTMLHeadingElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  /** Where focus goes after the chosen message changes: to its title, or back to its entry in the list. */
  const focusNext = useRef<{ to: 'title' } | { to: 'entry'; id: number } | null>(null);

  useEffect(() => {
    const next = focusNext.current;
    focusNext.current = null;
    if (next?.to === 'title') titleRef.current?.focus();
    if (next?.to === 'entry') listRef.current?.querySelector<HTMLElement>(`[data-message-id="${next.id}"]`)?.focus();
  }, [chosen]);

  const mark = async (payload: { ids: number[] } | { all: true }) => {
    const result = await markRead(payload);
    if ('error' in result)
      setNotice({
        kind: 'failed',
        text: translate('inbox_read_failed', { reason: inboxErrorMessage(translate, result.error as FailureInfo) }),
      });
    else if ('all' in payload) setNotice({ kind: 'done', text: translate('inbox_marked_all') });
  };

  const choose = (message: InboxMessage) => {
    focusNext.current = { to: 'title' };
    setChosen(message);
    setNotice(null);
    if (!message.read) void mark({ ids: [message.id] });
  };

  const back = () => {
    if (chosen) focusNext.current = { to: 'entry', id: chosen.id };
    setChosen(null);
  };

  if (messages.isLoading || (messages.isError && messages.isFetching)) return <ContentSkeleton rows={5} height={56} />;
  if (messages.isError || messages.data === undefined) {
    return (
      <LoadFailure
        size="compact"
        title={translate('inbox_load_failed')}
        description={inboxErrorMessage(translate, messages.error as FailureInfo | undefined)}
        onRetry={() => void messages.refetch()}
      />
    );
  }
  const data = messages.data;
  if (data.totalElements === 0)
    return <EmptyState size="compact" title={translate('inbox_empty')} description={translate('inbox_empty_text')} />;

  return (
    <Layout>
      <div data-reading={chosen !== null}>
        <Column data-part="list" ref={listRef}>
          <Toolbar>
            <Button
              variant="secondary"
              size="sm"
              disabled={(unread.data?.count ?? 0) === 0}
              loading={marking.isLoading && marking.originalArgs !== undefined && 'all' in marking.originalArgs}
              loadingLabel={translate('loading')}
              onClick={() => void mark({ all: true })}
            >
              {translate('inbox_mark_all')}
            </Button>
            <p role={notice?.kind === 'failed' ? 'alert' : 'status'}>{notice?.text}</p>
          </Toolbar>
          <InboxList
            messages={data.content}
            chosenId={chosen?.id ?? null}
            onChoose={choose}
            label={translate('inbox_list_label')}
          />
          <SitePagination page={pageNo} pageCount={data.totalPages} onPageChange={setPageNo} />
        </Column>
        <Column data-part="reader">
          {chosen ? (
            <>
              <Button data-part="back" variant="ghost" size="sm" onClick={back}>
                {translate('inbox_back')}
              </Button>
              <InboxReader ref={titleRef} message={chosen} />
            </>
          ) : (
            <EmptyState size="compact" titleAs="p" title={translate('inbox_choose')} />
          )}
        </Column>
      </div>
    </Layout>
  );
}
