import { useTranslation } from '@tessera/i18n';
import { useAppSelector } from '../../../core/hooks';
import { selectSystemStatus } from '../selectors';
import { CustomerServiceButton } from './CustomerServiceButton';
import { Icon, StatusScreen } from '@tessera/ui';

/** System status 2 (§8): title blockip, the visitor's IP, info_ip_block, customer service. */
export function RegionBlockedPage() {
  const { t } = useTranslation();
  const ip = useAppSelector(selectSystemStatus)?.location.ip ?? '';
  return (
    <StatusScreen icon={<Icon name="globeOff" size="2xl" />} title={t('blockip')} actions={<CustomerServiceButton />}>
      {ip && <p data-testid="visitor-ip">{t('your_ip', { ip })}</p>}
      <p>{t('info_ip_block')}</p>
    </StatusScreen>
  );
}
