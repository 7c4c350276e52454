import { useTranslation } from '@tessera/i18n';
import { formatTimestamp } from '@tessera/format';
import type { Notice } from '@tessera/api';
import { Modal, ModalBody, ModalHeader, ModalTitle, SanitizedHtml } from '@tessera/ui';

/** One system notice, opened from the marquee: its title, time and content (server HTML, sanitised). */
export default function NoticeModal({ notice, onClose }: { notice: Notice; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal open onOpenChange={(open) => !open && onClose()}>
      <ModalHeader closeLabel={t('close')}>
        <ModalTitle>{notice.title}</ModalTitle>
      </ModalHeader>
      <ModalBody>
        <p>
          <time dateTime={notice.publishedAt}>{formatTimestamp(notice.publishedAt)}</time>
        </p>
        <SanitizedHtml html={notice.content} />
      </ModalBody>
    </Modal>
  );
}
