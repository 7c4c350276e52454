import { useTranslation } from '@tessera/i18n';
import { Button, Icon, StatusScreen } from '@tessera/ui';
import { useAppDispatch, useAppSelector } from '../../../core/hooks';
import { retryStatus } from '../start';
import { selectSystem } from '../selectors';

/** The platform could not be reached or answered nonsense: say so, and offer a retry. */
export function PlatformUnreachable() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { error, phase } = useAppSelector(selectSystem);
  const detail =
    error?.kind === 'timeout'
      ? t('error_page_load_timeout')
      : error?.kind === 'network'
        ? t('error_network_abnormal')
        : t('error_unexpected_response');
  return (
    <StatusScreen
      role="alert"
      icon={<Icon name="plug" size="2xl" />}
      title={t('network_abnormal_title')}
      actions={
        <Button loading={phase === 'loading'} onClick={() => dispatch(retryStatus())}>
          {t('retry')}
        </Button>
      }
    >
      <p>{detail}</p>
    </StatusScreen>
  );
}
