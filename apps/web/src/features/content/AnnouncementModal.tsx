import { useTranslation } from '@tessera/i18n';
import type { Announcement } from '@tessera/api';
import { Modal } from '@tessera/ui';
import { AnnouncementList } from './AnnouncementList';

/** The announcement modal (§2): the entry pop-up announcements, 7 titles to a page. */
export default function AnnouncementModal({ announcements, onClose }: { announcements: readonly Announcement[]; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal open onOpenChange={(open) => !open && onClose()} title={t('page_notices')} closeLabel={t('close')} width="min(900px, 100vw - 2rem)" minHeight="0">
      <AnnouncementList announcements={announcements} />
    </Modal>
  );
}
