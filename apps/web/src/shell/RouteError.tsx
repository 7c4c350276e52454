import { useTranslation } from '@tessera/i18n';
import { Button } from '@tessera/ui';
import { ChunkLoadError } from '../core/lazyRoute';
import { Page } from './Page';

/**
 * A route that fails to load or render shows a message and a way out, never a white screen.
 * The header and footer around it keep working.
 */
export function RouteError({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const chunk = error instanceof ChunkLoadError;
  return (
    <Page titleKey={chunk ? 'chunk_load_failed_title' : 'page_error_title'}>
      <div role="alert">
        <p>{chunk ? t('chunk_load_failed') : t('page_error_text')}</p>
        <Button onClick={() => window.location.reload()}>{t('reload')}</Button>
      </div>
    </Page>
  );
}
