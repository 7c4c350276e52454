import { useTranslation } from '@tessera/i18n';
import { useAppSelector } from '../../core/hooks';
import { useOpenCustomerService } from '../content/useCustomerService';
import { selectPrimaryCustomerService } from '../system/selectors';
import { Line } from './CustomerServiceLine.styles';

/**
 * §2: the password modals' customer-service link. It opens the chat of the visitor's channel in
 * the popup, like the side bar; the entry's own address stays as the link's target.
 */
export function CustomerServiceLine() {
  const { t: translate } = useTranslation();
  const entry = useAppSelector(selectPrimaryCustomerService);
  const openCustomerService = useOpenCustomerService();
  if (!entry) return null;
  return (
    <Line>
      {translate('need_help')}{' '}
      <a
        href={entry.path}
        target="_blank"
        rel="noopener noreferrer"
        onClick={(event) => {
          event.preventDefault();
          void openCustomerService();
        }}
      >
        {translate('customer_service')}
      </a>
    </Line>
  );
}
