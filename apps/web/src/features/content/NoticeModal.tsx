import { useTranslation, formatTimestamp } from '@tessera/i18n';
import type { Notice } from '@tessera/api';
import { Modal, SanitizedHtml } from '@tessera/ui';

/** One system notice, opened from the marquee: its title, time and content (server HTML, sanitised). */
export default function NoticeModal({ notice, onClose }: { notice: Notice; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal open onOpenChange={(open) => !open && onClose()} title={notice.title} closeLabel={t('close')}>
      <p>
        <time dateTime={notice.publishedAt}>{formatTimestamp(notice.publishedAt)}</time>
      </p>
      <SanitizedHtml html={notice.content} />
    </Modal>
  );
}
