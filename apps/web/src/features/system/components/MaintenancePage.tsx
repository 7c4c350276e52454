import { useTranslation } from '@tessera/i18n';
import { CustomerServiceButton } from './CustomerServiceButton';
import { Icon, StatusScreen } from '@tessera/ui';

/** System status 1 (§8): title game_maintenance, text info_maintenance, customer service. */
export function MaintenancePage() {
  const { t } = useTranslation();
  return (
    <StatusScreen
      icon={<Icon name="wrench" size="2xl" />}
      title={t('game_maintenance')}
      actions={<CustomerServiceButton />}
    >
      <p>{t('info_maintenance')}</p>
    </StatusScreen>
  );
}
