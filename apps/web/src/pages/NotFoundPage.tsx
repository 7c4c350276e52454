import { Link } from 'react-router-dom';
import { useTranslation } from '@tessera/i18n';
import { Page } from '../shell/Page';

/** Unknown addresses render inside the shell, with a way home. */
export default function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Page titleKey="not_found_title">
      <p>{t('not_found_text')}</p>
      <Link to="/index">{t('back_home')}</Link>
    </Page>
  );
}
