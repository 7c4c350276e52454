import { useTranslation } from '@tessera/i18n';
import type { Announcement } from '@tessera/api';
import { Modal, ModalBody, ModalHeader, ModalTitle } from '@tessera/ui';
import { AnnouncementList } from './AnnouncementList';

interface AnnouncementModalProps {
  announcements: readonly Announcement[];
  onClose: () => void;
  /** `popup`: the entry pop-up (type PU) announcements, under their own title. @default 'all' */
  mode?: 'all' | 'popup';
}

/** The announcement modal (§2): announcements, 7 titles to a page; also the entry pop-up's. */
export default function AnnouncementModal({ announcements, onClose, mode = 'all' }: AnnouncementModalProps) {
  const { t } = useTranslation();
  return (
    // The entry pop-up opens by itself as home starts: its focus follows the frame that shows it.
    <Modal open onOpenChange={(open) => !open && onClose()} size="lg" focusAfterPaint={mode === 'popup'}>
      <ModalHeader closeLabel={t('close')}>
        <ModalTitle>{t(mode === 'popup' ? 'announcements_popup_title' : 'page_notices')}</ModalTitle>
      </ModalHeader>
      <ModalBody>
        <AnnouncementList announcements={announcements} />
      </ModalBody>
    </Modal>
  );
}
