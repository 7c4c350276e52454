import { useTranslation } from '@tessera/i18n';
import type { Announcement } from '@tessera/api';
import { Modal } from '@tessera/ui';
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
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={t(mode === 'popup' ? 'announcements_popup_title' : 'page_notices')}
      closeLabel={t('close')}
      width="min(900px, 100vw - 2rem)"
      minHeight="0"
    >
      <AnnouncementList announcements={announcements} />
    </Modal>
  );
}
