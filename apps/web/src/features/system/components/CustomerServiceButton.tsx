import { useTranslation } from '@tessera/i18n';
import { Button } from '@tessera/ui';
import { useAppSelector } from '../../../core/hooks';
import { openCustomerService } from '../customerService';
import { selectPrimaryCustomerService } from '../selectors';

/** Opens the first customer-service entry; hidden when the platform lists none. */
export function CustomerServiceButton() {
  const { t } = useTranslation();
  const entry = useAppSelector(selectPrimaryCustomerService);
  if (!entry) return null;
  return (
    <Button variant="secondary" onClick={() => openCustomerService(entry)}>
      {t('customer_service')}
    </Button>
  );
}
