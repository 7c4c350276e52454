import { forwardRef } from 'react';
import type { InboxMessage } from '@tessera/api';
import { useTranslation } from '@tessera/i18n';
import { formatTimestamp } from '@tessera/format';
import { SanitizedHtml } from '@tessera/ui';
import { Reader } from './Inbox.styles';

/** The chosen message: its title (focused when chosen), when it was sent, and its content, sanitised. */
export const InboxReader = forwardRef<HTMLHeadingElement, { message: InboxMessage }>(function InboxReader(
  { message },
  ref,
) {
  const { t: translate } = useTranslation();
  return (
    <Reader as="article" aria-labelledby={`inbox-message-${message.id}`}>
      <h3 id={`inbox-message-${message.id}`} ref={ref} tabIndex={-1}>
        {message.title}
      </h3>
      <p>{translate('inbox_sent_at', { time: formatTimestamp(message.sentAt) })}</p>
      <SanitizedHtml html={message.content} />
    </Reader>
  );
});
