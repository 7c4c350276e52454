import type { InboxMessage } from '@tessera/api';
import { useTranslation } from '@tessera/i18n';
import { formatTimestamp } from '@tessera/format';
import { Item, List, UnreadTag } from './Inbox.styles';

/**
 * The messages of a page as buttons, newest first: the title, an unread marker in words and the
 * time sent. The chosen one is marked current.
 */
export function InboxList({
  messages,
  chosenId,
  onChoose,
  label,
}: {
  messages: readonly InboxMessage[];
  chosenId: number | null;
  onChoose: (message: InboxMessage) => void;
  label: string;
}) {
  const { t: translate } = useTranslation();
  return (
    <List aria-label={label}>
      {messages.map((message) => (
        <li key={message.id}>
          <Item
            type="button"
            data-message-id={message.id}
            data-unread={!message.read}
            aria-current={message.id === chosenId ? 'true' : undefined}
            onClick={() => onChoose(message)}
          >
            <span>
              {!message.read && <UnreadTag>{translate('inbox_unread')}</UnreadTag>}
              <span>{message.title}</span>
            </span>
            <time dateTime={message.sentAt}>{formatTimestamp(message.sentAt)}</time>
          </Item>
        </li>
      ))}
    </List>
  );
}
